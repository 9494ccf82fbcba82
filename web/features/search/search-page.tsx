import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { searchLimits, searchSections, searchSorts } from "../../../contracts/search-rules.ts";
import { PublicCity, type PublicCityView } from "../../components/city/public-city.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { SaveSearch } from "../../lib/save-search-slot.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useSlashFocus } from "./city-search-box.tsx";
import { forgetSearches, recentSearches, rememberSearch } from "./recent-searches.ts";
import { Results } from "./search-results.tsx";
import { searchWords, sectionWords } from "./search-words.ts";
import { searchAddress } from "./use-search.ts";

/** /city/:city/search?q=&section=&sort= (issue 34): a city's results, grouped by section. */
export function SearchPage() {
  return <PublicCity>{(found) => <CitySearch {...found} />}</PublicCity>;
}

function CitySearch({ city, cityName }: PublicCityView) {
  const intl = useIntl();
  usePageTitle(searchWords.pageTitle, { city: cityName });
  const [params, setParams] = useSearchParams();
  const { q, section, sort } = searchAddress(params);
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
      {q && city.viewerStatus === "member" && (
        <div className="mt-4">
          {/* A whole-city search, whichever section is shown: told of new matches (issue 34). */}
          <SaveSearch citySlug={city.slug} section={null} filters={{}} query={q} />
        </div>
      )}
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
