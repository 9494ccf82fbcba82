import type { RepeatInput } from "../../../contracts/events.ts";
import { type RepeatWeekday, repeatWeekdays } from "../../../contracts/events-rules.ts";
import { dateLocale, formatMonthDayIn, formatWeekdayIn } from "../../lib/format-date.ts";
import { defineMessages, type useIntl } from "../../lib/i18n/use-intl.ts";

// The plain-language summary of how an event repeats ("Every Saturday until March 28").
// Every date here is a day on the city's calendar (the form's wall-clock start, the
// rule's `until`), so it is read as a floating date in UTC: no viewer's zone moves it.

type Intl = Pick<ReturnType<typeof useIntl>, "locale" | "formatMessage">;

export const repeatSummaryMessages = defineMessages({
  weekly: {
    id: "events.repeatWeekly",
    defaultMessage: "{interval, plural, one {Every {days}} other {Every # weeks on {days}}}",
  },
  monthlyDay: {
    id: "events.repeatMonthlyDay",
    defaultMessage:
      "{interval, plural, one {Every month on day {day}} other {Every # months on day {day}}}",
  },
  monthlyWeekday: {
    id: "events.repeatMonthlyWeekday",
    defaultMessage:
      "{interval, plural, one {Every month} other {Every # months}} on the {week, select, 1 {first} 2 {second} 3 {third} 4 {fourth} other {last}} {weekday}",
  },
  until: { id: "events.repeatUntil", defaultMessage: "{rule} until {date}" },
  count: {
    id: "events.repeatCount",
    defaultMessage: "{rule}, {count, plural, one {once} other {# times}}",
  },
});

// 2024-01-01 was a Monday: repeatWeekdays[i] falls on January 1 + i.
const weekdayDate = (weekday: RepeatWeekday) =>
  new Date(Date.UTC(2024, 0, 1 + repeatWeekdays.indexOf(weekday)));

/** "Saturday" / "sábado" in the page's language. */
export const weekdayName = (intl: Pick<Intl, "locale">, weekday: RepeatWeekday) =>
  formatWeekdayIn(weekdayDate(weekday), { language: intl.locale, timeZone: "UTC" });

/** The weekday and day of the month of a wall-clock "2031-06-01T06:30" (or "2031-06-01"). */
export function calendarDay(local: string): { weekday: RepeatWeekday; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(local);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  // getUTCDay: 0 is Sunday; repeatWeekdays starts on Monday.
  const weekday = repeatWeekdays[(date.getUTCDay() + 6) % 7] as RepeatWeekday;
  return { weekday, day: date.getUTCDate() };
}

/** "March 28" / "28 de marzo" (with the year when it is not the start's year). */
function untilText(intl: Intl, until: string, startYear: string | undefined) {
  const [year, month, day] = until.split("-").map(Number) as [number, number, number];
  const sameYear = startYear === undefined || Number(startYear) === year;
  const date = new Date(Date.UTC(year, month - 1, day));
  return formatMonthDayIn(date, { language: intl.locale, timeZone: "UTC" }, !sameYear);
}

/**
 * "Every Saturday until March 28", "Every 2 weeks on Monday and Thursday, 10 times",
 * "Every month on the first Saturday". `startsAt` is the first date's wall-clock time:
 * weekly without chosen days repeats on its weekday (as the server does).
 */
export function repeatSummary(intl: Intl, repeat: RepeatInput, startsAt: string): string {
  const interval = Number(repeat.interval ?? 1);
  const start = calendarDay(startsAt);
  let rule: string;
  if (repeat.frequency === "weekly") {
    const days = repeat.weekdays?.length ? repeat.weekdays : start ? [start.weekday] : [];
    const sorted = [...days].sort((a, b) => repeatWeekdays.indexOf(a) - repeatWeekdays.indexOf(b));
    const list = new Intl.ListFormat(dateLocale({ language: intl.locale }), {
      type: "conjunction",
    }).format(sorted.map((day) => weekdayName(intl, day)));
    rule = intl.formatMessage(repeatSummaryMessages.weekly, { interval, days: list });
  } else if (repeat.monthly && "week" in repeat.monthly) {
    rule = intl.formatMessage(repeatSummaryMessages.monthlyWeekday, {
      interval,
      week: String(repeat.monthly.week),
      weekday: weekdayName(intl, repeat.monthly.weekday),
    });
  } else {
    const day = repeat.monthly && "day" in repeat.monthly ? repeat.monthly.day : start?.day;
    rule = intl.formatMessage(repeatSummaryMessages.monthlyDay, {
      interval,
      day: String(day ?? ""),
    });
  }
  if (repeat.until) {
    const date = untilText(intl, repeat.until, startsAt.slice(0, 4) || undefined);
    return intl.formatMessage(repeatSummaryMessages.until, { rule, date });
  }
  if (repeat.count !== undefined) {
    return intl.formatMessage(repeatSummaryMessages.count, { rule, count: Number(repeat.count) });
  }
  return rule;
}
