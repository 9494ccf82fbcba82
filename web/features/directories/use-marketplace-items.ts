import {
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  CreateMarketplaceItem,
  MarketplaceItem,
  MarketplaceItemPage,
  UpdateMarketplaceItem,
} from "../../../contracts/marketplace.ts";
import type { MarketplaceItemStatus } from "../../../contracts/marketplace-rules.ts";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api } from "../../lib/api.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";
import type { PickedPhoto } from "./form/photos-field.tsx";
import { useEntryUpload } from "./form/upload-entry.ts";
import { filterQuery } from "./list/url-filters.ts";

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

/** Under ["listings", city], so a new or changed listing refreshes every filtered list of its city. */
export const marketplaceItemsQueryKey = (city: string, filters?: Partial<MarketplaceFilters>) =>
  filters ? (["listings", city, filters] as const) : (["listings", city] as const);

export const marketplaceItemsPath = (city: string) =>
  `/api/cities/${encodeURIComponent(city)}/marketplace-items`;

/** A city's marketplace, newest first, a page at a time (the server's keyset cursor). */
export function useMarketplaceItems(
  city: string,
  filters: MarketplaceFilters,
  { limit }: { limit?: number } = {},
) {
  return useInfiniteQuery({
    queryKey: [...marketplaceItemsQueryKey(city, filters), limit ?? "page"],
    queryFn: ({ pageParam, signal }) => {
      const query = filterQuery(filters);
      if (limit) query.set("limit", String(limit));
      if (pageParam) query.set("cursor", pageParam);
      return api<MarketplaceItemPage>(`${marketplaceItemsPath(city)}?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const marketplaceItemQueryKey = (id: string) => ["listing", id] as const;
export const marketplaceItemPath = (id: string) =>
  `/api/marketplace-items/${encodeURIComponent(id)}`;

const listingQuery = (id: string) =>
  queryOptions({
    queryKey: marketplaceItemQueryKey(id),
    queryFn: ({ signal }) => api<MarketplaceItem>(marketplaceItemPath(id), { signal }),
  });

/** One listing; contact details only come for signed-in viewers (decision 9). */
export function useMarketplaceItem(id: string) {
  return useQuery(listingQuery(id));
}

/** Asks for the listing before its page is drawn (web/app/first-route-data.ts). */
export const prefetchMarketplaceItem = (queryClient: QueryClient, id: string) =>
  queryClient.prefetchQuery(listingQuery(id));

/** After any write: the detail takes the server's answer; the city's lists and Saved refresh. */
function useSettleListing() {
  const queryClient = useQueryClient();
  return (listing: MarketplaceItem) => {
    queryClient.setQueryData(marketplaceItemQueryKey(listing.id), listing);
    void queryClient.invalidateQueries({ queryKey: marketplaceItemsQueryKey(listing.citySlug) });
    void queryClient.invalidateQueries({ queryKey: savedQueryKey });
  };
}

/** Create (POST to the city) or edit (PUT the listing), with the photos, reporting upload progress. */
export function useWriteMarketplaceItem(city: string, id?: string) {
  const upload = useEntryUpload();
  const settle = useSettleListing();
  const mutation = useMutation({
    mutationFn: ({
      data,
      photos,
    }: {
      data: CreateMarketplaceItem | UpdateMarketplaceItem;
      photos: PickedPhoto[];
    }) =>
      id
        ? upload.send<MarketplaceItem>("PUT", marketplaceItemPath(id), data, photos)
        : upload.send<MarketplaceItem>("POST", marketplaceItemsPath(city), data, photos),
    onSuccess: settle,
  });
  return { ...mutation, progress: upload.progress };
}

/** Mark as reserved or sold (or available again): owner or admin. */
export function useSetMarketplaceItemStatus(id: string) {
  const settle = useSettleListing();
  return useMutation({
    mutationFn: (status: MarketplaceItemStatus) =>
      api<MarketplaceItem>(`${marketplaceItemPath(id)}/status`, { body: { status } }),
    onSuccess: settle,
  });
}

export function useDeleteMarketplaceItem(listing: Pick<MarketplaceItem, "id" | "citySlug">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal?: ModeratorRemoval) =>
      api<null>(marketplaceItemPath(listing.id), { method: "DELETE", body: removal }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: marketplaceItemsQueryKey(listing.citySlug) });
      void queryClient.invalidateQueries({ queryKey: savedQueryKey });
    },
  });
}
