import type { ErrorCode } from "../../../contracts/errors.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { Words } from "../i18n/intl.ts";

/**
 * What an error says: a message (translated per request by the error handler), a
 * message with values, or English text (translated when a message has those words).
 */
export type Said = string | Message | Words;

const asWords = (said: Exclude<Said, string>): Words =>
  "descriptor" in said ? said : { descriptor: said };

/** The API's one refusal shape; codes come from contracts/errors.ts. */
export type Refusal = { code: ErrorCode; message: string };

export const refusal = (code: ErrorCode, message: string): Refusal => ({ code, message });

/** The one error type of the API: the message is the user-facing text from contracts/. */
export class AppError extends Error {
  /** Set when the message is translated per request (decision 063); `message` keeps the English. */
  readonly words?: Words;
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    said: Said,
  ) {
    const words = typeof said === "string" ? undefined : asWords(said);
    super(
      words ? String(words.descriptor.defaultMessage ?? words.descriptor.id) : (said as string),
    );
    this.words = words;
  }
}

export const notFound = (message: Said) => new AppError("NOT_FOUND", 404, message);
export const forbidden = (message: Said = "You do not have permission to do that.") =>
  new AppError("FORBIDDEN", 403, message);
export const unauthorized = (message: Said = "Authentication error. Please log in again.") =>
  new AppError("UNAUTHORIZED", 401, message);
export const badRequest = (message: Said) => new AppError("BAD_REQUEST", 400, message);
export const conflict = (message: Said) => new AppError("CONFLICT", 409, message);

/**
 * A row this request has just written, or read back right after writing it.
 * Missing means a bug or a delete that raced it, never the client's fault: a
 * 500 whose log line names what went missing.
 */
export function justWritten<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`${what} is missing right after it was written`);
  return row;
}
