import { ArrowLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import {
  propertyListingTypeLabels,
  propertyListingTypes,
  propertyMessages,
} from "../../../contracts/properties.ts";
import { CityBanner } from "../../components/city/city-banner.tsx";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import { SearchBox } from "../../components/listing/filter-fields.tsx";
import { FlashNotice } from "../../components/listing/flash-notice.tsx";
import { ListingResults } from "../../components/listing/listing-results.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { PropertyCard } from "./property-card.tsx";
import { PropertyFilters } from "./property-filters.tsx";
import { useProperties, usePropertyFilters } from "./use-properties.ts";

const tabs = [
  { value: "", label: "All" },
  ...propertyListingTypes.map((value) => ({ value, label: propertyListingTypeLabels[value] })),
];

/** /city/:city/property: public (decision 9); the tab, filters and search live in the address. */
export function PropertiesPage() {
  return <PublicCity>{(found) => <Properties {...found} />}</PublicCity>;
}

function Properties({ city, cityName, viewer }: PublicCityView) {
  const { applied, apply } = usePropertyFilters();
  const properties = useProperties(city.slug, applied);
  const cityPath = `/city/${encodeURIComponent(city.slug)}`;
  const listLink = (
    <Link to={`${cityPath}/property/new`} className={buttonClasses("primary")}>
      <Plus aria-hidden="true" className="size-4" />
      List Property
    </Link>
  );
  return (
    <>
      <CityBanner slug={city.slug} eyebrow="Properties" title={`Properties in ${cityName}`}>
        <p className="text-lg text-balance">Homes and rooms for sale or rent, listed by locals.</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {listLink}
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
        <aside aria-label="Filter the properties" className="lg:sticky lg:top-24">
          <PropertyFilters applied={applied} onApply={apply} />
        </aside>
        <section aria-labelledby="properties-title" className="flex min-w-0 flex-col gap-5">
          <h2 id="properties-title" className="sr-only">
            Properties
          </h2>
          <FlashNotice />
          {/* Each tab is a filtered address (?listingType=), so back and sharing work. */}
          <nav aria-label="Listing type">
            <ul className="flex gap-1 rounded-xl bg-slate-100 p-1">
              {tabs.map((tab) => {
                const current = applied.listingType === tab.value;
                return (
                  <li key={tab.label} className="flex-1">
                    <button
                      type="button"
                      aria-current={current ? "page" : undefined}
                      onClick={() => apply({ listingType: tab.value })}
                      className={`h-10 w-full rounded-lg text-sm font-semibold transition-colors ${current ? "bg-white text-ocean-800 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
                    >
                      {tab.label}
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          <SearchBox
            value={applied.q}
            label="Search properties"
            placeholder="Pool, beachfront, 3 bedroom…"
            onSearch={(q) => apply({ q })}
          />
          <ListingResults
            query={properties}
            label="Properties"
            errorMessage={propertyMessages.fetchError}
            emptyMessage={propertyMessages.noItems}
            emptyAction={listLink}
            renderCard={(item) => <PropertyCard property={item} />}
          />
        </section>
      </div>
    </>
  );
}
