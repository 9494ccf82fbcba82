import { match } from "@formatjs/intl-localematcher";

/**
 * The languages Coastal speaks (decision 063). English is the source: its words are
 * the spec's, written beside the code as each message's `defaultMessage`; Spanish is
 * neutral Latin American, in contracts/i18n/es/*.json.
 */
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];
export const sourceLanguage: Language = "en";

/** The cookie a visitor's footer switch sets; a member's profile setting wins over it. */
export const languageCookie = "coastal_lang";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value);

/**
 * The language to answer in: the first of `chosen` (the member's setting, then the
 * cookie) that Coastal speaks, else the best match for the browser's Accept-Language
 * ("es-MX,es;q=0.9" -> es), else English.
 */
export function pickLanguage(chosen: readonly unknown[], acceptLanguage?: string): Language {
  const picked = chosen.find(isLanguage);
  if (picked) return picked;
  const asked = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", q = "q=1"] = part.trim().split(";");
      return { tag: tag.trim(), q: Number(q.trim().replace(/^q=/, "")) };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
  if (asked.length === 0) return sourceLanguage;
  try {
    return match(asked, [...languages], sourceLanguage) as Language;
  } catch {
    // A malformed tag ("en_US!") is a browser's mistake, not a reason to fail.
    return sourceLanguage;
  }
}
