import { isLanguage, type Language, sourceLanguage } from "../../../contracts/i18n/languages.ts";

/**
 * The language of this page: the server writes it into <html lang> from the member's
 * choice, the footer switch's cookie or the browser's languages (decision 063), so the
 * first render already speaks it, prerendered pages included.
 */
export function pageLanguage(): Language {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return isLanguage(lang) ? lang : sourceLanguage;
}
