import { format, formatDistanceToNow } from "date-fns";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  formatDistanceToNow as distanceToNow,
  formatClockAtOffset,
  formatDate,
  formatDateTime,
  formatLongDateTime,
  formatTimeAgo,
  toDateTimeLocalValue,
} from "./format-date.ts";

// The city pages show dates without date-fns (decision 037): every answer must be date-fns's.

const moments = [
  "2026-01-01T00:00:00",
  "2026-02-02T09:05:00",
  "2026-03-03T11:59:59",
  "2026-04-11T12:00:00",
  "2026-05-12T12:30:00",
  "2026-06-13T23:59:00",
  "2026-07-21T00:01:00",
  "2026-08-22T13:45:00",
  "2026-09-23T07:07:00",
  "2026-10-30T18:00:00",
  "2026-11-31T08:08:00",
  "2026-12-31T22:10:00",
].map((text) => new Date(text));

describe("Dates on the city pages", () => {
  it.each(moments)("writes %s as date-fns does", (date) => {
    expect(formatDateTime(date)).toBe(format(date, "MMM d, yyyy 'at' h:mm a"));
    expect(formatLongDateTime(date)).toBe(format(date, "PPPp"));
    expect(formatDate(date)).toBe(format(date, "MMM d, yyyy"));
    expect(formatDate(date.toISOString())).toBe(format(date, "MMM d, yyyy"));
    expect(toDateTimeLocalValue(date)).toBe(format(date, "yyyy-MM-dd'T'HH:mm"));
  });
});

describe("A city's clock from its offset", () => {
  // What the city card showed with Intl before (issue 9), spaces made plain.
  const intlClock = (timeZone: string, date: Date) =>
    new Intl.DateTimeFormat("en", { hour: "numeric", minute: "2-digit", timeZone })
      .format(date)
      .replace(/\s/g, " ");

  it.each(moments)("reads %s as Intl does in Brisbane, Kolkata and Los Angeles", (date) => {
    expect(formatClockAtOffset(600, date)).toBe(intlClock("Australia/Brisbane", date));
    expect(formatClockAtOffset(330, date)).toBe(intlClock("Asia/Kolkata", date));
    expect(formatClockAtOffset(0, date)).toBe(intlClock("UTC", date));
  });
});

describe("How long ago", () => {
  afterEach(() => vi.useRealTimers());
  const now = new Date("2026-11-23T16:17:56.789");
  const second = 1000;
  const minute = 60 * second;
  const hour = 60 * minute;
  const day = 24 * hour;
  const spans = [
    0,
    1,
    29 * second,
    30 * second,
    59 * second,
    89 * second,
    90 * second,
    2 * minute,
    44 * minute,
    44 * minute + 30 * second,
    45 * minute,
    89 * minute,
    90 * minute,
    150 * minute,
    23 * hour + 29 * minute,
    23 * hour + 31 * minute,
    day,
    41 * hour,
    42 * hour,
    2 * day,
    29 * day + 12 * hour,
    30 * day,
    45 * day,
    59 * day,
    60 * day,
    61 * day,
    100 * day,
    300 * day,
    340 * day,
    364 * day,
    365 * day,
    400 * day,
    456 * day,
    500 * day,
    640 * day,
    700 * day,
    3 * 365 * day,
    10 * 365 * day + 200 * day,
  ];
  it.each(spans)("%d ms before or after now reads as date-fns's formatDistanceToNow", (span) => {
    vi.useFakeTimers({ now });
    for (const date of [new Date(now.getTime() - span), new Date(now.getTime() + span)]) {
      expect(formatTimeAgo(date, now)).toBe(formatDistanceToNow(date, { addSuffix: true }));
      expect(distanceToNow(date, now)).toBe(formatDistanceToNow(date));
    }
  });

  it("counts whole months from the ends of months as date-fns does", () => {
    for (const [from, to] of [
      ["2025-01-31T10:00:00", "2026-02-28T10:00:00"],
      ["2025-02-28T10:00:00", "2026-03-31T10:00:00"],
      ["2024-02-29T10:00:00", "2026-02-28T10:00:00"],
      ["2025-03-31T10:00:00", "2026-06-30T10:00:00"],
      ["2025-08-31T23:59:00", "2026-05-31T00:00:00"],
    ] as const) {
      const later = new Date(to);
      vi.useFakeTimers({ now: later });
      expect(formatTimeAgo(new Date(from), later)).toBe(
        formatDistanceToNow(new Date(from), { addSuffix: true }),
      );
    }
  });
});
