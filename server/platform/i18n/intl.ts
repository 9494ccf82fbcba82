import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
} from "@formatjs/intl";
import type { FastifyRequest } from "fastify";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { type Language, languages, sourceLanguage } from "../../../contracts/i18n/languages.ts";
import { requestLanguage } from "./request-language.ts";

/** A message the server says: its descriptor (English beside the code) and its values. */
export type Words = { descriptor: MessageDescriptor; values?: Record<string, string | number> };

/**
 * `text` in `language`: the translation of the message whose English it is (a zod
 * refusal, a contract's words), or the text itself when no message has those words.
 */
export function translateText(language: Language, text: string): string {
  const message = messageFor(text);
  return message ? intlFor(language).formatMessage(message) : text;
}

const catalogDir = path.resolve(import.meta.dirname, "../../../contracts/i18n");
const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

function catalog(language: Language): Record<string, string> {
  if (language === sourceLanguage) return {};
  const dir = path.join(catalogDir, language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
    Object.assign(merged, JSON.parse(readFileSync(path.join(dir, file), "utf8")));
  }
  return merged;
}

/** The formatter of one language, built once; English speaks each message's defaultMessage. */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: sourceLanguage,
        messages: catalog(language),
        // A missing Spanish message falls back to English; the catalog test keeps it from shipping.
        onError: () => {},
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** What the server says to this request, in its language. */
export const say = (request: FastifyRequest, words: Words) =>
  intlFor(requestLanguage(request)).formatMessage(words.descriptor, words.values);

export { languages, requestLanguage };
