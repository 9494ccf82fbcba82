import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "../../../contracts/posts.ts";
import { api } from "../../lib/api.ts";
import { commentsQueryKey, shiftCommentCount } from "./use-comments.ts";

export function useDeleteComment(city: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      api<null>(`/api/comments/${encodeURIComponent(commentId)}`, { method: "DELETE" }),
    onSuccess: (_nothing, commentId) => {
      queryClient.setQueryData<Comment[]>(commentsQueryKey(postId), (comments) =>
        comments?.filter((comment) => comment.id !== commentId),
      );
      shiftCommentCount(queryClient, city, postId, -1);
    },
  });
}
