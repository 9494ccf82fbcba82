import { useInfiniteQuery } from "@tanstack/react-query";
import type { SearchReply } from "../../../contracts/search.ts";
import {
  type SearchSection,
  type SearchSort,
  searchSections,
} from "../../../contracts/search-rules.ts";
import { api } from "../../lib/api.ts";

// City-wide search: every section's first results, or one section page by page.

const isSection = (value: string | null): value is SearchSection =>
  searchSections.includes(value as SearchSection);

/** What the page's address asks: ?q=&section=&sort= (an unknown section is all, any sort but date relevance). */
export function searchAddress(params: URLSearchParams) {
  const q = params.get("q")?.trim() ?? "";
  const rawSection = params.get("section");
  const section = isSection(rawSection) ? rawSection : undefined;
  const sort: SearchSort = params.get("sort") === "date" ? "date" : "relevance";
  return { q, section, sort };
}

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

/** The results' key: the hook's, and a server-drawn results page's (decision 040). */
export const searchQueryKey = (
  city: string,
  q: string,
  section: SearchSection | undefined,
  sort: SearchSort,
) => ["search", city, q, section ?? "all", sort] as const;

export function useCitySearch(
  city: string,
  q: string,
  section: SearchSection | undefined,
  sort: SearchSort,
) {
  return useInfiniteQuery({
    queryKey: searchQueryKey(city, q, section, sort),
    queryFn: ({ pageParam, signal }) =>
      api<SearchReply>(searchPath(city, q, section, sort, pageParam), { signal }),
    initialPageParam: null as string | null,
    // Only a chosen section pages; the all-sections view links to each section instead.
    getNextPageParam: (last) => (section ? (last.sections[0]?.results.nextCursor ?? null) : null),
    enabled: q.trim().length > 0,
    staleTime: 30_000,
  });
}
