import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { SearchReply, SearchResult } from "../../../contracts/search.ts";
import {
  type SearchSection,
  type SearchSort,
  searchLimits,
  searchSections,
  searchSorts,
} from "../../../contracts/search-rules.ts";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { formatDayIn } from "../../lib/format-date.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useSlashFocus } from "./city-search-box.tsx";
import { Highlighted } from "./highlighted.tsx";
import { forgetSearches, recentSearches, rememberSearch } from "./recent-searches.ts";
import { searchWords, sectionWords } from "./search-words.ts";
import { useCitySearch } from "./use-search.ts";

const isSection = (value: string | null): value is SearchSection =>
  searchSections.includes(value as SearchSection);

/** /city/:city/search?q=&section=&sort= (issue 34): a city's results, grouped by section. */
export function SearchPage() {
  return <PublicCity>{(found) => <CitySearch {...found} />}</PublicCity>;
}

function CitySearch({ city, cityName }: PublicCityView) {
  const intl = useIntl();
  usePageTitle(searchWords.pageTitle, { city: cityName });
  const [params, setParams] = useSearchParams();
  const q = params.get("q")?.trim() ?? "";
  const rawSection = params.get("section");
  const section = isSection(rawSection) ? rawSection : undefined;
  const sort: SearchSort = params.get("sort") === "date" ? "date" : "relevance";
  const [words, setWords] = useState(q);
  useEffect(() => setWords(q), [q]);
  const input = useRef<HTMLInputElement>(null);
  useSlashFocus(input);

  const change = (next: { q?: string; section?: string; sort?: string }) => {
    const merged = { q, section: section ?? "", sort, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set("q", merged.q);
    if (merged.section) query.set("section", merged.section);
    if (merged.sort !== "relevance") query.set("sort", merged.sort);
    setParams(query);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold text-balance text-slate-900 sm:text-3xl">
        {q
          ? intl.formatMessage(searchWords.resultsFor, { q })
          : intl.formatMessage(searchWords.pageTitle, { city: cityName })}
      </h1>
      <search className="mt-6 block">
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const next = words.trim();
            if (!next) return;
            rememberSearch(city.slug, next);
            change({ q: next });
          }}
        >
          <div className="flex items-end gap-2">
            <TextField
              ref={input}
              type="search"
              aria-keyshortcuts="/"
              label={intl.formatMessage(searchWords.boxLabel, { city: cityName })}
              value={words}
              maxLength={searchLimits.queryMax}
              enterKeyHint="search"
              onChange={(event) => setWords(event.target.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" className="h-11">
              <Search aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">
                {intl.formatMessage(searchWords.submit)}
              </span>
            </Button>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={intl.formatMessage(searchWords.sectionFilter)}
              value={section ?? ""}
              onChange={(event) => change({ section: event.target.value })}
              options={[
                { value: "", label: intl.formatMessage(searchWords.allSections) },
                ...searchSections.map((s) => ({
                  value: s,
                  label: intl.formatMessage(sectionWords[s]),
                })),
              ]}
            />
            <SelectField
              label={intl.formatMessage(searchWords.sort)}
              value={sort}
              onChange={(event) => change({ sort: event.target.value })}
              options={searchSorts.map((s) => ({
                value: s,
                label: intl.formatMessage(searchWords[s]),
              }))}
            />
          </div>
        </form>
      </search>
      {city.viewerStatus !== "member" && (
        <p className="mt-3 text-sm text-slate-600">
          {intl.formatMessage(searchWords.membersOnlyNote, { city: cityName })}
        </p>
      )}
      {q ? (
        <Results
          city={city.slug}
          cityName={cityName}
          place={{ language: intl.locale, timeZone: city.timeZone, cityLocale: city.locale }}
          q={q}
          section={section}
          sort={sort}
          onSection={(s) => change({ section: s })}
        />
      ) : (
        <Recent city={city.slug} cityName={cityName} onPick={(picked) => change({ q: picked })} />
      )}
    </div>
  );
}

function Recent({
  city,
  cityName,
  onPick,
}: {
  city: string;
  cityName: string;
  onPick: (q: string) => void;
}) {
  const intl = useIntl();
  const [recent, setRecent] = useState<string[]>([]);
  // After hydration: the device's storage is not the server's to render.
  useEffect(() => setRecent(recentSearches(city)), [city]);
  return (
    <div className="mt-8 flex flex-col gap-4">
      <p className="text-slate-700">{intl.formatMessage(searchWords.prompt, { city: cityName })}</p>
      {recent.length > 0 && (
        <section aria-labelledby="recent-searches" className="flex flex-col gap-2">
          <h2 id="recent-searches" className="text-sm font-semibold text-slate-800">
            {intl.formatMessage(searchWords.recent)}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {recent.map((q) => (
              <li key={q}>
                <Button variant="secondary" size="sm" onClick={() => onPick(q)}>
                  {q}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => {
              forgetSearches(city);
              setRecent([]);
            }}
          >
            {intl.formatMessage(searchWords.clearRecent)}
          </Button>
        </section>
      )}
    </div>
  );
}

type Place = { language: string; timeZone: string; cityLocale: string };

function Results(props: {
  city: string;
  cityName: string;
  place: Place;
  q: string;
  section: SearchSection | undefined;
  sort: SearchSort;
  onSection: (section: SearchSection) => void;
}) {
  const intl = useIntl();
  const search = useCitySearch(props.city, props.q, props.section, props.sort);
  if (search.isPending) {
    return (
      <div className="mt-8 flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (search.isError) {
    return (
      <LoadFailed
        className="mt-8"
        message={search.error.message}
        retrying={search.isFetching}
        onRetry={() => search.refetch()}
      />
    );
  }
  const groups = mergePages(search.data.pages);
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const seen = groups.filter((group) => group.items.length > 0);
  return (
    <div className="mt-8 flex flex-col gap-8">
      {total === 0 && (
        <p role="status" className="text-slate-700">
          {props.section
            ? intl.formatMessage(searchWords.noResultsInSection, { q: props.q })
            : intl.formatMessage(searchWords.noResults, { q: props.q, city: props.cityName })}
        </p>
      )}
      {seen.map((group) => (
        <section key={group.section} aria-labelledby={`results-${group.section}`}>
          <h2 id={`results-${group.section}`} className="text-lg font-semibold text-slate-900">
            {intl.formatMessage(sectionWords[group.section])}
          </h2>
          <ul className="mt-3 flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {group.items.map((item) => (
              <ResultRow key={item.id} item={item} place={props.place} />
            ))}
          </ul>
          {!props.section && group.more && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-2"
              onClick={() => props.onSection(group.section)}
            >
              {intl.formatMessage(searchWords.seeAll, {
                section: intl.formatMessage(sectionWords[group.section]),
              })}
            </Button>
          )}
        </section>
      ))}
      {props.section && (
        <LoadMore
          pages={{
            hasNextPage: search.hasNextPage,
            isFetchingNextPage: search.isFetchingNextPage,
            fetchNextPage: search.fetchNextPage,
          }}
          label={intl.formatMessage(searchWords.loadMore)}
        />
      )}
    </div>
  );
}

function mergePages(pages: SearchReply[]) {
  const bySection = new Map<SearchSection, { items: SearchResult[]; more: boolean }>();
  for (const page of pages) {
    for (const group of page.sections) {
      const found = bySection.get(group.section) ?? { items: [], more: false };
      found.items.push(...group.results.items);
      found.more = group.results.nextCursor !== null;
      bySection.set(group.section, found);
    }
  }
  return [...bySection].map(([section, group]) => ({ section, ...group }));
}

function ResultRow({ item, place }: { item: SearchResult; place: Place }) {
  return (
    <li>
      <Link to={item.path} className="flex gap-3 p-4 hover:bg-slate-50 focus-visible:bg-slate-50">
        {item.thumbnailUrl && (
          <img
            src={item.thumbnailUrl}
            alt=""
            className="size-14 shrink-0 rounded-lg object-cover"
            loading="lazy"
          />
        )}
        <div className="flex min-w-0 flex-col gap-1">
          <span className="font-medium break-words text-slate-900" data-user-content>
            <Highlighted segments={item.title} />
          </span>
          {item.snippet.length > 0 && (
            <span className="text-sm break-words text-slate-700" data-user-content>
              <Highlighted segments={item.snippet} />
            </span>
          )}
          <span className="text-xs text-slate-600">{formatDayIn(new Date(item.date), place)}</span>
        </div>
      </Link>
    </li>
  );
}
