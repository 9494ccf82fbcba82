import { type QueryClient, useQuery } from "@tanstack/react-query";
import type { Comment } from "../../../contracts/posts.ts";
import { api } from "../../lib/api.ts";
import { updatePostInFeed } from "./use-feed.ts";

export const commentsQueryKey = (postId: string) => ["post-comments", postId] as const;

/** A post's comments, oldest first; the panel that asks is only mounted while they are open. */
export function useComments(postId: string) {
  return useQuery({
    queryKey: commentsQueryKey(postId),
    queryFn: ({ signal }) =>
      api<{ comments: Comment[] }>(`/api/posts/${encodeURIComponent(postId)}/comments`, {
        signal,
      }).then((r) => r.comments),
  });
}

/** Keeps the post's "{n} comments" in step with a comment the viewer added or removed. */
export function shiftCommentCount(
  queryClient: QueryClient,
  city: string,
  postId: string,
  by: 1 | -1,
) {
  updatePostInFeed(queryClient, city, postId, (post) => ({
    ...post,
    commentCount: Math.max(0, post.commentCount + by),
  }));
}
