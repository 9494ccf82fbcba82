import { useInfiniteQuery } from "@tanstack/react-query";
import type { PropertyPage } from "../../../contracts/properties.ts";
import { filterQuery, useUrlFilters } from "../../components/listing/url-filters.ts";
import { api } from "../../lib/api.ts";

/** The list's tab and filters as they appear in the address and in the API's query (same names). */
export const propertyFilterKeys = [
  "listingType",
  "q",
  "propertyType",
  "minBedrooms",
  "minBathrooms",
  "minPrice",
  "maxPrice",
] as const;
export type PropertyFilters = Record<(typeof propertyFilterKeys)[number], string>;

export const usePropertyFilters = () => useUrlFilters(propertyFilterKeys);

/** Under ["properties", city], so a new or changed property refreshes every list of its city. */
export const propertiesQueryKey = (city: string, filters?: Partial<PropertyFilters>) =>
  filters ? (["properties", city, filters] as const) : (["properties", city] as const);

export const propertiesPath = (city: string) =>
  `/api/cities/${encodeURIComponent(city)}/properties`;

/** A city's properties, newest first, a page at a time (the server's keyset cursor). */
export function useProperties(
  city: string,
  filters: PropertyFilters,
  { limit }: { limit?: number } = {},
) {
  return useInfiniteQuery({
    queryKey: [...propertiesQueryKey(city, filters), limit ?? "page"],
    queryFn: ({ pageParam, signal }) => {
      const query = filterQuery(filters);
      if (limit) query.set("limit", String(limit));
      if (pageParam) query.set("cursor", pageParam);
      return api<PropertyPage>(`${propertiesPath(city)}?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
