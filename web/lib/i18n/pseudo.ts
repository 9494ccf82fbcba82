import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { languageCookie } from "../../../contracts/i18n/languages.ts";

/** The pseudo-locale that wraps every message in "[!! … !!]" (issue 30); never a real language. */
export const pseudoLanguage = "en-XA";

const chosen = new RegExp(`(?:^|;\\s*)${languageCookie}=${pseudoLanguage}(?:;|$)`);

/** Whether this visitor asked for the pseudo-locale (a journey or a developer sets the cookie). */
export const pseudoChosen = () =>
  typeof document !== "undefined" &&
  (document.documentElement.lang === pseudoLanguage || chosen.test(document.cookie));

/**
 * The en-XA messages, which only a development or test server offers; anywhere else the
 * page stays English, as if the cookie were not there.
 */
export async function loadPseudoMessages(): Promise<Record<string, MessageFormatElement[]>> {
  try {
    const answer = await fetch("/api/i18n/en-XA", { credentials: "same-origin" });
    if (!answer.ok) return {};
    const { messages } = (await answer.json()) as { messages: Record<string, string> };
    // A browser build has no ICU parser (decision 078); this tool fetches the real one.
    const { parse } = await import("@formatjs/icu-messageformat-parser/lib/index.js");
    document.documentElement.lang = pseudoLanguage;
    return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));
  } catch {
    return {};
  }
}
