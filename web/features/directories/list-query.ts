import { filterQuery } from "./list/url-filters.ts";

// The lists of the listing-like directories (the marketplace, properties and every
// listingDirectory()): their query keys and the API's address of a page, apart from the
// hooks so a list's chunk and the server's drawing of it (decision 040) load nothing else.

/** Under [api, city], so a new or changed entry refreshes every list of its city. */
export const listingsQueryKey = (api: string, city: string) => [api, city] as const;

const listPath = (api: string, city: string) => `/api/cities/${encodeURIComponent(city)}/${api}`;

/** A list's key: the hooks' (useListings, useMarketplaceItems, useProperties) and a server-drawn list's. */
export const listingsListKey = (
  api: string,
  city: string,
  filters: Readonly<Record<string, string>>,
  limit?: number,
) => [...listingsQueryKey(api, city), filters, limit ?? "page"] as const;

/** The API's address of one page of a list. */
export function listingsListPath(
  api: string,
  city: string,
  filters: Readonly<Record<string, string>>,
  { limit, cursor }: { limit?: number; cursor?: string | null } = {},
) {
  const query = filterQuery(filters);
  if (limit) query.set("limit", String(limit));
  if (cursor) query.set("cursor", cursor);
  return `${listPath(api, city)}?${query}`;
}
