import { Link } from "react-router";
import type { SearchReply, SearchResult } from "../../../contracts/search.ts";
import type { SearchSection, SearchSort } from "../../../contracts/search-rules.ts";
import { Button } from "../../components/ui/button.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { formatDayIn } from "../../lib/format-date.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { Highlighted } from "./highlighted.tsx";
import { searchWords, sectionWords } from "./search-words.ts";
import { useCitySearch } from "./use-search.ts";

// The results of a city search: loading, failed, empty, or grouped by section.

type Place = { language: string; timeZone: string; cityLocale: string };

export function Results(props: {
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
