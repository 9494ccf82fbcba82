import type { Language } from "../../../contracts/i18n/languages.ts";
import { loadPseudoMessages, pseudoChosen } from "./pseudo.ts";

// Each area's Spanish is its own chunk, fetched only when the page is in Spanish:
// English pages load no catalog at all (their words are the code's defaultMessages).
const spanish = import.meta.glob<Record<string, string>>("../../../contracts/i18n/es/*.json", {
  import: "default",
});

/** The messages of `language`, all areas merged; empty for English (en-XA if the visitor chose it). */
export async function loadMessages(language: Language): Promise<Record<string, string>> {
  if (language === "en" && pseudoChosen()) return loadPseudoMessages();
  if (language !== "es") return {};
  const parts = await Promise.all(Object.values(spanish).map((load) => load()));
  return Object.assign({}, ...parts);
}
