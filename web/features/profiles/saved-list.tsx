import { Bookmark, CalendarDays, ImageOff, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { SavedItem } from "../../../contracts/saved.ts";
import { savedMessages, savedWords } from "../../../contracts/saved-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { formatListingPrice, formatPropertyPrice } from "../../lib/format-price.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { savedKindBadges } from "../saved/saved-kinds.ts";
import { useSaved } from "./use-saved.ts";

/** Its page, as its directory names it (the server's `path`). */
const itemPath = (item: SavedItem) => item.path;

const messages = defineMessages({
  loading: { id: "profiles.savedList.loading", defaultMessage: "Loading your saved items" },
  openPage: { id: "profiles.savedList.openPage", defaultMessage: "See everything you saved" },
});

const badges = savedKindBadges;

// In the page's language, with the item's city's region and currency.
const priceText = (item: SavedItem, language: string) =>
  item.price === null
    ? null
    : item.kind === "listing"
      ? formatListingPrice(item.price, item, language)
      : formatPropertyPrice(item.price, item, language);

/**
 * Saved (decision 22): the listings and properties the user kept. One that was
 * sold or removed stays and says so, rather than vanishing.
 */
export function SavedList() {
  const intl = useIntl();
  const saved = useSaved();
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  if (saved.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (saved.isError && !saved.data) {
    return (
      <LoadFailed
        size="sm"
        message={translatedText(intl, savedMessages.fetchError)}
        retrying={saved.isFetching}
        onRetry={() => saved.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-700">
        <Bookmark aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
        {translatedText(intl, savedMessages.empty)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <SavedRow item={item} />
          </li>
        ))}
      </ul>
      {saved.isFetchNextPageError && (
        <Alert tone="error">{translatedText(intl, savedMessages.fetchError)}</Alert>
      )}
      <LoadMore pages={saved} size="sm" className="self-start" />
      <SavedPageLink />
    </div>
  );
}

/** Why an entry is no longer on offer, in words; null while it is. */
/** The Saved page (issue 35): every kind, its tabs and reminders. */
function SavedPageLink() {
  const intl = useIntl();
  return (
    <Link to="/saved" className="self-start text-sm font-semibold text-ocean-800 hover:underline">
      {intl.formatMessage(messages.openPage)}
    </Link>
  );
}

function stateWords(item: SavedItem): Message | null {
  const bookmark = item.kind === "post" || item.kind === "event";
  switch (item.state) {
    case "available":
      return null;
    case "removed":
      return bookmark ? savedWords.postRemoved : savedWords.removed;
    case "sold":
      return savedWords.sold;
    case "cancelled":
      return savedWords.cancelled;
    case "unavailable":
      return savedWords.unavailable;
  }
}

/** One saved entry: its photo, title, kind and price, or why it is no longer there. */
export function SavedRow({ item }: { item: SavedItem }) {
  const intl = useIntl();
  const price = priceText(item, intl.locale);
  const words = stateWords(item);
  // A post, or an event without a photo, shows what it is rather than a missing photo.
  const Placeholder =
    item.kind === "post" ? MessageSquare : item.kind === "event" ? CalendarDays : ImageOff;
  const body = (
    <>
      {item.thumbnailUrl && item.state === "available" ? (
        <img src={item.thumbnailUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
          <Placeholder aria-hidden="true" className="size-5" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          {/* An unavailable post's words are not sent: its kind names it instead. */}
          <span data-user-content className="min-w-0 truncate font-semibold text-slate-900">
            {item.title || intl.formatMessage(badges[item.kind])}
          </span>
          <Badge tone={item.kind === "listing" ? "ocean" : "sand"}>
            {intl.formatMessage(badges[item.kind])}
          </Badge>
        </span>
        {words ? (
          <span className="block text-sm font-medium text-coral-700">
            {intl.formatMessage(words)}
          </span>
        ) : (
          price && <span className="block text-sm text-slate-700">{price}</span>
        )}
      </span>
    </>
  );
  const box = "flex items-center gap-3 rounded-xl border border-slate-200 p-3";
  // A removed entry has no page left to open, nor one the member may no longer read.
  return item.state === "removed" || item.state === "unavailable" ? (
    <div className={`${box} bg-slate-50`}>{body}</div>
  ) : (
    <Link to={itemPath(item)} className={`${box} hover:border-ocean-300 hover:bg-ocean-50/40`}>
      {body}
    </Link>
  );
}
