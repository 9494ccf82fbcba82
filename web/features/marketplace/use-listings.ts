import { useInfiniteQuery } from "@tanstack/react-query";
import type { ListingPage } from "../../../contracts/marketplace.ts";
import { filterQuery, useUrlFilters } from "../../components/listing/url-filters.ts";
import { api } from "../../lib/api.ts";

/** The list's filters as they appear in the address and in the API's query (same names). */
export const listingFilterKeys = ["q", "category", "condition", "minPrice", "maxPrice"] as const;
export type ListingFilters = Record<(typeof listingFilterKeys)[number], string>;

export const useListingFilters = () => useUrlFilters(listingFilterKeys);

/** Under ["listings", city], so a new or changed listing refreshes every filtered list of its city. */
export const listingsQueryKey = (city: string, filters?: Partial<ListingFilters>) =>
  filters ? (["listings", city, filters] as const) : (["listings", city] as const);

export const listingsPath = (city: string) => `/api/cities/${encodeURIComponent(city)}/listings`;

/** A city's marketplace, newest first, a page at a time (the server's keyset cursor). */
export function useListings(
  city: string,
  filters: ListingFilters,
  { limit }: { limit?: number } = {},
) {
  return useInfiniteQuery({
    queryKey: [...listingsQueryKey(city, filters), limit ?? "page"],
    queryFn: ({ pageParam, signal }) => {
      const query = filterQuery(filters);
      if (limit) query.set("limit", String(limit));
      if (pageParam) query.set("cursor", pageParam);
      return api<ListingPage>(`${listingsPath(city)}?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
