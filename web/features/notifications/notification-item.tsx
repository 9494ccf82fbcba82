import { Link } from "react-router";
import type { Notification } from "../../../contracts/notifications.ts";
import { notificationMessages } from "../../../contracts/notifications-rules.ts";
import {
  notificationSentences,
  notificationWords,
} from "../../../contracts/notifications-words.ts";
import { formatDateTimeIn, formatLongDateTime, formatRelativeIn } from "../../lib/format-date.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";

/** The moment in full, for the title: English keeps the spec's words, Spanish Intl's. */
const when = (date: Date, language: string) =>
  language === "en" ? formatLongDateTime(date) : formatDateTimeIn(date, { language });

/** The sentence carries the news; the time reads as everywhere else ("2 minutes ago", the date in its title). */
export function NotificationText({ item }: { item: Notification }) {
  const intl = useIntl();
  // Said from the notification's kind and facts, in the reader's language (issue 30).
  const words = notificationWords(
    item,
    intl.formatMessage(notificationSentences.someone),
    (message) => intl.formatMessage(message),
  );
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className={`text-sm ${item.read ? "text-slate-600" : "font-semibold text-slate-900"}`}>
        {!item.read && (
          <span className="sr-only">{intl.formatMessage(notificationMessages.unread)}</span>
        )}
        {intl.formatMessage(words.descriptor, words.values)}
      </span>
      <span className="text-xs text-slate-500">
        <time dateTime={item.createdAt} title={when(new Date(item.createdAt), intl.locale)}>
          {formatRelativeIn(new Date(item.createdAt), intl.locale)}
        </time>
        {item.targetDeleted && ` · ${intl.formatMessage(notificationMessages.targetDeleted)}`}
      </span>
    </span>
  );
}

/** One row of the page: a link to its target (plain text when the target was deleted). */
export function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const dot = (
    <span
      aria-hidden="true"
      className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-ocean-600"}`}
    />
  );
  if (!item.link) {
    return (
      <div className="flex gap-3 rounded-lg px-3 py-3">
        {dot}
        <NotificationText item={item} />
      </div>
    );
  }
  return (
    <Link
      to={item.link}
      onClick={onOpen}
      className="flex gap-3 rounded-lg px-3 py-3 hover:bg-ocean-50 focus-visible:bg-ocean-50"
    >
      {dot}
      <NotificationText item={item} />
    </Link>
  );
}
