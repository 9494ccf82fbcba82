import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ModeratorRemoval } from "../../../contracts/moderation.ts";
import type {
  CreateProperty,
  Property,
  PropertyStatus,
  UpdateProperty,
} from "../../../contracts/properties.ts";
import type { PickedPhoto } from "../../components/listing/listing-photos-field.tsx";
import { savedQueryKey } from "../../components/listing/save-button.tsx";
import { useListingUpload } from "../../components/listing/submit-listing.ts";
import { api } from "../../lib/api.ts";
import { propertiesPath, propertiesQueryKey } from "./use-properties.ts";

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
  const upload = useListingUpload();
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
