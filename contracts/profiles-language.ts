// A member's language (issue 30, decision 063): English, Spanish, or null for "the same
// as my browser". zod-free, so the profile page's setting imports it without the schemas.
import { defineMessages } from "./i18n/define-messages.ts";
import { isLanguage, type Language, languages } from "./i18n/languages.ts";

export { isLanguage, type Language, languages };

/** What the member chose; null follows the browser's Accept-Language. */
export type LanguageSetting = Language | null;

export const languageSettingMessages = defineMessages({
  label: { id: "languageSetting.label", defaultMessage: "Language" },
  hint: {
    id: "languageSetting.hint",
    defaultMessage: "Coastal's words, emails and dates follow the language you choose.",
  },
  browser: { id: "languageSetting.browser", defaultMessage: "Same as my browser" },
  saved: { id: "languageSetting.saved", defaultMessage: "Language saved." },
  failed: {
    id: "languageSetting.failed",
    defaultMessage: "Could not save your language. Please try again.",
  },
  invalid: {
    id: "languageSetting.invalid",
    defaultMessage: "Choose English, Español or the same as your browser.",
  },
});

/**
 * Each language's name in itself: a reader looks for their own language's name, so
 * these are never translated (and so are not messages).
 */
export const languageNames: Record<Language, string> = { en: "English", es: "Español" };
