// The English words of a post's time and its hover date ("about 2 hours ago", "November
// 23rd, 2026 at 4:17 PM", "Nov 23, 2026"), in date-fns's en-US words by arithmetic (no Intl:
// issue 9). A file of its own so the feed, which reads only these, does not bring the rest of
// format-date.ts (decision 092); format-date.ts re-exports them, and pages import from there.

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

export const monthName = (date: Date) => months[date.getMonth()] as string;

/** "4:17 PM" (date-fns "h:mm a"). */
export function clockTime(date: Date) {
  return clockOf(date.getHours(), date.getMinutes());
}

export function clockOf(hours: number, minutes: number) {
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
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
