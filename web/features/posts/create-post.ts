import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Post } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { uploadMessages } from "../../../contracts/uploads-rules.ts";
import { ApiError, api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { prependPostToFeed } from "./use-feed.ts";

export type NewPost = { content: string; photo: File | null };

/**
 * Posting to the city's feed. Text alone goes as JSON; with a photo the form is
 * sent as multipart so the upload can report its progress (0 to 1, null when idle).
 */
export function useCreatePost(city: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const path = `/api/cities/${encodeURIComponent(city)}/posts`;
  const submission = useSubmissionKey();

  const mutation = useMutation({
    mutationFn: async ({ content, photo }: NewPost) => {
      const idempotencyKey = submission.keyFor({ content, photo });
      if (!photo) return api<Post>(path, { body: { content }, idempotencyKey });
      const form = new FormData();
      form.append("content", content);
      form.append("image", photo);
      setProgress(0);
      // The upload code comes with the first photo, not with the feed (issue 9).
      const { uploadWithProgress } = await import("../../lib/upload-with-progress.ts");
      return uploadWithProgress<Post>(path, form, setProgress, { idempotencyKey });
    },
    onSuccess: (created) => {
      submission.succeeded();
      prependPostToFeed(queryClient, city, created);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

const imageRefusals = new Set<string>(Object.values(uploadMessages));

/** The spec's alert for a failed post: image refusals and sign-in/membership problems read differently. */
export function createPostProblem(error: Error): string {
  if (error instanceof ApiError && error.status >= 500) return postMessages.createFailed;
  return apiErrorText(error, {
    byStatus: {
      // A proxy in front of the API may answer 413 without our message.
      413: `${postMessages.imageError}${uploadMessages.tooLarge}`,
      // Complete sentences of their own in the spec's post alerts. The form is only
      // shown to a signed-in member, so a 401 means their session ended under it.
      401: postMessages.authError,
      403: postMessages.membersOnly,
    },
    serverWords: "none",
    // Offline, or a server failure: nothing the member could fix in the post itself.
    unsent: postMessages.createFailed,
    fallback: (message) =>
      imageRefusals.has(message)
        ? `${postMessages.imageError}${message}`
        : `${postMessages.createError}${message}`,
  });
}
