import { ArrowLeft, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { priceRangeLabels } from "../../../contracts/business-parts.ts";
import { CityBanner } from "../city/city-banner.tsx";
import { PublicCity, type PublicCityView } from "../city/public-city.tsx";
import { anyOptions, countActive, FilterPanel, SearchBox } from "../listing/filter-fields.tsx";
import { FlashNotice } from "../listing/flash-notice.tsx";
import { ListingResults } from "../listing/listing-results.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { BusinessCard } from "./business-card.tsx";
import { cityPath, type Directory } from "./directory.ts";
import { useBusinesses, useBusinessFilters } from "./use-businesses.ts";

/** /city/:city/dining and /city/:city/shopping: public (decision 9), A to Z, filters in the address. */
export function BusinessListPage({ directory }: { directory: Directory }) {
  return <PublicCity>{(found) => <BusinessList directory={directory} {...found} />}</PublicCity>;
}

function BusinessList({
  directory,
  city,
  cityName,
  viewer,
}: PublicCityView & { directory: Directory }) {
  const { applied, apply } = useBusinessFilters(directory);
  const items = useBusinesses(directory.api, city.slug, applied);
  const { messages } = directory;
  // Spec: "Add Restaurant" / "Add Shop" only when signed in.
  const addLink = viewer ? (
    <Link to={directory.paths.create(city.slug)} className={buttonClasses("primary")}>
      <Plus aria-hidden="true" className="size-4" />
      {messages.add}
    </Link>
  ) : null;
  return (
    <>
      <CityBanner
        slug={city.slug}
        eyebrow={directory.title}
        title={`${directory.title} in ${cityName}`}
      >
        <p className="text-lg text-balance">{directory.intro}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {addLink}
          {viewer && city.viewerStatus === "member" && (
            <Link
              to={`${cityPath(city.slug)}/profile`}
              className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {cityName} community
            </Link>
          )}
        </div>
      </CityBanner>
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
        <aside
          aria-label={`Filter ${directory.title.toLowerCase()}`}
          className="lg:sticky lg:top-24"
        >
          <BusinessFilterPanel directory={directory} applied={applied} onApply={apply} />
        </aside>
        <section aria-labelledby="businesses-title" className="flex min-w-0 flex-col gap-5">
          <h2 id="businesses-title" className="sr-only">
            {directory.plural}
          </h2>
          <FlashNotice />
          <SearchBox
            value={applied.q ?? ""}
            label={`Search ${directory.title.toLowerCase()}`}
            placeholder={directory.searchPlaceholder}
            onSearch={(q) => apply({ q })}
          />
          <ListingResults
            query={items}
            label={`${directory.title} in ${cityName}`}
            errorMessage={messages.fetchError}
            emptyMessage={messages.noItems}
            emptyAction={addLink}
            renderCard={(item) => (
              <BusinessCard item={item} path={directory.paths.detail(item.citySlug, item.id)} />
            )}
          />
        </section>
      </div>
    </>
  );
}

/** The cuisine or category and the price range; nothing changes until "Apply Filters". */
function BusinessFilterPanel({
  directory,
  applied,
  onApply,
}: {
  directory: Directory;
  applied: Record<string, string>;
  onApply: (filters: Record<string, string>) => void;
}) {
  const kindKey = directory.kindFilter;
  const kind = applied[kindKey] ?? "";
  const priceRange = applied.priceRange ?? "";
  const [draft, setDraft] = useState({ kind, priceRange });
  // Back and forward change the address; the fields follow.
  useEffect(() => setDraft({ kind, priceRange }), [kind, priceRange]);
  return (
    <FilterPanel
      activeCount={countActive({ kind, priceRange })}
      onApply={() => onApply({ [kindKey]: draft.kind, priceRange: draft.priceRange })}
    >
      {directory.renderKindFilter(draft.kind, (value) => setDraft({ ...draft, kind: value }))}
      <SelectField
        label="Price range"
        options={anyOptions(priceRangeLabels)}
        value={draft.priceRange}
        onChange={(event) => setDraft({ ...draft, priceRange: event.target.value })}
      />
    </FilterPanel>
  );
}
