// Every date the web shows comes from this one file (issue 28: the notifications page wrote
// its own "11/26/2026, 2:40:49 PM"), without date-fns on a first load (decision 037).
// English first screens use arithmetic, in date-fns's en-US words (no Intl: issue 9): a post's
// time and hover date in format-date-en.ts (re-exported here), the rest below;
// the "…In" functions at the end take the page's language and a city's zone (issue 30).
// format-date.test.ts holds the English to date-fns's answer, format-date-in-place.test.ts
// the languages and zones, and one-date-formatter.test.ts keeps other date writers out of web/.

import { clockOf, clockTime, formatTimeAgo, monthName } from "./format-date-en.ts";

export {
  formatDate,
  formatDistanceToNow,
  formatLongDateTime,
  formatTimeAgo,
} from "./format-date-en.ts";

/**
 * "4:17 PM" where the clock is `offsetMinutes` from UTC. Plain arithmetic, not Intl: a
 * page's first use of Intl loads the browser's locale data, a long task on a phone (issue 9).
 */
export function formatClockAtOffset(offsetMinutes: number, now: Date = new Date()) {
  const there = new Date(now.getTime() + offsetMinutes * 60_000);
  return clockOf(there.getUTCHours(), there.getUTCMinutes());
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** "2026-11-23T16:17", the local time as an `<input type="datetime-local">` holds it. */
export function toDateTimeLocalValue(date: Date) {
  return `${String(date.getFullYear()).padStart(4, "0")}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** "Nov 23, 2026 at 4:17 PM" (date-fns "MMM d, yyyy 'at' h:mm a"). */
export function formatDateTime(date: Date) {
  const year = String(date.getFullYear()).padStart(4, "0");
  return `${monthName(date).slice(0, 3)} ${date.getDate()}, ${year} at ${clockTime(date)}`;
}

// ---- In a language and a city's time zone (issue 30) ----
// Intl, so only for pages that already pay for it (events, inner pages); the English
// first screens above stay arithmetic. English keeps the spec's en-US words; Spanish
// takes the city's region when its locale has one (es-US in Miami), else plain "es".

/** Where a date is read: the page's language and, for a city's times, its zone and locale. */
export type DatePlace = { language: string; timeZone?: string; cityLocale?: string };

/** The Intl locale of a page's language in a city: "en-US" for English, "es-US" in Miami. */
export function dateLocale({ language, cityLocale }: DatePlace): string {
  if (language === "en") return "en-US";
  const region = cityLocale?.split("-")[1];
  return region === "US" ? `${language}-${region}` : language;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale, zone and options: building one is the costly part of Intl. */
function dateFormat(place: DatePlace, options: Intl.DateTimeFormatOptions) {
  const key = `${dateLocale(place)}|${place.timeZone ?? ""}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(place), { timeZone: place.timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

const dayOptions = { weekday: "short", month: "short", day: "numeric", year: "numeric" } as const;
const timeOptions = { hour: "numeric", minute: "2-digit" } as const;

/** "Sat, Dec 5, 2026" / "sáb, 5 dic 2026", in the place's zone. */
export const formatDayIn = (date: Date, place: DatePlace) =>
  dateFormat(place, dayOptions).format(date);

/** "Saturday" / "sábado": a day's name (a calendar day at UTC midnight, zone "UTC"). */
export const formatWeekdayIn = (date: Date, place: DatePlace) =>
  dateFormat(place, { weekday: "long" }).format(date);

/** "March 28" / "28 de marzo", with the year when asked (a calendar day, zone "UTC"). */
export const formatMonthDayIn = (date: Date, place: DatePlace, withYear = false) =>
  dateFormat(place, {
    month: "long",
    day: "numeric",
    year: withYear ? "numeric" : undefined,
  }).format(date);

/** "9:00 AM" / "9:00 a. m.", in the place's zone. */
export const formatTimeIn = (date: Date, place: DatePlace) =>
  dateFormat(place, timeOptions).format(date);

/** "Sat, Dec 5, 2026, 9:00 AM" / "sáb, 5 dic 2026, 9:00 a. m.", in the place's zone. */
export const formatDateTimeIn = (date: Date, place: DatePlace) =>
  dateFormat(place, { ...dayOptions, ...timeOptions }).format(date);

/** "5 dic 2026, 9:00": the language's own medium date and short time (reader's zone by default). */
export const formatMediumDateTimeIn = (date: Date, place: DatePlace) =>
  dateFormat(place, { dateStyle: "medium", timeStyle: "short" }).format(date);

/** "Mar 10, 9:00 AM" / "10 mar, 9:00 a. m.": a short day and time, in the place's zone. */
export const formatShortDateTimeIn = (date: Date, place: DatePlace) =>
  dateFormat(place, { month: "short", day: "numeric", ...timeOptions }).format(date);

/** A date's parts in the place's zone, e.g. { month: "Dec", day: "5" } for a date badge. */
export function datePartsIn(date: Date, place: DatePlace) {
  const part = (options: Intl.DateTimeFormatOptions) => dateFormat(place, options).format(date);
  return { month: part({ month: "short" }), day: part({ day: "numeric" }) };
}

const sameDayIn = (start: Date, end: Date, place: DatePlace) => {
  const key = dateFormat({ ...place, language: "en" }, { dateStyle: "short" });
  return key.format(start) === key.format(end);
};

/**
 * "Sat, Dec 5, 2026, 9:00 AM – 11:30 AM" (the day once when both ends share it), in the
 * place's zone. English keeps these words; other languages get Intl's own range.
 */
export function formatRangeIn(start: Date, end: Date, place: DatePlace) {
  if (place.language !== "en") {
    return dateFormat(place, { ...dayOptions, ...timeOptions }).formatRange(start, end);
  }
  const endText = sameDayIn(start, end, place)
    ? formatTimeIn(end, place)
    : formatDateTimeIn(end, place);
  return `${formatDateTimeIn(start, place)} – ${endText}`;
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const units = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
] as const;

/**
 * "in 3 days" / "dentro de 3 días", "5 minutes ago" / "hace 5 minutos". English keeps
 * formatTimeAgo's date-fns words ("about 2 hours ago"); other languages Intl's.
 */
export function formatRelativeIn(date: Date, language: string, now: Date = new Date()) {
  if (language === "en") return formatTimeAgo(date, now);
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
    relativeFormats.set(language, format);
  }
  const apart = date.getTime() - now.getTime();
  for (const [unit, size] of units) {
    if (Math.abs(apart) >= size) return format.format(Math.round(apart / size), unit);
  }
  return format.format(0, "second");
}
