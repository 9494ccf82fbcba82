// Every page the server sends says its language in <html lang> (decision 063, "Serving"):
// the build writes a Spanish copy of each built page under es/ (es/index.html,
// es/shells/…, es/prerendered/…), and the public pages carry hreflang links to their
// address in each language, which a search engine can fetch (`?lang=`).
import { type Language, languages, sourceLanguage } from "../../contracts/i18n/languages.ts";

/** The built file of `file` (a page under dist/web) in `language`. */
export const languageCopy = (file: string, language: Language) =>
  language === sourceLanguage ? file : `${language}/${file}`;

const htmlTag = /<html(\s[^>]*)?>/;

/** `html` with its <html> element's lang set to `language`. */
export function withPageLanguage(html: string, language: Language): string {
  return html.replace(htmlTag, (_tag, attributes: string | undefined) => {
    const others = (attributes ?? "").replace(/\s+lang="[^"]*"/, "");
    return `<html lang="${language}"${others}>`;
  });
}

/**
 * Stands for the site's origin in the built pages' hreflang links: the build cannot know
 * it, and search engines want full addresses, so the server writes BASE_URL in its place.
 */
export const originPlaceholder = "%COASTAL_ORIGIN%";

/** The alternate-language links of the public page at `pathname` (build time). */
export function hreflangLinks(pathname: string): string {
  const link = (hreflang: string, href: string) =>
    `    <link rel="alternate" hreflang="${hreflang}" href="${originPlaceholder}${href}">\n`;
  return [
    ...languages.map((language) => link(language, `${pathname}?lang=${language}`)),
    link("x-default", pathname),
  ].join("");
}
