import type { ErrorCode } from "../../../contracts/errors.ts";

/** The API's one refusal shape; codes come from contracts/errors.ts. */
export type Refusal = { code: ErrorCode; message: string };

export const refusal = (code: ErrorCode, message: string): Refusal => ({ code, message });

/** The one error type of the API: the message is the user-facing text from contracts/. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError("NOT_FOUND", 404, message);
export const forbidden = (message = "You do not have permission to do that.") =>
  new AppError("FORBIDDEN", 403, message);
export const unauthorized = (message = "Authentication error. Please log in again.") =>
  new AppError("UNAUTHORIZED", 401, message);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", 400, message);
export const conflict = (message: string) => new AppError("CONFLICT", 409, message);

/**
 * A row this request has just written, or read back right after writing it.
 * Missing means a bug or a delete that raced it, never the client's fault: a
 * 500 whose log line names what went missing.
 */
export function justWritten<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`${what} is missing right after it was written`);
  return row;
}
