import { useQuery } from "@tanstack/react-query";
import type { EventDetail } from "../../../contracts/events.ts";
import { api } from "../../lib/api.ts";

export const eventQueryKey = (id: string) => ["event", id] as const;
export const eventApiPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** One event as the viewer sees it: counts, who is going, their own RSVP. */
export function useEvent(id: string) {
  return useQuery({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => api<EventDetail>(eventApiPath(id), { signal }),
  });
}
