import { describe, expect, it } from "vitest";
import { languages } from "../../../contracts/i18n/languages.ts";
import { formatCount } from "./format-message.ts";
import { pseudoLanguage } from "./pseudo.ts";

describe("formatCount", () => {
  it("writes every count Intl.NumberFormat would, in each language Coastal speaks", () => {
    for (const locale of [...languages, pseudoLanguage]) {
      const intl = new Intl.NumberFormat(locale);
      for (const count of [0, 1, 2, 7, 42, 999, 1000, 12_345, 1_000_000, 2.5, -3]) {
        expect(formatCount(locale, count), `${locale} ${count}`).toBe(intl.format(count));
      }
    }
  });
});
