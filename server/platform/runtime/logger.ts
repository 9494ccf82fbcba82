import type { FastifyRequest } from "fastify";
import { type Logger, pino } from "pino";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's log (server/platform/runtime/logger.ts); Fastify's own `log` is off. */
    logger: Logger;
  }
}

/**
 * The app's log: pino JSON lines on stdout, or on a test's stream, silent when off.
 * It is ours rather than Fastify's because a Fastify logger costs every request two
 * clocks and two listeners on the response, even when no line is written: a sixth of
 * the cheapest route's time (decision 038). Production writes start-up, warnings,
 * errors and the auth events; put access logs on the proxy.
 */
export function createLogger(options: { enabled: boolean; stream?: NodeJS.WritableStream }) {
  if (options.stream) return pino({ level: "info" }, options.stream);
  return pino({ level: options.enabled ? "info" : "silent" });
}

/** A request's lines carry its id; the child logger is made only when a line is written. */
export const requestLog = (request: FastifyRequest): Logger =>
  request.server.logger.child({ reqId: request.id });
