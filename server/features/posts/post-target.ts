import type { PostRow } from "./posts.service.ts";

/** What a post's notifications link to and call it: its first words. */
export function postTarget(post: Pick<PostRow, "id" | "content">, citySlug: string) {
  const words = post.content.replace(/\s+/g, " ").trim();
  return {
    type: "post" as const,
    id: post.id,
    link: `/city/${citySlug}/feed#post-${post.id}`,
    title: words.length > 60 ? `${words.slice(0, 59)}…` : words || "Photo",
  };
}
