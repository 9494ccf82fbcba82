import { marketplaceMessages } from "../../../contracts/marketplace-rules.ts";
import { formatListingPrice } from "../../components/listing/format-price.ts";
import { PreviewList } from "../../components/listing/preview-list.tsx";
import { useListings } from "./use-listings.ts";

const noFilters = { q: "", category: "", condition: "", minPrice: "", maxPrice: "" };

/** The community profile's Marketplace card: the city's latest 3 listings (decision 23). */
export function MarketplacePreview({ city }: { city: string }) {
  const listings = useListings(city, noFilters, { limit: 3 });
  return (
    <PreviewList
      loading={listings.isPending}
      failed={listings.isError ? marketplaceMessages.fetchError : null}
      emptyText="No listings yet"
      items={listings.data?.pages[0]?.items.map((item) => ({
        id: item.id,
        title: item.title,
        detail: formatListingPrice(item.price),
        thumbnailUrl: item.thumbnailUrl,
        path: `/city/${encodeURIComponent(item.citySlug)}/marketplace/${encodeURIComponent(item.id)}`,
      }))}
    />
  );
}
