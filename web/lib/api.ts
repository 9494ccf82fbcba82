import { defineMessages } from "../../contracts/i18n/define-messages.ts";
import { parseJsonOrNull } from "./parse-json.ts";

const messages = defineMessages({
  network: {
    id: "ui.network",
    defaultMessage: "Could not reach Coastal. Check your connection and try again.",
  },
});

// English, as every failure's message is; the screens say it in the page's language
// (translatedText finds it by these words).
export const networkErrorMessage = messages.network.defaultMessage;

/**
 * The one way the web app talks to the server: JSON in, JSON out, ApiError on failure.
 * `code` is the server's (contracts/errors.ts), or one of clientErrorCodes when the
 * server sent none; web/lib/api-error-text.ts turns it into words.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The codes of failures that carry none from the server. */
export const clientErrorCodes = {
  /** The request never reached the server (status 0). */
  network: "NETWORK",
  /** The reply was an error without a `{ code, message }` body (a proxy's, say). */
  unknown: "ERROR",
} as const;

export const networkError = () => new ApiError(0, clientErrorCodes.network, networkErrorMessage);

/** The ApiError for a failed reply, from its `{ code, message }` body when it has one. */
export function apiErrorFromReply(status: number, statusText: string, body: string): ApiError {
  const { code, message } = (parseJsonOrNull(body) ?? {}) as { code?: string; message?: string };
  return new ApiError(status, code ?? clientErrorCodes.unknown, message ?? statusText);
}

export async function api<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    signal?: AbortSignal;
    /** A creating write's key (useSubmissionKey): sent again, it gets the first answer. */
    idempotencyKey?: string;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = idempotencyHeaders(options.idempotencyKey);
  if (options.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw networkError();
  }
  const text = await response.text();
  if (!response.ok) throw apiErrorFromReply(response.status, response.statusText, text);
  return (text ? parseJsonOrNull(text) : null) as T;
}

// contracts/idempotency-rules.ts names it too (api.test.ts checks they agree); importing it
// would bring every error's words into each page's first script (decision 092).
const idempotencyHeader = "Idempotency-Key";

/** The `Idempotency-Key` header for `key`, or none (decision 055). */
export const idempotencyHeaders = (key: string | undefined): Record<string, string> =>
  key === undefined ? {} : { [idempotencyHeader]: key };

/** The server answered 404 (or 400 for an id that cannot be one): the thing is not there. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
