import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";

export interface PreviewItem {
  id: string;
  title: string;
  detail: string;
  thumbnailUrl: string | null;
  path: string;
}

/**
 * The community profile's preview of a directory (decision 23): the city's
 * latest 3, each linking to its page; loading, failure and nothing-yet in place.
 */
export function PreviewList({
  items,
  loading,
  failed,
  emptyText,
}: {
  items: readonly PreviewItem[] | undefined;
  loading: boolean;
  failed: string | null;
  emptyText: string;
}) {
  const intl = useIntl();
  if (loading) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">{intl.formatMessage(directoryWords.loadingShort)}</span>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (failed) return <p className="text-sm text-coral-700">{failed}</p>;
  if (!items || items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2.5 text-center text-sm text-slate-600">
        {emptyText}
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={item.path}
            className="flex items-center gap-3 rounded-lg p-1.5 hover:bg-ocean-50/60"
          >
            {item.thumbnailUrl ? (
              <img
                src={item.thumbnailUrl}
                alt=""
                loading="lazy"
                className="size-11 shrink-0 rounded-md object-cover"
              />
            ) : (
              <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                <ImageOff aria-hidden="true" className="size-4" />
              </span>
            )}
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-slate-900">
                {item.title}
              </span>
              <span className="block text-xs text-slate-600">{item.detail}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
