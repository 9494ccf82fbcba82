import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Catalog } from "./intl.ts";
import { loadPseudoMessages, pseudoChosen } from "./pseudo.ts";

// Each area's Spanish is its own chunk, fetched only when the page is in Spanish:
// English pages load no catalog at all (their words are the code's defaultMessages).
const spanish = import.meta.glob<Record<string, string>>("../../../contracts/i18n/es/*.json", {
  import: "default",
});

/**
 * The messages of `language`, all areas merged; empty for English (en-XA if the visitor
 * chose it), and for the language this build's code already speaks (decision 078): the
 * browser build of each language has its words inlined, so only the page renderer and
 * tests load a catalog.
 */
export async function loadMessages(language: Language): Promise<Catalog> {
  if (language === "en" && pseudoChosen()) return loadPseudoMessages();
  if (language !== "es" || import.meta.env.MODE === language) return {};
  const parts = await Promise.all(Object.values(spanish).map((load) => load()));
  return Object.assign({}, ...parts);
}
