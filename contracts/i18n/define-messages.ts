/** One message: an id (`<feature>.<name>`) and the English, which is the spec's words verbatim. */
export type Message = { id: string; defaultMessage: string; description?: string };

/**
 * Names a feature's messages, for the web, the server and the contracts alike
 * (decision 063). The FormatJS extractor finds every `defineMessages` call by its
 * name, so English lives only here, beside the code, and Spanish in contracts/i18n/es/.
 */
export const defineMessages = <const T extends Record<string, Message>>(messages: T): T => messages;
