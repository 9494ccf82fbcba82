import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { type EmbeddedPostgresOptions, openEmbeddedPostgres } from "./embedded-postgres.ts";
import { failFastPoolOptions } from "./fail-fast-client.ts";
import { PostgresListener } from "./postgres-listener.ts";
import * as schema from "./schema.ts";

// `$client`: the pool, for the few statements drizzle cannot name (features/posts/feed-page.ts).
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle inside `db.transaction(async (tx) => ...)`: the same queries, one connection. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  /** The pool under `db`, for what drizzle cannot do (pool metrics, advisory locks). */
  pool: pg.Pool;
  /**
   * Connections without the request timeouts, for work that may rightly take longer
   * than a request may wait (the nightly backup's COPY). Opens none until used.
   */
  patientPool: pg.Pool;
  /** True on the embedded server in DATA_DIR/db, false on the server of DATABASE_URL. */
  embedded: boolean;
  /**
   * Applies pending migrations; safe to run on every start, and on several instances
   * at once: one migrates while the others wait, then find nothing to do.
   */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel; every instance sharing the database hears every NOTIFY
   * (realtime fan-out, product decision 2). `onReconnect` runs after a lost
   * connection is back, since NOTIFYs sent meanwhile are gone. Returns a function
   * that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Closes the connections, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "migrations",
);

/**
 * The PostgreSQL server of `databaseUrl` when given, else the embedded one on
 * `embedded.dataDir/db` (decision 017), started here or shared with another process.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  embedded?: { dataDir: string } & EmbeddedPostgresOptions;
  /**
   * The app's DB_TIMEOUT_MS: a statement, a free connection or an idle transaction
   * that takes longer fails (a 503) instead of holding its request. Without it, no
   * limit (the operators' commands, whose work may be long).
   */
  timeoutMs?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    return connect(options.databaseUrl, false, async () => {}, options.timeoutMs);
  }
  if (!options.embedded) throw new Error("openDatabase needs a databaseUrl or an embedded dataDir");
  const server = await openEmbeddedPostgres(options.embedded.dataDir, options.embedded);
  return connect(server.url, true, () => server.stop(), options.timeoutMs);
}

// PostgreSQL runs a process per connection and most answers here take a
// millisecond: connections beyond twice the cores only queue on the CPUs
// instead of in the pool (decision 021).
const poolSize = Math.max(4, 2 * availableParallelism());

function connect(
  url: string,
  embedded: boolean,
  stopServer: () => Promise<void>,
  timeoutMs: number | undefined,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Only the named statements (the feed) are cached plans. Planning the feed page
    // costs more than running it, and PostgreSQL kept re-planning it per call; its
    // generic plan is the same index walk (decision 021).
    options: "-c plan_cache_mode=force_generic_plan",
    ...(timeoutMs ? failFastPoolOptions(timeoutMs) : {}),
  });
  const patientPool = new pg.Pool({ connectionString: url, max: 2 });
  // An idle connection the server drops (restart, failover) must not crash the
  // process; the pool replaces it on the next query.
  // Once close() began, a connection still saying goodbye when the embedded server
  // stops hears "terminating connection": that is our own shutdown, not news.
  let closing = false;
  const onLost = (error: Error) => {
    if (!closing) console.error(`database connection lost: ${error.message}`);
  };
  pool.on("error", onLost);
  patientPool.on("error", onLost);
  const db: Db = drizzle(pool, { schema });
  // One LISTEN connection, outside the pool, that reconnects by itself (decision 014).
  const listener = new PostgresListener(url, (line) => console.error(line));
  return {
    db,
    pool,
    patientPool,
    embedded,
    migrate: () => migrateUnderLock(url),
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
    async close() {
      closing = true;
      await listener.close();
      await pool.end();
      await patientPool.end();
      await stopServer();
    },
  };
}

/** Any number, the same in every instance: the advisory lock migrations run under. */
const migrationLock = 27_005;

/**
 * drizzle's migrate on a connection of its own that holds a session advisory lock
 * throughout: instances starting together on one database took turns creating the
 * same schema and tables and one failed (a duplicate pg_type row). The next one in
 * waits for the lock, then reads the journal the first one wrote and has nothing
 * to do. The lock goes with the connection, also when a migrating process dies.
 */
async function migrateUnderLock(url: string) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // the failed query says what went wrong
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLock]);
    await migrate(drizzle(client) as never, { migrationsFolder });
  } finally {
    await client.end();
  }
}
