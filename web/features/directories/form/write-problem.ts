import { apiErrorText } from "../../../lib/api-error-text.ts";
import type { DirectoryMessages, Words } from "../directory.ts";

/**
 * A refused create or edit in the spec's words: sign-in, unknown-city, not-yours and
 * gone each in their own; otherwise "Error creating listing: <why>" (marketplace,
 * properties) or, for places, the server's words for a refused photo or field.
 */
export const writeProblem =
  (messages: DirectoryMessages, style: "with reason" | "server words") =>
  (error: unknown, writing: "create" | "update", intl: Words) => {
    const creating = writing === "create";
    const say = intl.formatMessage;
    const lead = say(creating ? messages.createError : messages.updateError);
    return apiErrorText(error, {
      byStatus: creating
        ? { 401: say(messages.loginToCreate), 404: say(messages.cityNotFound) }
        : { 403: say(messages.notOwner), 404: say(messages.notFound) },
      ...(style === "with reason"
        ? { serverWords: "none", fallback: (message: string) => `${lead}${message}` }
        : { serverWords: [400, 413, 429], fallback: lead }),
    });
  };
