// Every date the web shows comes from this one file (issue 28: the notifications page wrote
// its own "11/26/2026, 2:40:49 PM"), without date-fns on a first load (decision 037).
// English first screens use the arithmetic below, in date-fns's en-US words (no Intl: issue 9);
// the "…In" functions at the end take the page's language and a city's zone (issue 30).
// format-date.test.ts holds the English to date-fns's answer, format-date-in-place.test.ts
// the languages and zones, and one-date-formatter.test.ts keeps other date writers out of web/.

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const monthName = (date: Date) => months[date.getMonth()] as string;

/** "4:17 PM" (date-fns "h:mm a"). */
function clockTime(date: Date) {
  return clockOf(date.getHours(), date.getMinutes());
}

function clockOf(hours: number, minutes: number) {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}

/**
 * "4:17 PM" where the clock is `offsetMinutes` from UTC. Plain arithmetic, not Intl: a
 * page's first use of Intl loads the browser's locale data, a long task on a phone (issue 9).
 */
export function formatClockAtOffset(offsetMinutes: number, now: Date = new Date()) {
  const there = new Date(now.getTime() + offsetMinutes * 60_000);
  return clockOf(there.getUTCHours(), there.getUTCMinutes());
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st (date-fns "do"). */
function ordinal(day: number) {
  const tens = day % 100;
  if (tens > 10 && tens < 20) return `${day}th`;
  const suffix = { 1: "st", 2: "nd", 3: "rd" }[day % 10] ?? "th";
  return `${day}${suffix}`;
}

/** "Nov 23, 2026" (date-fns "MMM d, yyyy"); an ISO string is read as a Date. */
export function formatDate(date: Date | string) {
  const day = typeof date === "string" ? new Date(date) : date;
  return `${monthName(day).slice(0, 3)} ${day.getDate()}, ${String(day.getFullYear()).padStart(4, "0")}`;
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

/** "November 23rd, 2026 at 4:17 PM" (date-fns "PPPp"). */
export function formatLongDateTime(date: Date) {
  return `${monthName(date)} ${ordinal(date.getDate())}, ${date.getFullYear()} at ${clockTime(date)}`;
}

const minutesInDay = 1440;
const minutesInMonth = 43200;

/** The local time's offset from UTC, as date-fns counts it (so DST changes are not time passed). */
function zoneOffsetMs(date: Date) {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

const isLastDayOfMonth = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getDate() === 1;

/** Whole calendar months from `older` to `newer` (date-fns differenceInMonths, newer >= older). */
function wholeMonths(newer: Date, older: Date) {
  const difference =
    (newer.getFullYear() - older.getFullYear()) * 12 + newer.getMonth() - older.getMonth();
  if (difference < 1) return 0;
  const working = new Date(newer);
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30);
  working.setMonth(working.getMonth() - difference);
  let lastMonthNotFull = working.getTime() < older.getTime();
  if (isLastDayOfMonth(newer) && difference === 1 && newer.getTime() > older.getTime()) {
    lastMonthNotFull = false;
  }
  return difference - (lastMonthNotFull ? 1 : 0);
}

const count = (n: number, one: string, many: string) =>
  n === 1 ? one : many.replace("#", String(n));

/** How far apart, in date-fns's words: "less than a minute", "about 2 hours", "over 1 year". */
function distance(newer: Date, older: Date) {
  const seconds = Math.trunc((newer.getTime() - older.getTime()) / 1000) || 0;
  const offsetSeconds = (zoneOffsetMs(newer) - zoneOffsetMs(older)) / 1000;
  const minutes = Math.round((seconds - offsetSeconds) / 60);
  if (minutes < 2)
    return minutes === 0 ? "less than a minute" : count(minutes, "1 minute", "# minutes");
  if (minutes < 45) return `${minutes} minutes`;
  if (minutes < 90) return "about 1 hour";
  if (minutes < minutesInDay)
    return count(Math.round(minutes / 60), "about 1 hour", "about # hours");
  if (minutes < 2520) return "1 day";
  if (minutes < minutesInMonth) return count(Math.round(minutes / minutesInDay), "1 day", "# days");
  if (minutes < minutesInMonth * 2) {
    return count(Math.round(minutes / minutesInMonth), "about 1 month", "about # months");
  }
  const monthsApart = wholeMonths(newer, older);
  if (monthsApart < 12) return count(Math.round(minutes / minutesInMonth), "1 month", "# months");
  const years = Math.trunc(monthsApart / 12);
  const extra = monthsApart % 12;
  if (extra < 3) return count(years, "about 1 year", "about # years");
  if (extra < 9) return count(years, "over 1 year", "over # years");
  return count(years + 1, "almost 1 year", "almost # years");
}

/** "about 2 hours", "5 minutes", either way from now (date-fns formatDistanceToNow). */
export function formatDistanceToNow(date: Date, now: Date = new Date()) {
  return date.getTime() > now.getTime() ? distance(date, now) : distance(now, date);
}

/** "about 2 hours ago", "in 5 minutes" (date-fns formatDistanceToNow with addSuffix). */
export function formatTimeAgo(date: Date, now: Date = new Date()) {
  const apart = formatDistanceToNow(date, now);
  return date.getTime() > now.getTime() ? `in ${apart}` : `${apart} ago`;
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
