import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { commentsQueryKey, shiftCommentCount } from "./use-comments.ts";

export function useAddComment(city: string, postId: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (content: string) =>
      api<Comment>(`/api/posts/${encodeURIComponent(postId)}/comments`, {
        body: { content },
        idempotencyKey: submission.keyFor(content),
      }),
    onSuccess: (created) => {
      submission.succeeded();
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
export const addCommentProblem = (error: Error) =>
  apiErrorText(error, {
    byStatus: { 401: postMessages.loginToComment },
    serverWords: [400],
    fallback: postMessages.commentFailed,
  });
