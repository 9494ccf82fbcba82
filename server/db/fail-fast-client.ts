import pg from "pg";

/**
 * The pool's settings for a database that must answer within `timeoutMs` (issue 27):
 * a free connection within the limit (connectionTimeoutMillis), every statement
 * within it on the client's clock (query_timeout: a frozen server never cancels
 * anything itself) and on the server's (statement_timeout: a slow but living one
 * stops the work), and no transaction left open and idle longer than that
 * (idle_in_transaction_session_timeout: the server rolls back what a stalled
 * request began). Every failure reaches the error handler as a 503.
 */
export function failFastPoolOptions(timeoutMs: number): pg.PoolConfig {
  return {
    Client: FailFastClient,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idle_in_transaction_session_timeout: timeoutMs,
  };
}

/** pg's message when query_timeout passes. */
export const queryTimeoutMessage = "Query read timeout";

type QueryCallback = (error: Error | null, result: unknown) => void;

/**
 * A client that drops its connection when a statement outlives query_timeout.
 * pg only stops waiting: the statement is still running (or frozen) on the
 * connection, which would go back to the pool busy, inside the transaction it
 * began, and the next request's statements would queue behind it and could run
 * in that transaction. Closed instead, the server rolls back whatever the
 * connection left open, the pool replaces it, and the ROLLBACK drizzle sends
 * next fails at once instead of waiting out a second timeout.
 */
class FailFastClient extends pg.Client {
  // pg's query() has a dozen overloads; this only watches the outcome.
  // biome-ignore lint/suspicious/noExplicitAny: passed through to pg unchanged
  override query(...args: any[]): any {
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = ((error, result) => {
        this.dropIfTimedOut(error);
        (last as QueryCallback)(error, result);
      }) satisfies QueryCallback;
      // biome-ignore lint/suspicious/noExplicitAny: as above
      return (super.query as any)(...args);
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const result = (super.query as any)(...args);
    if (result && typeof result.then === "function") {
      // A second listener: the caller still gets the rejection.
      result.then(undefined, (error: unknown) => this.dropIfTimedOut(error));
    }
    return result;
  }

  private dropIfTimedOut(error: unknown) {
    if (error instanceof Error && error.message === queryTimeoutMessage) {
      // The close comes back as the client's "Connection terminated unexpectedly"
      // event, with no pool listener on a checked-out client: unheard, it would end
      // the process. The statements still queued fail with it, which says 503.
      this.once("error", () => {});
      (
        this as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
    }
  }
}
