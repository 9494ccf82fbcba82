import { Bookmark } from "lucide-react";
import type { ReactNode } from "react";
import type { SavedItem } from "../../../contracts/saved.ts";
import { type SavedKind, savedMessages } from "../../../contracts/saved-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { useSaved } from "./use-saved.ts";

/**
 * The Saved list, or one kind of it, a page at a time: loading, a failure to retry, the
 * empty state in `empty`'s words, or the entries as `entry` draws them (the profile's rows,
 * the Saved page's entries with their reminders).
 */
export function SavedItems({
  kind,
  loading,
  empty,
  entry,
  footer,
}: {
  kind?: SavedKind;
  /** What a screen reader hears while it loads. */
  loading: string;
  empty: string;
  entry: (item: SavedItem) => ReactNode;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const saved = useSaved(kind);
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  const failed = translatedText(intl, savedMessages.fetchError);
  if (saved.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{loading}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (saved.isError && !saved.data) {
    return (
      <LoadFailed
        size="sm"
        message={failed}
        retrying={saved.isFetching}
        onRetry={() => saved.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-700">
        <Bookmark aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
        {empty}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>{entry(item)}</li>
        ))}
      </ul>
      {saved.isFetchNextPageError && <Alert tone="error">{failed}</Alert>}
      <LoadMore pages={saved} size="sm" className="self-start" />
      {footer}
    </div>
  );
}
