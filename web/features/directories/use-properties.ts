import { useInfiniteQuery } from "@tanstack/react-query";
import type { PropertyPage } from "../../../contracts/properties.ts";
import { api } from "../../lib/api.ts";
import { listingsListKey, listingsListPath } from "./list-query.ts";

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
    // The listing-like lists' key and address (list-query.ts): ["properties", city, filters, "page"].
    queryKey: listingsListKey("properties", city, filters, limit),
    queryFn: ({ pageParam, signal }) =>
      api<PropertyPage>(
        listingsListPath("properties", city, filters, { limit, cursor: pageParam }),
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * A property's page is the kernel's (detail/listing-detail-page.tsx): its key (use-listings.ts's
 * listingQueryKey, without loading the hooks into the list) and the API's address.
 */
export const propertyQueryKey = (id: string) => ["properties", "item", id] as const;
export const propertyPath = (id: string) => `/api/properties/${encodeURIComponent(id)}`;
