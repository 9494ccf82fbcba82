import { CalendarDays, ImageOff, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { SavedItem } from "../../../contracts/saved.ts";
import { savedMessages, savedWords } from "../../../contracts/saved-rules.ts";
import { Badge } from "../../components/ui/badge.tsx";
import { formatListingPrice, formatPropertyPrice } from "../../lib/format-price.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import { SavedItems } from "./saved-items.tsx";
import { savedKindBadges } from "./saved-kinds.ts";

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
 * Saved (decision 22): what the user kept. One that was sold or removed stays and says
 * so, rather than vanishing. The Saved page (issue 35) has its tabs and reminders.
 */
export function SavedList() {
  const intl = useIntl();
  return (
    <SavedItems
      loading={intl.formatMessage(messages.loading)}
      empty={translatedText(intl, savedMessages.empty)}
      entry={(item) => <SavedRow item={item} />}
      footer={<SavedPageLink />}
    />
  );
}

/** The Saved page (issue 35): every kind, its tabs and reminders. */
function SavedPageLink() {
  const intl = useIntl();
  return (
    <Link to="/saved" className="self-start text-sm font-semibold text-ocean-800 hover:underline">
      {intl.formatMessage(messages.openPage)}
    </Link>
  );
}

/** Why an entry is no longer on offer, in words; null while it is. */
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
