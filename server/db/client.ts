import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PostgresListener } from "./postgres-listener.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  /** Applies pending migrations; safe to run on every start. */
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
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite: in `dataDir` when
 * given, else in memory (tests). Only one process may open a PGlite folder.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the
    // process; the pool replaces it on the next query.
    pool.on("error", (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listener = new PostgresListener(options.databaseUrl, (line) => console.error(line));
    return {
      db,
      engine: "postgres",
      migrate: () => migratePg(db as never, { migrationsFolder }),
      listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // In process: the connection cannot drop, so there is never a reconnect.
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return () => unsubscribe();
    },
    close: () => client.close(),
  };
}
