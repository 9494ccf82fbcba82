import { useInfiniteQuery } from "@tanstack/react-query";
import type { MarketplaceItemPage } from "../../../contracts/marketplace.ts";
import { api } from "../../lib/api.ts";
import { listingsListKey, listingsListPath, listingsQueryKey } from "./list-query.ts";
import { listingQueryKey } from "./use-listings.ts";

// The marketplace's list and first-route data. An item's page, its form and its owner's
// status buttons are the kernel's (use-listings.ts), under the same keys, so a write there
// refreshes the lists here.

const collection = "marketplace-items";

/** The list's filters as they appear in the address and in the API's query (same names). */
export const marketplaceFilterKeys = [
  "q",
  "category",
  "condition",
  "status",
  "minPrice",
  "maxPrice",
] as const;
export type MarketplaceFilters = Record<(typeof marketplaceFilterKeys)[number], string>;

/** Under the kernel's [collection, city], so a new or changed listing refreshes every filtered list of its city. */
export const marketplaceItemsQueryKey = (city: string, filters?: Partial<MarketplaceFilters>) =>
  filters
    ? ([...listingsQueryKey(collection, city), filters] as const)
    : listingsQueryKey(collection, city);

export const marketplaceItemsPath = (city: string) =>
  `/api/cities/${encodeURIComponent(city)}/${collection}`;

/** A city's marketplace, newest first, a page at a time (the server's keyset cursor). */
export function useMarketplaceItems(
  city: string,
  filters: MarketplaceFilters,
  { limit }: { limit?: number } = {},
) {
  return useInfiniteQuery({
    queryKey: listingsListKey(collection, city, filters, limit),
    queryFn: ({ pageParam, signal }) =>
      api<MarketplaceItemPage>(
        listingsListPath(collection, city, filters, { limit, cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const marketplaceItemQueryKey = (id: string) => listingQueryKey(collection, id);
export const marketplaceItemPath = (id: string) => `/api/${collection}/${encodeURIComponent(id)}`;
