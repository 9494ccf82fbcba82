import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type {
  PlaceEntry,
  PlaceEntryCard,
  PlaceEntryPage,
} from "../../../contracts/business-parts.ts";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import { api as callApi } from "../../lib/api.ts";
import { useSubmissionKey } from "../../lib/submission-key.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
import type { PlaceDirectory } from "./directory.ts";
import { filterQuery } from "./list/url-filters.ts";

type Api = PlaceDirectory["api"];

export type PlaceFilters = Readonly<Record<string, string>>;

/** Under [api, city], so a new or changed one refreshes every list of its city. */
export const placesQueryKey = (api: Api, city: string) => [api, city] as const;
const listPath = (api: Api, city: string) => `/api/cities/${encodeURIComponent(city)}/${api}`;
const itemPath = (api: Api, id: string) => `/api/${api}/${encodeURIComponent(id)}`;
export const placeQueryKey = (api: Api, id: string) => [api, "item", id] as const;
const itemQueryKey = placeQueryKey;

/** The list's key and the API's address of one of its pages (the hook's, and a server-drawn list's). */
export const placesListKey = (api: Api, city: string, filters: PlaceFilters) =>
  [...placesQueryKey(api, city), filters] as const;

export function placesListPath(
  api: Api,
  city: string,
  filters: PlaceFilters,
  cursor?: string | null,
) {
  const query = filterQuery(filters);
  if (cursor) query.set("cursor", cursor);
  return `${listPath(api, city)}${query.size > 0 ? `?${query}` : ""}`;
}

/** A city's restaurants or shops, A to Z, a page at a time (the server's keyset cursor). */
export function usePlaces(api: Api, city: string, filters: PlaceFilters) {
  return useInfiniteQuery({
    queryKey: placesListKey(api, city, filters),
    queryFn: ({ pageParam, signal }) =>
      apiGet<PlaceEntryPage>(placesListPath(api, city, filters, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const latestPlacesQueryKey = (api: Api, city: string) =>
  [...placesQueryKey(api, city), "latest"] as const;

/** The community profile's card: the city's newest 3 (decision 23). */
export function useLatestPlaces(api: Api, city: string) {
  return useQuery({
    queryKey: latestPlacesQueryKey(api, city),
    queryFn: ({ signal }) =>
      apiGet<{ items: PlaceEntryCard[] }>(`${listPath(api, city)}/latest`, signal),
  });
}

export function usePlace(api: Api, id: string) {
  return useQuery({
    queryKey: itemQueryKey(api, id),
    queryFn: ({ signal }) => apiGet<PlaceEntry>(itemPath(api, id), signal),
  });
}

const apiGet = <T>(path: string, signal: AbortSignal) => callApi<T>(path, { signal });

/**
 * Create (POST to the city, always with the photo) or edit (PUT; JSON, or a
 * multipart form when a new photo replaces the old), reporting upload progress.
 */
export function useWritePlace(api: Api, city: string, id?: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmissionKey();
  const mutation = useMutation({
    mutationFn: async ({ data, photo }: { data: object; photo: File | null }) => {
      const path = id ? itemPath(api, id) : listPath(api, city);
      const method = id ? "PUT" : "POST";
      // Only creating is keyed: an edit sent twice is the same edit.
      const idempotencyKey = id ? undefined : submission.keyFor({ data, photo });
      if (!photo) return callApi<PlaceEntry>(path, { method, body: data, idempotencyKey });
      const form = new FormData();
      form.append("data", JSON.stringify(data));
      form.append("photo", photo);
      setProgress(0);
      return uploadWithProgress<PlaceEntry>(path, form, setProgress, { method, idempotencyKey });
    },
    onSuccess: (saved) => {
      submission.succeeded();
      queryClient.setQueryData(itemQueryKey(api, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: placesQueryKey(api, saved.citySlug) });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useDeletePlace(api: Api, item: Pick<PlaceEntry, "id" | "citySlug">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal?: ModeratorRemoval) =>
      callApi<null>(itemPath(api, item.id), { method: "DELETE", body: removal }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: placesQueryKey(api, item.citySlug) }),
  });
}
