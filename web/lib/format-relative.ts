// The English half alone (decision 092): the feed reads a post's time without the "…In"
// functions of format-date.ts.
import { formatDate, formatLongDateTime, formatTimeAgo } from "./format-date-en.ts";
import { defineMessages, type useIntl } from "./i18n/use-intl.ts";

type Formatter = Pick<
  ReturnType<typeof useIntl>,
  "locale" | "formatRelativeTime" | "formatDate" | "formatMessage"
>;

// A Spanish browser build never speaks English (decision 078: one build per language). Each
// test below names the build's mode, which Vite writes in as a literal, so that build drops
// the English branch and, with it, format-date-en.ts from the feed's first chunk.

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * A relative time in words, as `Intl.RelativeTimeFormat` says it (numeric, "this minute"
 * for less than one), a plural message per unit and direction: making the page's first
 * `Intl.RelativeTimeFormat` loads the language's data, one 100 ms task at phone speed on a
 * Spanish feed while it was adopted (decision 099). A test holds these equal to Intl's.
 */
export const relativeWords = defineMessages({
  thisMinute: { id: "time.thisMinute", defaultMessage: "this minute" },
  minutesAgo: {
    id: "time.minutesAgo",
    defaultMessage: "{count, plural, one {# minute ago} other {# minutes ago}}",
  },
  minutesAhead: {
    id: "time.minutesAhead",
    defaultMessage: "{count, plural, one {in # minute} other {in # minutes}}",
  },
  hoursAgo: {
    id: "time.hoursAgo",
    defaultMessage: "{count, plural, one {# hour ago} other {# hours ago}}",
  },
  hoursAhead: {
    id: "time.hoursAhead",
    defaultMessage: "{count, plural, one {in # hour} other {in # hours}}",
  },
  daysAgo: {
    id: "time.daysAgo",
    defaultMessage: "{count, plural, one {# day ago} other {# days ago}}",
  },
  daysAhead: {
    id: "time.daysAhead",
    defaultMessage: "{count, plural, one {in # day} other {in # days}}",
  },
  monthsAgo: {
    id: "time.monthsAgo",
    defaultMessage: "{count, plural, one {# month ago} other {# months ago}}",
  },
  monthsAhead: {
    id: "time.monthsAhead",
    defaultMessage: "{count, plural, one {in # month} other {in # months}}",
  },
  yearsAgo: {
    id: "time.yearsAgo",
    defaultMessage: "{count, plural, one {# year ago} other {# years ago}}",
  },
  yearsAhead: {
    id: "time.yearsAhead",
    defaultMessage: "{count, plural, one {in # year} other {in # years}}",
  },
});

const units = [
  { size: 365 * day, ago: relativeWords.yearsAgo, ahead: relativeWords.yearsAhead },
  { size: 30 * day, ago: relativeWords.monthsAgo, ahead: relativeWords.monthsAhead },
  { size: day, ago: relativeWords.daysAgo, ahead: relativeWords.daysAhead },
  { size: hour, ago: relativeWords.hoursAgo, ahead: relativeWords.hoursAhead },
  { size: minute, ago: relativeWords.minutesAgo, ahead: relativeWords.minutesAhead },
] as const;

/**
 * "about 2 hours ago" in English (the spec's date-fns words, by arithmetic: no Intl on an
 * English first screen, issue 9); "hace 2 horas" in another language, from its catalog.
 */
export function formatRelative(intl: Formatter, date: Date, now: Date = new Date()): string {
  if (import.meta.env.MODE !== "es" && intl.locale === "en") return formatTimeAgo(date, now);
  const apart = date.getTime() - now.getTime();
  const size = Math.abs(apart);
  const unit = units.find((each) => size >= each.size);
  if (!unit) return intl.formatMessage(relativeWords.thisMinute);
  const count = Math.abs(Math.round(apart / unit.size));
  return intl.formatMessage(apart < 0 ? unit.ago : unit.ahead, { count });
}

/** The full date of a hover title: "November 26, 2026 at 4:17 PM", or the language's own. */
export function formatLongDate(intl: Formatter, date: Date): string {
  if (import.meta.env.MODE !== "es" && intl.locale === "en") return formatLongDateTime(date);
  return intl.formatDate(date, { dateStyle: "long", timeStyle: "short" });
}

/** A day: "Mar 4, 2025" in English (format-date's words), the language's own otherwise. */
export function formatDay(intl: Formatter, date: Date): string {
  if (import.meta.env.MODE !== "es" && intl.locale === "en") return formatDate(date);
  return intl.formatDate(date, { dateStyle: "medium" });
}
