import { describe, expect, it } from "vitest";
import {
  formatDistanceToNow as distanceToNow,
  formatClockAtOffset,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatTimeAgo,
  toDateTimeLocalValue,
} from "./format-date.ts";

// The city pages show dates without date-fns (decision 037), in date-fns's words: every
// answer below is what date-fns 4 gave ("MMM d, yyyy 'at' h:mm a", "PPPp", "MMM d, yyyy",
// "yyyy-MM-dd'T'HH:mm", formatDistanceToNow), kept here so the package need not be.

const moments = [
  {
    at: "2026-01-01T00:00:00",
    dateTime: "Jan 1, 2026 at 12:00 AM",
    long: "January 1st, 2026 at 12:00 AM",
    date: "Jan 1, 2026",
    local: "2026-01-01T00:00",
  },
  {
    at: "2026-02-02T09:05:00",
    dateTime: "Feb 2, 2026 at 9:05 AM",
    long: "February 2nd, 2026 at 9:05 AM",
    date: "Feb 2, 2026",
    local: "2026-02-02T09:05",
  },
  {
    at: "2026-03-03T11:59:59",
    dateTime: "Mar 3, 2026 at 11:59 AM",
    long: "March 3rd, 2026 at 11:59 AM",
    date: "Mar 3, 2026",
    local: "2026-03-03T11:59",
  },
  {
    at: "2026-04-11T12:00:00",
    dateTime: "Apr 11, 2026 at 12:00 PM",
    long: "April 11th, 2026 at 12:00 PM",
    date: "Apr 11, 2026",
    local: "2026-04-11T12:00",
  },
  {
    at: "2026-05-12T12:30:00",
    dateTime: "May 12, 2026 at 12:30 PM",
    long: "May 12th, 2026 at 12:30 PM",
    date: "May 12, 2026",
    local: "2026-05-12T12:30",
  },
  {
    at: "2026-06-13T23:59:00",
    dateTime: "Jun 13, 2026 at 11:59 PM",
    long: "June 13th, 2026 at 11:59 PM",
    date: "Jun 13, 2026",
    local: "2026-06-13T23:59",
  },
  {
    at: "2026-07-21T00:01:00",
    dateTime: "Jul 21, 2026 at 12:01 AM",
    long: "July 21st, 2026 at 12:01 AM",
    date: "Jul 21, 2026",
    local: "2026-07-21T00:01",
  },
  {
    at: "2026-08-22T13:45:00",
    dateTime: "Aug 22, 2026 at 1:45 PM",
    long: "August 22nd, 2026 at 1:45 PM",
    date: "Aug 22, 2026",
    local: "2026-08-22T13:45",
  },
  {
    at: "2026-09-23T07:07:00",
    dateTime: "Sep 23, 2026 at 7:07 AM",
    long: "September 23rd, 2026 at 7:07 AM",
    date: "Sep 23, 2026",
    local: "2026-09-23T07:07",
  },
  {
    at: "2026-10-30T18:00:00",
    dateTime: "Oct 30, 2026 at 6:00 PM",
    long: "October 30th, 2026 at 6:00 PM",
    date: "Oct 30, 2026",
    local: "2026-10-30T18:00",
  },
  {
    at: "2026-11-31T08:08:00",
    dateTime: "Dec 1, 2026 at 8:08 AM",
    long: "December 1st, 2026 at 8:08 AM",
    date: "Dec 1, 2026",
    local: "2026-12-01T08:08",
  },
  {
    at: "2026-12-31T22:10:00",
    dateTime: "Dec 31, 2026 at 10:10 PM",
    long: "December 31st, 2026 at 10:10 PM",
    date: "Dec 31, 2026",
    local: "2026-12-31T22:10",
  },
];

describe("Dates on the city pages", () => {
  it.each(moments)("writes $at as date-fns does", ({ at, dateTime, long, date, local }) => {
    const moment = new Date(at);
    expect(formatDateTime(moment)).toBe(dateTime);
    expect(formatLongDateTime(moment)).toBe(long);
    expect(formatDate(moment)).toBe(date);
    expect(formatDate(moment.toISOString())).toBe(date);
    expect(toDateTimeLocalValue(moment)).toBe(local);
  });
});

describe("A city's clock from its offset", () => {
  // What the city card showed with Intl before (issue 9), spaces made plain.
  const intlClock = (timeZone: string, date: Date) =>
    new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit", timeZone })
      .format(date)
      .replace(/\s/g, " ");

  it.each(moments.map(({ at }) => new Date(at)))(
    "reads %s as Intl does in Brisbane, Kolkata and Los Angeles",
    (date) => {
      expect(formatClockAtOffset(600, date)).toBe(intlClock("Australia/Brisbane", date));
      expect(formatClockAtOffset(330, date)).toBe(intlClock("Asia/Kolkata", date));
      expect(formatClockAtOffset(0, date)).toBe(intlClock("UTC", date));
    },
  );
});

describe("How long ago", () => {
  const now = new Date("2026-11-23T16:17:56.789");
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;
  const spans: [number, string][] = [
    [0, "less than a minute"],
    [1, "less than a minute"],
    [29 * second, "less than a minute"],
    [30 * second, "1 minute"],
    [59 * second, "1 minute"],
    [89 * second, "1 minute"],
    [90 * second, "2 minutes"],
    [2 * minute, "2 minutes"],
    [44 * minute, "44 minutes"],
    [44 * minute + 30 * second, "about 1 hour"],
    [45 * minute, "about 1 hour"],
    [89 * minute, "about 1 hour"],
    [90 * minute, "about 2 hours"],
    [150 * minute, "about 3 hours"],
    [23 * hour + 29 * minute, "about 23 hours"],
    [23 * hour + 31 * minute, "about 24 hours"],
    [day, "1 day"],
    [41 * hour, "1 day"],
    [42 * hour, "2 days"],
    [2 * day, "2 days"],
    [29 * day + 12 * hour, "30 days"],
    [30 * day, "about 1 month"],
    [45 * day, "about 2 months"],
    [59 * day, "about 2 months"],
    [60 * day, "2 months"],
    [61 * day, "2 months"],
    [100 * day, "3 months"],
    [300 * day, "10 months"],
    [340 * day, "11 months"],
    [364 * day, "12 months"],
    [365 * day, "about 1 year"],
    [400 * day, "about 1 year"],
    [456 * day, "about 1 year"],
    [500 * day, "over 1 year"],
    [640 * day, "almost 2 years"],
    [700 * day, "almost 2 years"],
    [3 * 365 * day, "almost 3 years"],
    [10 * 365 * day + 200 * day, "over 10 years"],
  ];
  it.each(spans)("%d ms before or after now reads %s", (span, words) => {
    const before = new Date(now.getTime() - span);
    const after = new Date(now.getTime() + span);
    expect(distanceToNow(before, now)).toBe(words);
    expect(distanceToNow(after, now)).toBe(words);
    expect(formatTimeAgo(before, now)).toBe(`${words} ago`);
    // No time apart reads as past, as date-fns has it.
    expect(formatTimeAgo(after, now)).toBe(span === 0 ? `${words} ago` : `in ${words}`);
  });

  it("counts whole months from the ends of months as date-fns does", () => {
    for (const [from, to, words] of [
      ["2025-01-31T10:00:00", "2026-02-28T10:00:00", "about 1 year ago"],
      ["2025-02-28T10:00:00", "2026-03-31T10:00:00", "about 1 year ago"],
      ["2024-02-29T10:00:00", "2026-02-28T10:00:00", "about 2 years ago"],
      ["2025-03-31T10:00:00", "2026-06-30T10:00:00", "about 1 year ago"],
      ["2025-08-31T23:59:00", "2026-05-31T00:00:00", "9 months ago"],
    ] as const) {
      expect(formatTimeAgo(new Date(from), new Date(to))).toBe(words);
    }
  });
});
