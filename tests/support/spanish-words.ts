// The Spanish a journey looks for, found by the English it replaces: the journeys are
// written in the spec's English words, and the catalog says what a Spanish page shows
// instead. A string with no message, or a message with no Spanish, fails with its words.
import { createIntl } from "@formatjs/intl";
import { extractEnglish, readSpanish } from "../../scripts/i18n/catalogs.ts";

const english = extractEnglish();
const spanish = readSpanish();
const intl = createIntl({ locale: "es", messages: spanish, onError: () => {} });

// "{city}" and "{name}" alike become "{}", so a journey need not know an argument's name.
const shape = (text: string) => text.replace(/\{\s*\w+\s*\}/g, "{}");
const argumentNames = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*\}/g)].map((m) => m[1]);

/** The English of `text`: itself, or the message's words for "#<id>". */
export const englishOf = (text: string) =>
  text.startsWith("#") ? (english[text.slice(1)] ?? text) : text;

/**
 * What a Spanish page says for `text` (the English, verbatim; "{}" where a value goes, or
 * "#<id>"),
 * with `values` in the order they appear in the English.
 */
export function es(text: string, ...values: (string | number)[]): string {
  // "#posts.post": one message by its id, where several say the same English differently.
  const ids = text.startsWith("#")
    ? [text.slice(1)].filter((id) => id in english)
    : Object.entries(english)
        .filter(([, words]) => shape(words) === shape(text))
        .map(([id]) => id);
  if (ids.length === 0) throw new Error(`No message says ${JSON.stringify(text)} yet`);
  const id = ids.find((candidate) => candidate in spanish);
  if (!id) throw new Error(`No Spanish for ${JSON.stringify(text)} (${ids.join(", ")})`);
  const names = argumentNames(english[id] ?? "");
  const named = Object.fromEntries(names.map((name, index) => [name, values[index] ?? ""]));
  return intl.formatMessage({ id }, named);
}

/**
 * Each English string of `texts` in Spanish, by the same key, and the strings that have no
 * Spanish yet: a journey checks the whole list before it starts, so one run names them all.
 */
export function spanishWords<K extends string>(
  texts: Record<K, string | readonly [string, ...(string | number)[]]>,
): { words: Record<K, string>; missing: string[] } {
  const words = {} as Record<K, string>;
  const missing: string[] = [];
  for (const key of Object.keys(texts) as K[]) {
    const text = texts[key];
    const [english, ...values] = typeof text === "string" ? [text] : text;
    try {
      words[key] = es(english, ...values);
    } catch (error) {
      missing.push((error as Error).message);
      words[key] = english;
    }
  }
  return { words, missing };
}
