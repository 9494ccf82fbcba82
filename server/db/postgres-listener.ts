import pg from "pg";

export const listenerBackoff = { firstMs: 500, maxMs: 10_000 } as const;

type Channel = { onPayload: Set<(payload: string) => void>; onReconnect: Set<() => void> };

/**
 * One connection, outside the pool, that holds every LISTEN of an app instance.
 * When PostgreSQL restarts or the connection drops, it reconnects with backoff
 * (0.5 s doubling to 10 s) and LISTENs again. NOTIFYs sent while it was away are
 * lost, so `onReconnect` callbacks run once it hears again, for callers to catch up.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private channels = new Map<string, Channel>();
  private retryTimer: NodeJS.Timeout | null = null;
  private delayMs: number = listenerBackoff.firstMs;
  private closed = false;
  // LISTEN and UNLISTEN take turns on the one client: pg deprecates a query sent
  // while another is running, and two first listens at once must not connect twice.
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private connectionString: string,
    private log: (message: string) => void,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) {
    const known = this.channels.get(channel);
    const entry = known ?? { onPayload: new Set(), onReconnect: new Set() };
    this.channels.set(channel, entry);
    entry.onPayload.add(onPayload);
    if (onReconnect) entry.onReconnect.add(onReconnect);
    await this.inTurn(async () => {
      if (!this.client && !this.retryTimer && !this.closed) {
        // The first connection fails loudly: an app must not start deaf.
        this.client = await this.connect();
      } else if (this.client && !known) {
        await this.client.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
    });
    return async () => {
      entry.onPayload.delete(onPayload);
      if (onReconnect) entry.onReconnect.delete(onReconnect);
      if (entry.onPayload.size > 0) return;
      this.channels.delete(channel);
      await this.inTurn(async () => {
        await this.client?.query(`UNLISTEN ${quoteIdentifier(channel)}`);
      }).catch(() => {});
    };
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => {});
    return run;
  }

  async close() {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      // A retry must not hang on a host that does not answer, and a connection
      // silently cut (a failover without a goodbye) must show within minutes.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // Both fire when the server goes away; whichever comes first starts the retry.
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    client.on("notification", (message) => {
      if (!message.payload) return;
      for (const onPayload of this.channels.get(message.channel)?.onPayload ?? []) {
        onPayload(message.payload);
      }
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) {
        await client.query(`LISTEN ${quoteIdentifier(channel)}`);
      }
    } catch (error) {
      client.removeAllListeners();
      client.on("error", () => {}); // an unheard "error" would crash the process
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  private lost(client: pg.Client) {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.removeAllListeners();
    client.on("error", () => {}); // an unheard "error" would crash the process
    client.end().catch(() => {});
    this.log("live updates: lost the LISTEN connection to PostgreSQL; reconnecting");
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, listenerBackoff.maxMs);
    this.retryTimer = setTimeout(async () => {
      try {
        const client = await this.connect();
        this.retryTimer = null;
        if (this.closed) {
          await client.end().catch(() => {});
          return;
        }
        this.client = client;
        this.delayMs = listenerBackoff.firstMs;
        this.log("live updates: LISTEN connection to PostgreSQL is back");
        for (const entry of this.channels.values()) {
          for (const onReconnect of entry.onReconnect) onReconnect();
        }
      } catch {
        this.retryTimer = null;
        this.scheduleReconnect();
      }
    }, delay);
    // A pending retry must not keep a stopping process alive.
    this.retryTimer.unref();
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
