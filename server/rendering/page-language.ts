// Every page the server sends says its language in <html lang> (decision 063, "Serving"):
// the build writes a Spanish copy of each built page under es/ (es/index.html,
// es/shells/…, es/prerendered/…), and the public pages carry hreflang links to their
// address in each language, which a search engine can fetch (`?lang=`).
import { defineMessages } from "../../contracts/i18n/define-messages.ts";
import { type Language, languages, sourceLanguage } from "../../contracts/i18n/languages.ts";
import { escapeHtml } from "./html.ts";

/** The words of web/index.html itself, verbatim: its description for search engines and links. */
export const pageHeadMessages = defineMessages({
  description: {
    id: "page.description",
    defaultMessage: "Coastal: local communities for Gold Coast, Miami and Cape Town.",
  },
  shareDescription: {
    id: "page.shareDescription",
    defaultMessage: "Local communities for life by the sea: Gold Coast, Miami and Cape Town.",
  },
  noScript: {
    id: "page.noScript",
    defaultMessage: "Coastal needs JavaScript to run. Please enable it in your browser.",
  },
});

/** The built file of `file` (a page under dist/web) in `language`. */
export const languageCopy = (file: string, language: Language) =>
  language === sourceLanguage ? file : `${language}/${file}`;

const htmlTag = /<html(\s[^>]*)?>/;

/**
 * `html` with its <html> element's lang set to `language`, and index.html's own words
 * (`pageHeadMessages`) in it, from `catalog` (that language's messages by id).
 */
export function withPageLanguage(
  html: string,
  language: Language,
  catalog: Record<string, string> = {},
): string {
  let translated = html.replace(htmlTag, (_tag, attributes: string | undefined) => {
    const others = (attributes ?? "").replace(/\s+lang="[^"]*"/, "");
    return `<html lang="${language}"${others}>`;
  });
  for (const message of Object.values(pageHeadMessages)) {
    const words = catalog[message.id];
    if (words) translated = translated.replaceAll(message.defaultMessage, () => escapeHtml(words));
  }
  return translated;
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
