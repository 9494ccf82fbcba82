import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import type {
  CreateProperty,
  Property,
  PropertyPage,
  PropertyStatus,
  UpdateProperty,
} from "../../../contracts/properties.ts";
import { api } from "../../lib/api.ts";
import { savedQueryKey } from "../../lib/saved-query-key.ts";
import type { PickedPhoto } from "./form/photos-field.tsx";
import { useEntryUpload } from "./form/upload-entry.ts";
import { filterQuery } from "./list/url-filters.ts";

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

export const propertyQueryKey = (id: string) => ["property", id] as const;
const propertyPath = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

/** One property; contact details only come for signed-in viewers (decision 9). */
export function useProperty(id: string) {
  return useQuery({
    queryKey: propertyQueryKey(id),
    queryFn: ({ signal }) => api<Property>(propertyPath(id), { signal }),
  });
}

/** After any write: the detail takes the server's answer; the city's lists and Saved refresh. */
function useSettleProperty() {
  const queryClient = useQueryClient();
  return (property: Property) => {
    queryClient.setQueryData(propertyQueryKey(property.id), property);
    void queryClient.invalidateQueries({ queryKey: propertiesQueryKey(property.citySlug) });
    void queryClient.invalidateQueries({ queryKey: savedQueryKey });
  };
}

/** Create (POST to the city) or edit (PUT the property), with the photos, reporting upload progress. */
export function useWriteProperty(city: string, id?: string) {
  const upload = useEntryUpload();
  const settle = useSettleProperty();
  const mutation = useMutation({
    mutationFn: ({
      data,
      photos,
    }: {
      data: CreateProperty | UpdateProperty;
      photos: PickedPhoto[];
    }) =>
      id
        ? upload.send<Property>("PUT", propertyPath(id), data, photos)
        : upload.send<Property>("POST", propertiesPath(city), data, photos),
    onSuccess: settle,
  });
  return { ...mutation, progress: upload.progress };
}

/** Under offer, sold, rented (decision 5): owner or admin. */
export function useSetPropertyStatus(id: string) {
  const settle = useSettleProperty();
  return useMutation({
    mutationFn: (status: PropertyStatus) =>
      api<Property>(`${propertyPath(id)}/status`, { body: { status } }),
    onSuccess: settle,
  });
}

export function useDeleteProperty(property: Pick<Property, "id" | "citySlug">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removal?: ModeratorRemoval) =>
      api<null>(propertyPath(property.id), { method: "DELETE", body: removal }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: propertiesQueryKey(property.citySlug) });
      void queryClient.invalidateQueries({ queryKey: savedQueryKey });
    },
  });
}
