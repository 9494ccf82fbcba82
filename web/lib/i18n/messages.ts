import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Catalog } from "./intl.ts";
import { loadPseudoMessages, pseudoChosen } from "./pseudo.ts";

/**
 * The messages of `language`, all areas merged; empty for English (en-XA if the visitor
 * chose it), and in a browser build (decision 078): each language's build has its words
 * inlined, so only the page renderer, the development server and tests load a catalog.
 */
export async function loadMessages(language: Language): Promise<Catalog> {
  if (language === "en" && pseudoChosen()) return loadPseudoMessages();
  // A browser build comes with its words in its code and is served only to pages in its
  // language (the server picks the build by language), so it never needs a catalog. That
  // test comes first: Vite writes it in as literals, so both browser builds drop the rest of
  // this function and the list of catalogs with it; the page renderer, the development
  // server and the tests keep it.
  if ((import.meta.env.PROD && !import.meta.env.SSR) || language !== "es") return {};
  // Each area's Spanish is its own chunk, fetched only when the page is in Spanish:
  // English pages load no catalog at all (their words are the code's defaultMessages).
  const spanish = import.meta.glob<Record<string, string>>("../../../contracts/i18n/es/*.json", {
    import: "default",
  });
  const parts = await Promise.all(Object.values(spanish).map((load) => load()));
  return Object.assign({}, ...parts);
}
