import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { PackageOpen } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { LoadMore } from "../../../components/ui/load-more.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";

type Page<Item> = { items: Item[]; nextCursor: string | null };

/**
 * A directory's cards, newest first, a page at a time (the server's keyset
 * cursor): a skeleton while the first page loads, the spec's error and empty
 * words, then the grid and "Load more".
 */
export function EntryResults<Item extends { id: string }>({
  query,
  label,
  errorMessage,
  emptyMessage,
  emptyAction,
  renderCard,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<Item>, unknown>, Error>;
  /** For screen readers: "Marketplace items". */
  label: string;
  errorMessage: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
  renderCard: (item: Item) => ReactNode;
}) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isPending) return <ResultsSkeleton label={label} />;
  if (query.isError && !query.data) {
    return (
      <LoadFailed
        message={errorMessage}
        retrying={query.isFetching}
        onRetry={() => query.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <PackageOpen aria-hidden="true" className="size-10 text-ocean-700" />
        <p className="max-w-md font-semibold text-slate-800">{emptyMessage}</p>
        {emptyAction}
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="grid">
            {renderCard(item)}
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError && <Alert tone="error">{errorMessage}</Alert>}
      <LoadMore pages={query} />
    </div>
  );
}

function ResultsSkeleton({ label }: { label: string }) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">
        {intl.formatMessage(directoryWords.loading, { what: label.toLowerCase() })}
      </span>
      {[0, 1, 2].map((key) => (
        <Card key={key} className="overflow-hidden">
          <Skeleton className="aspect-[4/3] w-full rounded-none!" />
          <div className="flex flex-col gap-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </Card>
      ))}
    </div>
  );
}
