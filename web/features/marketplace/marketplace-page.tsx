import { ArrowLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import { marketplaceMessages } from "../../../contracts/marketplace-rules.ts";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import { SearchBox } from "../../components/listing/filter-fields.tsx";
import { FlashNotice } from "../../components/listing/flash-notice.tsx";
import { ListingResults } from "../../components/listing/listing-results.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { ListingCard } from "./listing-card.tsx";
import { ListingFilters } from "./listing-filters.tsx";
import { useListingFilters, useListings } from "./use-listings.ts";

/** /city/:city/marketplace: public (decision 9); filters and search live in the address. */
export function MarketplacePage() {
  return <PublicCity>{(found) => <Marketplace {...found} />}</PublicCity>;
}

function Marketplace({ city, cityName, viewer }: PublicCityView) {
  const { applied, apply } = useListingFilters();
  const listings = useListings(city.slug, applied);
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;
  const createLink = (
    <Link to={`${cityPath}/marketplace/new`} className={buttonClasses("primary")}>
      <Plus aria-hidden="true" className="size-4" />
      Create New Listing
    </Link>
  );
  return (
    <>
      <CityBanner slug={city.slug} eyebrow="Marketplace" title={`Marketplace in ${cityName}`}>
        <p className="text-lg text-balance">
          Buy, sell and swap secondhand finds with people nearby.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {createLink}
          {viewer && city.viewerStatus === "member" && (
            <Link
              to={`${cityPath}/profile`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {cityName} community
            </Link>
          )}
        </div>
      </CityBanner>
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
        <aside aria-label="Filter the marketplace" className="lg:sticky lg:top-24">
          <ListingFilters applied={applied} onApply={apply} />
        </aside>
        <section aria-labelledby="listings-title" className="flex min-w-0 flex-col gap-5">
          <h2 id="listings-title" className="sr-only">
            Items for sale
          </h2>
          <FlashNotice />
          <SearchBox
            value={applied.q}
            label="Search the marketplace"
            placeholder="Bike, sofa, surfboard…"
            onSearch={(q) => apply({ q })}
          />
          <ListingResults
            query={listings}
            label="Marketplace items"
            errorMessage={marketplaceMessages.fetchError}
            emptyMessage={marketplaceMessages.noItems}
            emptyAction={createLink}
            renderCard={(item) => <ListingCard listing={item} />}
          />
        </section>
      </div>
    </>
  );
}
