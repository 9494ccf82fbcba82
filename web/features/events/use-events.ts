import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type EventListTab, type EventPage, eventLimits } from "../../../contracts/events.ts";
import { api } from "../../lib/api.ts";

/** Every events query of a city starts with this, so one invalidation refreshes them all. */
export const cityEventsQueryKey = (city: string) => ["events", city] as const;

const eventsPath = (city: string, when: EventListTab, cursor: string | null, limit: number) => {
  const query = new URLSearchParams({ when, limit: String(limit) });
  if (cursor) query.set("cursor", cursor);
  return `/api/cities/${encodeURIComponent(city)}/events?${query}`;
};

/** Upcoming (soonest first) or past events of a city, a page at a time. */
export function useEvents(city: string, when: EventListTab) {
  return useInfiniteQuery({
    queryKey: [...cityEventsQueryKey(city), when],
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
