import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import { uploadMessages } from "../../../contracts/uploads-rules.ts";
import { databaseErrorCode } from "../../db/errors.ts";
import { requestLanguage, say, translateText } from "../i18n/intl.ts";
import { requestLog } from "../runtime/logger.ts";
import { AppError, refusal } from "./errors.ts";

/** What a client is told to wait before retrying while the database is away. */
export const retryAfterSeconds = 5;

/** For where the driver's error is gone (better-auth answered a bare 500) but the database is known to be down. */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super("the database does not answer");
  }
}

export const refusalMessages = defineMessages({
  invalidValue: {
    id: "platform.invalidValue",
    defaultMessage: "The request contains a value that can't be stored.",
  },
  internal: { id: "platform.internal", defaultMessage: "Something went wrong" },
  unavailable: {
    id: "platform.unavailable",
    defaultMessage: "Coastal is briefly unavailable. Please try again in a few seconds.",
  },
});

/**
 * What an error log may say: its type, SQLSTATE or code, the route pattern and
 * the stack frames. Never the message: drizzle's reads "Failed query: ... params: ..."
 * with the user's text, and a driver's may quote the value it refused.
 */
function logFields(error: unknown, request: FastifyRequest) {
  const stack = (error as Error).stack ?? "";
  return {
    type: (error as Error).name,
    code: databaseErrorCode(error) ?? (error as { code?: unknown }).code,
    method: request.method,
    route: request.routeOptions.url ?? "(no route)",
    frames: stack
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .map((line) => line.trim()),
  };
}

/** One reply shape for every failure: { code, message }; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const message = error.words
        ? say(request, error.words)
        : translateText(requestLanguage(request), error.message);
      return reply.status(error.status).send(refusal(error.code, message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The contracts' schemas carry the spec's messages; show the first one.
      const first = error.validation[0];
      const message = translateText(requestLanguage(request), first?.message ?? "Invalid request");
      return reply.status(400).send(refusal("VALIDATION", message));
    }
    // Class 22 is PostgreSQL refusing a value (text it can't store, a number or
    // date out of range): the input's fault, so a 400, though validation should
    // have caught it first; the warning says where it didn't.
    if (databaseErrorCode(error)?.startsWith("22")) {
      requestLog(request).warn(logFields(error, request), "database refused a request's value");
      return reply
        .status(400)
        .send(refusal("BAD_REQUEST", say(request, { descriptor: refusalMessages.invalidValue })));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send(refusal("BAD_REQUEST", (error as Error).message));
    }
    if (storageFull(error)) {
      // Nothing was kept (storage removes partial writes, callers the files before).
      requestLog(request).error(logFields(error, request), "no space left to store files");
      return reply.status(507).send(refusal("STORAGE_FULL", uploadMessages.storageFull));
    }
    const unreachable = databaseUnreachable(error);
    if (unreachable) {
      // The driver's own message: the wrapping errors would quote the query's parameters.
      requestLog(request).warn(`database unavailable: ${unreachable.message}`);
      return reply
        .status(503)
        .header("retry-after", String(retryAfterSeconds))
        .send(refusal("UNAVAILABLE", say(request, { descriptor: refusalMessages.unavailable })));
    }
    requestLog(request).error(logFields(error, request), "request failed");
    return reply
      .status(500)
      .send(refusal("INTERNAL", say(request, { descriptor: refusalMessages.internal })));
  });
}

// SQLSTATE 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now;
// class 08 is "connection exception". A database that does not answer within
// DB_TIMEOUT_MS (server/db/fail-fast-client.ts) is as good as away: 57014 is the
// server's statement_timeout, 25P03 its idle_in_transaction_session_timeout.
// Class 53 is "insufficient resources" (53100 disk_full, 53200 out_of_memory,
// 53300 too_many_connections): the write was refused whole and may succeed later.
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "57P01",
  "57P02",
  "57P03",
  "57014",
  "25P03",
]);
// pg's own errors for a statement (query_timeout) and for a connection
// (connectionTimeoutMillis) that took longer than the limit.
const timeoutMessages = ["Query read timeout", "timeout exceeded when trying to connect"];

/**
 * The driver's error when a failure means the database is out of reach
 * (restarting, failing over) rather than a bug: the request may well succeed in
 * a moment. Drizzle wraps the driver's error, so the cause chain is searched.
 */
export function databaseUnreachable(error: unknown, depth = 0): Error | null {
  if (!(error instanceof Error) || depth > 5) return null;
  if (error instanceof DatabaseUnavailableError) return error;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === "string" &&
    (unavailableCodes.has(code) || /^(08|53)[0-9A-Z]{3}$/.test(code))
  ) {
    return error;
  }
  if (error.message.startsWith("Connection terminated")) return error;
  if (timeoutMessages.includes(error.message)) return error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = databaseUnreachable(inner, depth + 1);
      if (found) return found;
    }
  }
  return databaseUnreachable(error.cause, depth + 1);
}

/** A write the disk had no room for: ENOSPC, or EDQUOT when a quota is reached. */
function storageFull(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") return true;
  return storageFull(error.cause, depth + 1);
}
