import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { History } from "../../../contracts/post-edits.ts";
import type { Comment, Post } from "../../../contracts/posts.ts";
import { api } from "../../lib/api.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { commentsQueryKey, type Editable, historyQueryKey } from "./query-keys.ts";
import { updatePostInFeed } from "./use-posts.ts";

// Editing posts and comments, and reading their earlier versions (issue 35).

const pathOf = (kind: Editable, id: string) =>
  `/api/${kind === "post" ? "posts" : "comments"}/${encodeURIComponent(id)}`;

/** Puts an edited comment in its post's list, where it was. */
export function replaceComment(queryClient: QueryClient, postId: string, edited: Comment) {
  queryClient.setQueryData<Comment[]>(commentsQueryKey(postId), (comments) =>
    comments?.map((comment) => (comment.id === edited.id ? { ...comment, ...edited } : comment)),
  );
}

/**
 * Saving an edit: the reply replaces the text where it is shown. A retry after a
 * lost answer sends the same key, so the server keeps one version for it.
 */
export function useEditText(
  target:
    | { kind: "post"; city: string; id: string }
    | { kind: "comment"; postId: string; id: string },
) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (content: string) =>
      api<Post | Comment>(pathOf(target.kind, target.id), {
        method: "PATCH",
        body: { content },
        idempotencyKey: submission.keyFor(content),
      }),
    onSuccess: (edited) => {
      submission.succeeded();
      if (target.kind === "post") {
        updatePostInFeed(queryClient, target.city, target.id, (post) => ({
          ...post,
          ...(edited as Post),
        }));
      } else {
        replaceComment(queryClient, target.postId, edited as Comment);
      }
      queryClient.invalidateQueries({ queryKey: historyQueryKey(target.kind, target.id) });
    },
  });
}

/** The current text and earlier versions, for moderators and admins; asked when the dialog opens. */
export function useHistory(kind: Editable, id: string, open: boolean) {
  return useQuery({
    queryKey: historyQueryKey(kind, id),
    queryFn: ({ signal }) => api<History>(`${pathOf(kind, id)}/history`, { signal }),
    enabled: open,
  });
}
