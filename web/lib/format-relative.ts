// The English half alone (decision 092): the feed reads a post's time without the "…In"
// functions of format-date.ts.
import { formatDate, formatLongDateTime, formatTimeAgo } from "./format-date-en.ts";
import type { useIntl } from "./i18n/use-intl.ts";

type Formatter = Pick<ReturnType<typeof useIntl>, "locale" | "formatRelativeTime" | "formatDate">;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * "about 2 hours ago" in English (the spec's date-fns words, by arithmetic: no Intl on an
 * English first screen, issue 9); "hace 2 horas" in another language, through Intl.
 */
export function formatRelative(intl: Formatter, date: Date, now: Date = new Date()): string {
  if (intl.locale === "en") return formatTimeAgo(date, now);
  const apart = date.getTime() - now.getTime();
  const size = Math.abs(apart);
  if (size < minute) return intl.formatRelativeTime(0, "minute", { numeric: "auto" });
  if (size < hour) return intl.formatRelativeTime(Math.round(apart / minute), "minute");
  if (size < day) return intl.formatRelativeTime(Math.round(apart / hour), "hour");
  if (size < 30 * day) return intl.formatRelativeTime(Math.round(apart / day), "day");
  if (size < 365 * day) return intl.formatRelativeTime(Math.round(apart / (30 * day)), "month");
  return intl.formatRelativeTime(Math.round(apart / (365 * day)), "year");
}

/** The full date of a hover title: "November 26, 2026 at 4:17 PM", or the language's own. */
export function formatLongDate(intl: Formatter, date: Date): string {
  if (intl.locale === "en") return formatLongDateTime(date);
  return intl.formatDate(date, { dateStyle: "long", timeStyle: "short" });
}

/** A day: "Mar 4, 2025" in English (format-date's words), the language's own otherwise. */
export function formatDay(intl: Formatter, date: Date): string {
  if (intl.locale === "en") return formatDate(date);
  return intl.formatDate(date, { dateStyle: "medium" });
}
