import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EventDetail, RsvpStatus } from "../../../contracts/events.ts";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api } from "../../lib/api.ts";
import { eventApiPath, eventQueryKey } from "./use-event.ts";
import { cityEventsQueryKey } from "./use-events.ts";

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

/** Going, Interested or Not going; a full event answers 409 and the detail refetches. */
export function useRsvp(event: Pick<EventDetail, "id" | "citySlug">) {
  const queryClient = useQueryClient();
  const mutation = useEventChange(event, (status: RsvpStatus) =>
    api<EventDetail>(`${eventApiPath(event.id)}/rsvp`, { method: "PUT", body: { status } }),
  );
  return {
    ...mutation,
    // Someone else may have taken the last seat: show the real counts.
    refresh: () => queryClient.invalidateQueries({ queryKey: eventQueryKey(event.id) }),
  };
}

/** The organiser's (or an admin's) cancellation. */
export function useCancelEvent(event: Pick<EventDetail, "id" | "citySlug">) {
  return useEventChange(event, () =>
    api<EventDetail>(`${eventApiPath(event.id)}/cancel`, { method: "POST", body: {} }),
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
