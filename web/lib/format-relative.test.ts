import { describe, expect, it } from "vitest";
import spanish from "../../contracts/i18n/es/time.json" with { type: "json" };
import { formatRelative } from "./format-relative.ts";
import { createIntl } from "./i18n/intl.ts";

const now = new Date("2026-11-28T12:00:00Z");
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Offsets from now, past and future, across every unit and its edges. */
const offsets = [
  0,
  -30_000,
  45_000,
  -minute,
  -5 * minute,
  2 * minute,
  -59 * minute,
  -hour,
  -3 * hour,
  hour,
  -day,
  -2 * day,
  day,
  5 * day,
  -29 * day,
  -31 * day,
  -200 * day,
  40 * day,
  -365 * day,
  -3 * 365 * day,
  2 * 365 * day,
];

/** What Intl.RelativeTimeFormat says for the same unit and count (the words we replaced). */
function intlSays(locale: string, apart: number): string {
  const format = new Intl.RelativeTimeFormat(locale);
  const size = Math.abs(apart);
  if (size < minute)
    return new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(0, "minute");
  if (size < hour) return format.format(Math.round(apart / minute), "minute");
  if (size < day) return format.format(Math.round(apart / hour), "hour");
  if (size < 30 * day) return format.format(Math.round(apart / day), "day");
  if (size < 365 * day) return format.format(Math.round(apart / (30 * day)), "month");
  return format.format(Math.round(apart / (365 * day)), "year");
}

describe("Relative times outside English, from the catalog", () => {
  it("say in Spanish what Intl.RelativeTimeFormat says, past and future, every unit", () => {
    const intl = createIntl("es", spanish);
    for (const apart of offsets) {
      const date = new Date(now.getTime() + apart);
      expect(formatRelative(intl, date, now), `${apart} ms`).toBe(intlSays("es", apart));
    }
  });

  it("say in the catalog's English what Intl says in English (the pseudo-locale's source)", () => {
    const intl = createIntl("en-US", {});
    for (const apart of offsets) {
      const date = new Date(now.getTime() + apart);
      expect(formatRelative(intl, date, now), `${apart} ms`).toBe(intlSays("en-US", apart));
    }
  });

  it("keep the spec's English words on English pages", () => {
    const intl = createIntl("en", {});
    expect(formatRelative(intl, new Date(now.getTime() - 5 * minute), now)).toBe("5 minutes ago");
  });
});
