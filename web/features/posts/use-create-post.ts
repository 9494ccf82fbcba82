import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { altField, warningField } from "../../../contracts/post-photos-rules.ts";
import type { Post } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { uploadWords } from "../../../contracts/uploads-rules.ts";
import { ApiError, api } from "../../lib/api.ts";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { type Formatter, prependPostToFeed } from "./use-posts.ts";

// Writing a post: its fields, the request and the composer's alert when it fails. Loaded
// with the composer's form on its first use (composer.tsx), not with the feed (issue 30).

export type NewPost = {
  content: string;
  /** Up to 8, in the order chosen, each with its alt text (issue 35). */
  photos: readonly { file: File; alt: string }[];
  /** null: no content warning (issue 35). */
  contentWarning: string | null;
  /** False when the author removed the link card (issue 35); left out otherwise. */
  linkPreview?: boolean;
};

/**
 * A new post's text fields, as the JSON body or the multipart form's fields: its words,
 * its warning, each photo's alt text (alt0, alt1, ...), and a removed link card.
 */
export function postFields(post: NewPost): Record<string, string> {
  const fields: Record<string, string> = { content: post.content };
  if (post.contentWarning) fields[warningField] = post.contentWarning;
  post.photos.forEach((photo, index) => {
    if (photo.alt.trim()) fields[altField(index)] = photo.alt.trim();
  });
  if (post.linkPreview === false) fields.linkPreview = "false";
  return fields;
}

/** What makes two submissions the same one (the same key, decision 055): files by identity. */
export const submittedValues = ({ content, photos, contentWarning }: NewPost) => ({
  content,
  photos: photos.map(({ file, alt }) => ({ file, alt })),
  contentWarning,
});

/**
 * Posting to the city's feed. Text alone goes as JSON; with photos the form is
 * sent as multipart so the upload can report its progress (0 to 1, null when idle).
 */
export function useCreatePost(city: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const path = `/api/cities/${encodeURIComponent(city)}/posts`;
  const submission = useSubmissionKey();

  const mutation = useMutation({
    mutationFn: async (post: NewPost) => {
      const { linkPreview = true } = post;
      const idempotencyKey = submission.keyFor(submittedValues(post));
      const fields = postFields(post);
      if (post.photos.length === 0) {
        const { linkPreview: _, ...text } = fields;
        const body = linkPreview ? text : { ...text, linkPreview };
        return api<Post>(path, { body, idempotencyKey });
      }
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const photo of post.photos) form.append("image", photo.file);
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
  // The outbox keeps an unanswered post under the key it was sent with (decision 074).
  return { ...mutation, progress, submission, path };
}

// The server says an image refusal in the page's language; English if it knew no better.
const isImageRefusal = (message: string, intl: Formatter) =>
  Object.values(uploadWords).some(
    (words) => words.defaultMessage === message || intl.formatMessage(words) === message,
  );

/** The spec's alert for a failed post: image refusals and sign-in/membership problems read differently. */
export function createPostProblem(error: Error, intl: Formatter): string {
  const createFailed = intl.formatMessage(postMessages.createFailed);
  if (error instanceof ApiError && error.status >= 500) return createFailed;
  return apiErrorText(error, {
    byStatus: {
      // A proxy in front of the API may answer 413 without our message.
      413: intl.formatMessage(postMessages.imageError, {
        problem: intl.formatMessage(uploadWords.tooLarge),
      }),
      // Complete sentences of their own in the spec's post alerts. The form is only
      // shown to a signed-in member, so a 401 means their session ended under it.
      401: intl.formatMessage(postMessages.authError),
      403: intl.formatMessage(postMessages.membersOnly),
    },
    serverWords: "none",
    // Offline, or a server failure: nothing the member could fix in the post itself.
    unsent: createFailed,
    fallback: (message) =>
      intl.formatMessage(
        isImageRefusal(message, intl) ? postMessages.imageError : postMessages.createError,
        { problem: message },
      ),
  });
}
