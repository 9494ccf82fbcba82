import {
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api as callApi } from "../../lib/api.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";
import type { EntryPage, ListingEntry, ListingEntryCard } from "./directory.ts";
import type { PickedPhoto } from "./form/photos-field.tsx";
import { useEntryUpload } from "./form/upload-entry.ts";
import { listingsListKey, listingsListPath, listingsQueryKey } from "./list-query.ts";

// The hooks of every listing directory drawn by the kernel (ListingDirectory in
// directory.ts), by its API collection: /api/cities/{city}/{api} and /api/{api}/{id}.
// The marketplace's and the properties' detail and form use these too; their lists' hooks are
// in use-marketplace-items.ts and use-properties.ts, under the same keys.

export { listingsListKey, listingsListPath, listingsQueryKey } from "./list-query.ts";
export const listingQueryKey = (api: string, id: string) => [api, "item", id] as const;
const listPath = (api: string, city: string) => `/api/cities/${encodeURIComponent(city)}/${api}`;
const itemPath = (api: string, id: string) => `/api/${api}/${encodeURIComponent(id)}`;

/** A city's entries, newest first, a page at a time (the server's keyset cursor). */
export function useListings(
  api: string,
  city: string,
  filters: Readonly<Record<string, string>>,
  { limit }: { limit?: number } = {},
) {
  return useInfiniteQuery({
    queryKey: listingsListKey(api, city, filters, limit),
    queryFn: ({ pageParam, signal }) =>
      callApi<EntryPage<ListingEntryCard>>(
        listingsListPath(api, city, filters, { limit, cursor: pageParam }),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One entry; contact details only come for signed-in viewers (decision 9). */
export function useListing(api: string, id: string) {
  return useQuery(listingQuery(api, id));
}

const listingQuery = (api: string, id: string) =>
  queryOptions({
    queryKey: listingQueryKey(api, id),
    queryFn: ({ signal }) => callApi<ListingEntry>(itemPath(api, id), { signal }),
  });

/** Asks for an entry before its page is drawn (web/app/first-route-data.ts). */
export const prefetchListing = (queryClient: QueryClient, api: string, id: string) =>
  queryClient.prefetchQuery(listingQuery(api, id));

/** After any write: the city's lists and Saved refresh. */
function useSettle(api: string) {
  const queryClient = useQueryClient();
  return (citySlug: string) => {
    void queryClient.invalidateQueries({ queryKey: listingsQueryKey(api, citySlug) });
    void queryClient.invalidateQueries({ queryKey: savedQueryKey });
  };
}

/** Create (POST to the city) or edit (PUT the entry), with the photos, reporting upload progress. */
export function useWriteListing(api: string, city: string, id?: string) {
  const upload = useEntryUpload();
  const settle = useSettle(api);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ data, photos }: { data: Record<string, unknown>; photos: PickedPhoto[] }) =>
      id
        ? upload.send<ListingEntry>("PUT", itemPath(api, id), data, photos)
        : upload.send<ListingEntry>("POST", listPath(api, city), data, photos),
    onSuccess: (saved) => {
      queryClient.setQueryData(listingQueryKey(api, saved.id), saved);
      settle(saved.citySlug);
    },
  });
  return { ...mutation, progress: upload.progress };
}

/** Sets an owner-only status (a ListingStatus, e.g. "sold"): the page takes the server's answer. */
export function useSetListingStatus(api: string, entry: Pick<ListingEntry, "id">, field: string) {
  const settle = useSettle(api);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) =>
      callApi<ListingEntry>(`${itemPath(api, entry.id)}/${field}`, { body: { [field]: value } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(listingQueryKey(api, saved.id), saved);
      settle(saved.citySlug);
    },
  });
}

export function useDeleteListing(api: string, entry: Pick<ListingEntry, "id" | "citySlug">) {
  const settle = useSettle(api);
  return useMutation({
    mutationFn: (removal?: ModeratorRemoval) =>
      callApi<null>(itemPath(api, entry.id), { method: "DELETE", body: removal }),
    onSuccess: () => settle(entry.citySlug),
  });
}
