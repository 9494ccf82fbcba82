import { propertyMessages, propertyStatusLabels } from "../../../contracts/properties.ts";
import { formatPropertyPrice } from "../../components/listing/format-price.ts";
import { PreviewList } from "../../components/listing/preview-list.tsx";
import { useProperties } from "./use-properties.ts";

const noFilters = {
  listingType: "",
  q: "",
  propertyType: "",
  minBedrooms: "",
  minBathrooms: "",
  minPrice: "",
  maxPrice: "",
};

/** The community profile's Properties card: the city's latest 3 (decision 23). */
export function PropertiesPreview({ city }: { city: string }) {
  const properties = useProperties(city, noFilters, { limit: 3 });
  return (
    <PreviewList
      loading={properties.isPending}
      failed={properties.isError ? propertyMessages.fetchError : null}
      emptyText="No properties yet"
      items={properties.data?.pages[0]?.items.map((item) => ({
        id: item.id,
        title: item.title,
        detail: `${formatPropertyPrice(item.price)} · ${propertyStatusLabels[item.status]}`,
        thumbnailUrl: item.thumbnailUrl,
        path: `/city/${encodeURIComponent(item.citySlug)}/property/${encodeURIComponent(item.id)}`,
      }))}
    />
  );
}
