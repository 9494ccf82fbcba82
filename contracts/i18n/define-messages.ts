/** One message: an id (`<feature>.<name>`) and the English, which is the spec's words verbatim. */
export type Message = { id: string; defaultMessage: string; description?: string };

// Every message defined so far, by its English: a zod schema's refusal arrives as
// English text (the contracts pass `message.defaultMessage` to zod), and this is how
// the server's error handler and the web's field errors find its translation.
const byEnglish = new Map<string, Message>();

/**
 * Names a feature's messages, for the web, the server and the contracts alike
 * (decision 063). The FormatJS extractor finds every `defineMessages` call by its
 * name, so English lives only here, beside the code, and Spanish in contracts/i18n/es/.
 */
export function defineMessages<const T extends Record<string, Message>>(messages: T): T {
  for (const message of Object.values(messages)) {
    if (!byEnglish.has(message.defaultMessage)) byEnglish.set(message.defaultMessage, message);
  }
  return messages;
}

/** The message whose English is `text` (a zod refusal), if any module loaded so far defines it. */
export const messageFor = (text: string): Message | undefined => byEnglish.get(text);

/**
 * A feature's messages as their English words, for the places that take text (zod
 * refusals, `badRequest(...)` in code shared with older callers): the server's error
 * handler and the web find each message again by its words (decision 063).
 */
export const englishOf = <T extends Record<string, Message>>(messages: T) =>
  Object.fromEntries(
    Object.entries(messages).map(([name, message]) => [name, message.defaultMessage]),
  ) as { [Name in keyof T]: T[Name]["defaultMessage"] };
