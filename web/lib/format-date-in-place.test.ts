import { describe, expect, it } from "vitest";
import {
  dateLocale,
  datePartsIn,
  formatDateTimeIn,
  formatRangeIn,
  formatRelativeIn,
  formatShortDateTimeIn,
  formatTimeIn,
} from "./format-date.ts";

// A city's times in the page's language (issue 30): the same instant reads as Saturday
// morning in Miami and past midnight on Sunday on the Gold Coast, in English or Spanish.
// Intl separates "9:00" from "AM" with a narrow space in some ICU versions; a reader
// sees a space, so the comparisons do too.
const plain = (text: string) => text.replace(/\s/g, " ");

const start = new Date("2026-12-05T14:00:00Z");
const sameDayEnd = new Date("2026-12-05T16:30:00Z");
const nextDayEnd = new Date("2026-12-06T14:00:00Z");
const miami = { timeZone: "America/New_York", cityLocale: "en-US" };
const goldCoast = { timeZone: "Australia/Brisbane", cityLocale: "en-AU" };

describe("Dates in a language and a city's zone", () => {
  it("keeps English in the spec's American words, in each city's clock", () => {
    const en = (place: object) => ({ language: "en", ...place });
    expect(plain(formatDateTimeIn(start, en(miami)))).toBe("Sat, Dec 5, 2026, 9:00 AM");
    expect(plain(formatDateTimeIn(start, en(goldCoast)))).toBe("Sun, Dec 6, 2026, 12:00 AM");
    expect(plain(formatTimeIn(start, en(miami)))).toBe("9:00 AM");
    expect(plain(formatShortDateTimeIn(start, en(goldCoast)))).toBe("Dec 6, 12:00 AM");
    expect(plain(formatRangeIn(start, sameDayEnd, en(miami)))).toBe(
      "Sat, Dec 5, 2026, 9:00 AM – 11:30 AM",
    );
    expect(plain(formatRangeIn(start, nextDayEnd, en(goldCoast)))).toBe(
      "Sun, Dec 6, 2026, 12:00 AM – Mon, Dec 7, 2026, 12:00 AM",
    );
    expect(datePartsIn(start, en(goldCoast))).toEqual({ month: "Dec", day: "6" });
  });

  it("writes Spanish the Spanish way, Miami's with its region", () => {
    const es = (place: object) => ({ language: "es", ...place });
    expect(dateLocale(es(miami))).toBe("es-US");
    expect(dateLocale(es(goldCoast))).toBe("es");
    expect(plain(formatDateTimeIn(start, es(miami)))).toBe("sáb, 5 de dic de 2026, 9:00 a.m.");
    expect(plain(formatDateTimeIn(start, es(goldCoast)))).toBe("dom, 6 dic 2026, 0:00");
    expect(plain(formatRangeIn(start, sameDayEnd, es(miami)))).toBe(
      "sáb, 5 de dic de 2026, 9:00–11:30 a.m.",
    );
    expect(plain(formatRangeIn(start, nextDayEnd, es(goldCoast)))).toBe(
      "dom, 6 dic 2026, 0:00 – lun, 7 dic 2026, 0:00",
    );
    expect(datePartsIn(start, es(goldCoast))).toEqual({ month: "dic", day: "6" });
  });

  it("says how long ago or how soon in the reader's language", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const minutesAgo = new Date(now.getTime() - 5 * 60_000);
    const inThreeDays = new Date(now.getTime() + 3 * 86_400_000);
    expect(formatRelativeIn(minutesAgo, "es", now)).toBe("hace 5 minutos");
    expect(formatRelativeIn(inThreeDays, "es", now)).toBe("dentro de 3 días");
    expect(formatRelativeIn(now, "es", now)).toBe("ahora");
    // English keeps date-fns's words, as every English page has said them.
    expect(formatRelativeIn(minutesAgo, "en", now)).toBe("5 minutes ago");
    expect(formatRelativeIn(inThreeDays, "en", now)).toBe("in 3 days");
  });
});
