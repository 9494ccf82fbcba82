import type { FastifyBaseLogger } from "fastify";
import type { FastifyChildLoggerFactory } from "fastify/types/logger.js";

type Bindings = Parameters<FastifyBaseLogger["child"]>[0];
type ChildOptions = Parameters<FastifyBaseLogger["child"]>[1];
type LogArgs = Parameters<FastifyBaseLogger["info"]>;

/**
 * A request's logger that becomes pino's child logger (with the request id) on
 * its first line. Fastify makes one per request, and building pino's child
 * costs a tenth of answering /api/health, while production logs no line for
 * most requests (decision 021). Methods on the prototype: nothing per request
 * but this object.
 */
class LazyRequestLogger {
  private real?: FastifyBaseLogger;

  constructor(
    private parent: FastifyBaseLogger,
    private bindings: Bindings,
    private options: ChildOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  get level() {
    return this.logger.level;
  }
  set level(level: string) {
    this.logger.level = level;
  }
  info(...args: LogArgs) {
    this.logger.info(...args);
  }
  error(...args: LogArgs) {
    this.logger.error(...args);
  }
  warn(...args: LogArgs) {
    this.logger.warn(...args);
  }
  debug(...args: LogArgs) {
    this.logger.debug(...args);
  }
  trace(...args: LogArgs) {
    this.logger.trace(...args);
  }
  fatal(...args: LogArgs) {
    this.logger.fatal(...args);
  }
  silent(...args: LogArgs) {
    this.logger.silent(...args);
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` option. */
export const lazyRequestLogger: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
