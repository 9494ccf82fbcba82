import { postPath } from "../../../contracts/post-path.ts";
import type { PostRow } from "./posts.service.ts";

/**
 * What a post's notifications link to and call it: its first words, or its content
 * warning instead when it has one (issue 35), so the bell never shows what it hides.
 */
export function postTarget(
  post: Pick<PostRow, "id" | "content"> & { contentWarning?: string | null },
  citySlug: string,
) {
  const words = post.contentWarning
    ? `⚠ ${post.contentWarning}`
    : post.content.replace(/\s+/g, " ").trim();
  return {
    type: "post" as const,
    id: post.id,
    link: postPath(citySlug, post.id),
    title: words.length > 60 ? `${words.slice(0, 59)}…` : words || "Photo",
  };
}
