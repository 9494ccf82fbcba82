import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { launchCities } from "../../db/seed.ts";
import { contentTypeOf, type Storage } from "../../platform/storage/storage.ts";
import { ident, type Manifest, tableFile, uploadFile } from "./manifest.ts";
import { applyMigrations, codeMigrations } from "./migration-level.ts";
import { BackupArchiveError, readArchive } from "./read-archive.ts";
import { appTables, resetSequences } from "./tables.ts";

/**
 * Puts a backup back (decision 024): checks the whole archive first, then in ONE
 * transaction clears the (empty, or with `force` replaced) database, builds the
 * schema at the archive's migration level, loads every table, resets sequences,
 * copies the files back, and migrates forward to this version. Any failure rolls
 * all of it back, so a database is never left half-restored.
 */
export async function restoreBackup(options: {
  pool: pg.Pool;
  storage: Storage;
  file: string;
  force: boolean;
}): Promise<Manifest> {
  const unpacked = await mkdtemp(path.join(tmpdir(), "coastal-restore-"));
  try {
    const manifest = await readArchive(path.resolve(options.file), unpacked);
    const migrations = codeMigrations();
    const level = manifest.migration.lastCreatedAt;
    const upTo =
      level === null
        ? 0
        : migrations.findIndex((migration) => migration.folderMillis === level) + 1;
    if (level !== null && upTo === 0) {
      throw new BackupArchiveError(
        `${options.file} was made by Coastal ${manifest.appVersion}, whose database is newer than this version knows. Upgrade Coastal, then restore. Nothing was restored.`,
      );
    }

    const client = await options.pool.connect();
    try {
      await client.query("begin");
      if (!options.force) await refuseUnlessEmpty(client);
      await dropAppSchema(client);
      await applyMigrations(client, migrations.slice(0, upTo));
      const tables = new Map((await appTables(client)).map((table) => [table.name, table]));
      for (const table of manifest.tables) {
        if (!tables.has(table.name)) {
          throw new BackupArchiveError(
            `${options.file} has a table ${table.name} that its migration level does not make. Nothing was restored.`,
          );
        }
        const copy = client.query(
          copyFrom(`copy ${ident(table.name)} (${table.columns.map(ident).join(", ")}) from stdin`),
        );
        await pipeline(createReadStream(path.join(unpacked, tableFile(table.name))), copy);
        if (copy.rowCount !== table.rows) {
          throw new BackupArchiveError(
            `${table.name} loaded ${copy.rowCount} rows where the manifest says ${table.rows}. Nothing was restored.`,
          );
        }
      }
      await resetSequences(client);
      await applyMigrations(client, migrations.slice(upTo));
      // Files go in before the commit: rows never name a photo that is not there.
      for (const entry of manifest.files) {
        const body = await readFile(path.join(unpacked, uploadFile(entry.key)));
        await options.storage.put(entry.key, body, contentTypeOf(entry.key));
      }
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
    return manifest;
  } finally {
    // tar may still be closing files after a damaged archive failed; retries wait for it.
    await rm(unpacked, { recursive: true, force: true, maxRetries: 10 }).catch(() => {});
  }
}

/**
 * Empty means nothing anyone wrote: no rows anywhere but the launch cities that
 * every start seeds (so a data directory Coastal started on once still counts).
 */
async function refuseUnlessEmpty(client: pg.ClientBase) {
  const launchSlugs = new Set(launchCities.map((city) => city.slug));
  for (const table of await appTables(client)) {
    if (table.name === "cities") {
      const { rows } = await client.query<{ slug: string }>("select slug from cities");
      if (rows.every((row) => launchSlugs.has(row.slug))) continue;
    } else {
      const { rows } = await client.query(`select 1 from ${ident(table.name)} limit 1`);
      if (rows.length === 0) continue;
    }
    throw new BackupArchiveError(
      `The target database already holds data (table ${table.name} has rows). Restore into an empty DATA_DIR or database, or add --force to replace everything in it. Nothing was restored.`,
    );
  }
}

/** Removes the app's tables, enum types and migration record; the schema itself stays. */
async function dropAppSchema(client: pg.ClientBase) {
  const tables = await client.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public'",
  );
  if (tables.rows.length > 0) {
    await client.query(
      `drop table ${tables.rows.map((row) => ident(row.tablename)).join(", ")} cascade`,
    );
  }
  const types = await client.query<{ typname: string }>(
    "select typname from pg_type where typnamespace = 'public'::regnamespace and typtype = 'e'",
  );
  for (const row of types.rows) await client.query(`drop type ${ident(row.typname)} cascade`);
  await client.query("drop table if exists drizzle.__drizzle_migrations");
}
