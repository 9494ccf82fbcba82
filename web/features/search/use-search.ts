import { useInfiniteQuery } from "@tanstack/react-query";
import type { SearchReply } from "../../../contracts/search.ts";
import type { SearchSection, SearchSort } from "../../../contracts/search-rules.ts";
import { api } from "../../lib/api.ts";

// City-wide search: every section's first results, or one section page by page.

export const searchPath = (
  city: string,
  q: string,
  section: SearchSection | undefined,
  sort: SearchSort,
  cursor?: string | null,
) => {
  const params = new URLSearchParams({ q, sort });
  if (section) params.set("section", section);
  if (cursor) params.set("cursor", cursor);
  return `/api/cities/${encodeURIComponent(city)}/search?${params}`;
};

export function useCitySearch(
  city: string,
  q: string,
  section: SearchSection | undefined,
  sort: SearchSort,
) {
  return useInfiniteQuery({
    queryKey: ["search", city, q, section ?? "all", sort],
    queryFn: ({ pageParam, signal }) =>
      api<SearchReply>(searchPath(city, q, section, sort, pageParam), { signal }),
    initialPageParam: null as string | null,
    // Only a chosen section pages; the all-sections view links to each section instead.
    getNextPageParam: (last) => (section ? (last.sections[0]?.results.nextCursor ?? null) : null),
    enabled: q.trim().length > 0,
    staleTime: 30_000,
  });
}
