import { apiErrorText } from "../../../lib/api-error-text.ts";
import type { DirectoryMessages } from "../directory.ts";

/**
 * A refused create or edit in the spec's words: sign-in, unknown-city, not-yours and
 * gone each in their own; otherwise "Error creating listing: <why>" (marketplace,
 * properties) or, for places, the server's words for a refused photo or field.
 */
export const writeProblem =
  (messages: DirectoryMessages, style: "with reason" | "server words") =>
  (error: unknown, writing: "create" | "update") => {
    const creating = writing === "create";
    const lead = creating ? messages.createError : messages.updateError;
    return apiErrorText(error, {
      byStatus: creating
        ? { 401: messages.loginToCreate, 404: messages.cityNotFound }
        : { 403: messages.notOwner, 404: messages.notFound },
      ...(style === "with reason"
        ? { serverWords: "none", fallback: (message: string) => `${lead}${message}` }
        : { serverWords: [400, 413, 429], fallback: lead }),
    });
  };
