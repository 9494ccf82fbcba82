import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { EventDetail, EventInput, EventPage, RsvpInput } from "../../../contracts/events.ts";
import {
  type EventListTab,
  eventLimits,
  type OccurrenceScope,
} from "../../../contracts/events-rules.ts";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api } from "../../lib/api.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";

// Events: a city's lists, one event, and the changes made to them.

/** Every events query of a city starts with this, so one invalidation refreshes them all. */
export const cityEventsQueryKey = (city: string) => ["events", city] as const;

export const eventsPath = (
  city: string,
  when: EventListTab,
  cursor: string | null,
  limit: number,
) => {
  const query = new URLSearchParams({ when, limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  return `/api/cities/${encodeURIComponent(city)}/events?${query}`;
};

/** A tab's list: the hook's key, and a server-drawn events page's (decision 040). */
export const eventsListKey = (city: string, when: EventListTab) =>
  [...cityEventsQueryKey(city), when] as const;

/** Upcoming (soonest first) or past events of a city, a page at a time. */
export function useEvents(city: string, when: EventListTab) {
  return useInfiniteQuery({
    queryKey: eventsListKey(city, when),
    queryFn: ({ pageParam, signal }) =>
      api<EventPage>(eventsPath(city, when, pageParam, eventLimits.pageSize), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const nextEventsQueryKey = (city: string, count: number) =>
  [...cityEventsQueryKey(city), "next", count] as const;

/** The next few events, for a preview card. */
export function useNextEvents(city: string, count: number) {
  return useQuery({
    queryKey: nextEventsQueryKey(city, count),
    queryFn: ({ signal }) => api<EventPage>(eventsPath(city, "upcoming", null, count), { signal }),
  });
}

export const eventQueryKey = (id: string) => ["event", id] as const;
export const eventApiPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** One event as the viewer sees it: counts, who is going, their own RSVP. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => api<EventDetail>(eventApiPath(id), { signal }),
  });
}

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
    mutationFn: async ({ fields, photo }: EventSubmission) => {
      // Only creating is keyed: an edit sent twice is the same edit.
      const idempotencyKey = eventId ? undefined : submission.keyFor({ fields, photo });
      if (!photo) return api<EventDetail>(path, { method, body: fields, idempotencyKey });
      const form = new FormData();
      // `repeat` goes as JSON text (the contract parses it back).
      for (const [name, value] of Object.entries(fields)) {
        form.append(
          name,
          typeof value === "object" && value ? JSON.stringify(value) : String(value ?? ""),
        );
      }
      form.append("image", photo);
      setProgress(0);
      // The upload code comes with the first photo, not with the lists (issue 9).
      const { uploadWithProgress } = await import("../../lib/upload-with-progress.ts");
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

/** After any change the server's reply is the event; the city's lists refetch their counts. */
function useEventChange<T>(
  event: Pick<EventDetail, "id" | "citySlug">,
  send: (value: T) => Promise<EventDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (changed) => {
      queryClient.setQueryData(eventQueryKey(changed.id), changed);
      return queryClient.invalidateQueries({ queryKey: cityEventsQueryKey(event.citySlug) });
    },
  });
}

/**
 * Going (with guests, or onto the waitlist), Interested or Not going, for this date or
 * every upcoming one; a full event answers 409 and the detail refetches.
 */
export function useRsvp(event: Pick<EventDetail, "id" | "citySlug">) {
  const queryClient = useQueryClient();
  const mutation = useEventChange(event, (answer: RsvpInput) =>
    api<EventDetail>(`${eventApiPath(event.id)}/rsvp`, { method: "PUT", body: answer }),
  );
  return {
    ...mutation,
    // Someone else may have taken the last seat: show the real counts.
    refresh: () => queryClient.invalidateQueries({ queryKey: eventQueryKey(event.id) }),
  };
}

/** The organiser's (or an admin's) cancellation: this date, or it and every later one. */
export function useCancelEvent(event: Pick<EventDetail, "id" | "citySlug">) {
  return useEventChange(event, (scope: OccurrenceScope = "one") =>
    api<EventDetail>(`${eventApiPath(event.id)}/cancel?scope=${scope}`, {
      method: "POST",
      body: {},
    }),
  );
}

/**
 * A moderator's (or an admin's) removal outright (decision 30); organisers cancel
 * instead. The event is gone, so its detail is dropped rather than refetched.
 */
export function useDeleteEvent(event: Pick<EventDetail, "id" | "citySlug">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal?: ModeratorRemoval) =>
      api<null>(eventApiPath(event.id), { method: "DELETE", body: removal }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventQueryKey(event.id) });
      return queryClient.invalidateQueries({ queryKey: cityEventsQueryKey(event.citySlug) });
    },
  });
}
