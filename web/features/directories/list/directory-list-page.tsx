import { Plus } from "lucide-react";
import { Link } from "react-router";
import { CityBanner } from "../../../components/city/city-banner.tsx";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { BackLink } from "../../../components/ui/back-link.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { SearchBox } from "../../../components/ui/search-box.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { SaveSearch } from "../../../lib/save-search-slot.tsx";
import { cityPath, type Directory, type EntryRef } from "../directory.ts";
import { directoryWords } from "../directory-words.ts";
import { DirectoryFilters } from "./directory-filters.tsx";
import { EntryResults } from "./entry-results.tsx";
import { FlashNotice } from "./flash-notice.tsx";
import { useUrlFilters } from "./url-filters.ts";

/**
 * A directory's list (/city/:city/marketplace, /property, /dining, /shopping): public
 * (decision 9); the tab, filters and search live in the address (decision 023).
 */
export function DirectoryListPage<Card extends EntryRef>({
  directory,
}: {
  directory: Directory<Card>;
}) {
  return <PublicCity>{(found) => <DirectoryList directory={directory} {...found} />}</PublicCity>;
}

function DirectoryList<Card extends EntryRef>({
  directory,
  city,
  cityName,
  viewer,
}: PublicCityView & { directory: Directory<Card> }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { list, messages } = directory;
  const title = say(directory.title);
  const { applied, apply } = useUrlFilters(list.filterKeys);
  const entries = list.useEntries(city.slug, applied);
  const addLink =
    viewer || !list.addOnlySignedIn ? (
      <Link to={directory.paths.create(city.slug)} className={buttonClasses("primary")}>
        <Plus aria-hidden="true" className="size-4" />
        {say(list.addLabel)}
      </Link>
    ) : null;
  return (
    <>
      <CityBanner
        slug={city.slug}
        eyebrow={title}
        title={say(directoryWords.inCity, { title, city: cityName })}
      >
        <p className="text-lg text-balance">{say(directory.intro)}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {addLink}
          {viewer && city.viewerStatus === "member" && (
            <BackLink to={`${cityPath(city.slug)}/profile`}>
              {say(directoryWords.community, { city: cityName })}
            </BackLink>
          )}
        </div>
      </CityBanner>
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8 lg:px-8">
        <aside aria-label={say(list.filterLabel)} className="lg:sticky lg:top-24">
          <DirectoryFilters list={list} applied={applied} onApply={apply} money={city} />
        </aside>
        <section aria-labelledby={list.heading.id} className="flex min-w-0 flex-col gap-5">
          <h2 id={list.heading.id} className="sr-only">
            {say(list.heading.text)}
          </h2>
          <FlashNotice />
          {list.tabs && (
            <FilterTabs
              tabs={list.tabs}
              value={applied[list.tabs.key] ?? ""}
              onChange={(value) => list.tabs && apply({ [list.tabs.key]: value })}
            />
          )}
          <SearchBox
            value={applied.q ?? ""}
            label={say(list.search.label)}
            placeholder={say(list.search.placeholder)}
            onSearch={(q) => apply({ q })}
          />
          {/* Saved searches (issue 34): these filters and words, told when a new one matches. */}
          <SaveSearch
            citySlug={city.slug}
            section={directory.section}
            filters={Object.fromEntries(
              Object.entries(applied).filter(([key, value]) => key !== "q" && value !== ""),
            )}
            query={applied.q ?? ""}
          />
          <EntryResults
            query={entries}
            label={say(list.resultsLabel, { title, city: cityName })}
            errorMessage={say(messages.fetchError)}
            emptyMessage={say(messages.noItems)}
            emptyAction={addLink}
            renderCard={(item) => list.card(item, directory.paths.detail(item.citySlug, item.id))}
          />
        </section>
      </div>
    </>
  );
}

/** Each tab is a filtered address (?listingType=), so back and sharing work. */
function FilterTabs({
  tabs,
  value,
  onChange,
}: {
  tabs: NonNullable<Directory["list"]["tabs"]>;
  value: string;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(tabs.label)}>
      <ul className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.options.map((tab) => {
          const current = value === tab.value;
          return (
            <li key={tab.value} className="flex-1">
              <button
                type="button"
                aria-current={current ? "page" : undefined}
                onClick={() => onChange(tab.value)}
                className={`h-10 w-full rounded-lg text-sm font-semibold transition-colors ${current ? "bg-white text-ocean-800 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
              >
                {intl.formatMessage(tab.label)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
