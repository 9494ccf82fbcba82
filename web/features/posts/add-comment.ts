import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Comment, postMessages } from "../../../contracts/posts.ts";
import { ApiError, api } from "../../lib/api.ts";
import { commentsQueryKey, shiftCommentCount } from "./use-comments.ts";

export function useAddComment(city: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<Comment>(`/api/posts/${encodeURIComponent(postId)}/comments`, { body: { content } }),
    onSuccess: (created) => {
      queryClient.setQueryData<Comment[]>(commentsQueryKey(postId), (comments) =>
        comments?.some((comment) => comment.id === created.id)
          ? comments
          : [...(comments ?? []), created],
      );
      shiftCommentCount(queryClient, city, postId, 1);
    },
  });
}

/** A refused comment (too long, empty) says why in the server's words; anything else is the spec's. */
export function addCommentProblem(error: Error) {
  if (!(error instanceof ApiError)) return postMessages.commentFailed;
  if (error.status === 400) return error.message;
  if (error.status === 401) return postMessages.loginToComment;
  return postMessages.commentFailed;
}
