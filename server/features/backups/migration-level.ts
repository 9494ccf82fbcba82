import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import { migrationsFolder } from "../../db/client.ts";

// The migration level of a database is the last row drizzle's migrator wrote in
// drizzle.__drizzle_migrations; its created_at is the migration's journal time.

export type MigrationLevel = { count: number; lastCreatedAt: number | null };

export const codeMigrations = () => readMigrationFiles({ migrationsFolder });

export async function migrationLevel(client: pg.ClientBase): Promise<MigrationLevel> {
  const exists = await client.query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!exists.rows[0]?.present) return { count: 0, lastCreatedAt: null };
  const { rows } = await client.query(
    "select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations",
  );
  return {
    count: rows[0].count,
    lastCreatedAt: rows[0].last === null ? null : Number(rows[0].last),
  };
}

/**
 * Applies migrations the way drizzle's migrator does (same statements, same
 * bookkeeping rows) but on a client already inside the caller's transaction, so a
 * restore's schema, rows and forward migrations commit or roll back together.
 */
export async function applyMigrations(
  client: pg.ClientBase,
  migrations: ReturnType<typeof codeMigrations>,
) {
  await client.query("create schema if not exists drizzle");
  await client.query(
    "create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await client.query(statement);
    }
    await client.query(
      "insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)",
      [migration.hash, migration.folderMillis],
    );
  }
}
