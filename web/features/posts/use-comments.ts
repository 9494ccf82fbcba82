import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import type { Comment } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { commentsQueryKey } from "./query-keys.ts";
import { type Formatter, updatePostInFeed } from "./use-posts.ts";

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

/** Shows a comment the viewer added: at the end of the post's comments, and in its count. */
export function showAddedComment(
  queryClient: QueryClient,
  city: string,
  postId: string,
  created: Comment,
) {
  queryClient.setQueryData<Comment[]>(commentsQueryKey(postId), (comments) =>
    comments?.some((comment) => comment.id === created.id)
      ? comments
      : [...(comments ?? []), created],
  );
  shiftCommentCount(queryClient, city, postId, 1);
}

export const commentsPath = (postId: string) => `/api/posts/${encodeURIComponent(postId)}/comments`;

export function useAddComment(city: string, postId: string) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: (content: string) =>
      api<Comment>(commentsPath(postId), {
        body: { content },
        idempotencyKey: submission.keyFor(content),
      }),
    onSuccess: (created) => {
      submission.succeeded();
      showAddedComment(queryClient, city, postId, created);
    },
  });
  // The outbox keeps an unanswered comment under the key it was sent with (decision 074).
  return { ...mutation, submission };
}

/** A refused comment (too long, empty) says why in the server's words; anything else is the spec's. */
export const addCommentProblem = (error: Error, intl: Formatter) =>
  apiErrorText(error, {
    byStatus: { 401: intl.formatMessage(postMessages.loginToComment) },
    serverWords: [400],
    fallback: intl.formatMessage(postMessages.commentFailed),
  });

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
