import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import type { Comment } from "../../../contracts/posts.ts";
import { api } from "../../lib/api.ts";
import { commentsQueryKey, shiftCommentCount } from "./use-comments.ts";

export function useDeleteComment(city: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A moderator's removal carries its reason (decision 057); the author's own, nothing.
    mutationFn: ({ commentId, removal }: { commentId: string; removal?: ModeratorRemoval }) =>
      api<null>(`/api/comments/${encodeURIComponent(commentId)}`, {
        method: "DELETE",
        body: removal,
      }),
    onSuccess: (_nothing, { commentId }) => {
      queryClient.setQueryData<Comment[]>(commentsQueryKey(postId), (comments) =>
        comments?.filter((comment) => comment.id !== commentId),
      );
      shiftCommentCount(queryClient, city, postId, -1);
    },
  });
}
