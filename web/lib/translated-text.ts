import { messageFor } from "../../contracts/i18n/define-messages.ts";
import type { IntlShape } from "./i18n/use-intl.ts";

/**
 * A zod refusal or a contract's words in the page's language: the schemas say their
 * messages in English (decision 063), so the translation is found by those words. Text
 * that is no message of ours (the server's answer, already in the page's language) stays.
 */
export function translatedText(intl: IntlShape, text: string): string {
  const message = messageFor(text);
  return message ? intl.formatMessage(message) : text;
}
