import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { EventDetail, EventInput } from "../../../contracts/events.ts";
import { api } from "../../lib/api.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
import { eventApiPath, eventQueryKey } from "./use-event.ts";
import { cityEventsQueryKey } from "./use-events.ts";

export type EventSubmission = { fields: EventInput; photo: File | null };

/**
 * Creating (no `eventId`) or editing an event. Without a photo the fields go as
 * JSON; with one, as a multipart form whose upload reports its progress.
 */
export function useSaveEvent(city: string, eventId?: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const path = eventId ? eventApiPath(eventId) : `/api/cities/${encodeURIComponent(city)}/events`;
  const method = eventId ? "PUT" : "POST";
  const submission = useSubmissionKey();

  const mutation = useMutation({
    mutationFn: ({ fields, photo }: EventSubmission) => {
      // Only creating is keyed: an edit sent twice is the same edit.
      const idempotencyKey = eventId ? undefined : submission.keyFor({ fields, photo });
      if (!photo) return api<EventDetail>(path, { method, body: fields, idempotencyKey });
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value ?? ""));
      form.append("image", photo);
      setProgress(0);
      return uploadWithProgress<EventDetail>(path, form, setProgress, { method, idempotencyKey });
    },
    onSuccess: (saved) => {
      submission.succeeded();
      queryClient.setQueryData(eventQueryKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: cityEventsQueryKey(city) });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
