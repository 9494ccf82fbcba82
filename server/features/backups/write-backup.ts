import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { create as createTar } from "tar";
import { appVersion } from "../../platform/config/app-version.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { ident, type Manifest, tableFile, uploadFile } from "./manifest.ts";
import { migrationLevel } from "./migration-level.ts";
import { appTables } from "./tables.ts";

/**
 * Writes one archive (a gzipped tar) of the whole community: every table as
 * PostgreSQL COPY text, every uploaded file, and manifest.json with the app
 * version, migration level, row counts and a SHA-256 per file (decision 024).
 * The tables come from one REPEATABLE READ snapshot, so the app keeps running and
 * the rows agree with each other; files are copied after it, so every photo the
 * rows name is there. The archive appears under its name only once complete.
 */
export async function writeBackup(options: {
  pool: pg.Pool;
  storage: Storage;
  file: string;
}): Promise<Manifest> {
  const target = path.resolve(options.file);
  await mkdir(path.dirname(target), { recursive: true });
  // Staged beside the archive (same disk), as a dot-folder nightly pruning ignores.
  const staging = await mkdtemp(path.join(path.dirname(target), ".coastal-backup-"));
  try {
    await mkdir(path.join(staging, "db"));
    await mkdir(path.join(staging, "uploads"));
    const client = await options.pool.connect();
    let snapshot: Pick<Manifest, "migration" | "tables">;
    try {
      await client.query("begin isolation level repeatable read read only");
      const tables = [];
      for (const table of await appTables(client)) {
        const file = tableFile(table.name);
        const copy = client.query(
          copyTo(`copy ${ident(table.name)} (${table.columns.map(ident).join(", ")}) to stdout`),
        );
        const written = await writeHashed(copy, path.join(staging, file));
        tables.push({ ...table, rows: copy.rowCount, file, ...written });
      }
      snapshot = { migration: await migrationLevel(client), tables };
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }

    const files = [];
    for (const key of await options.storage.list()) {
      const stored = await options.storage.get(key);
      // Deleted since it was listed: nothing in the snapshot can need it.
      if (!stored) continue;
      const file = uploadFile(key);
      const body = Buffer.isBuffer(stored.body) ? Readable.from([stored.body]) : stored.body;
      files.push({ key, file, ...(await writeHashed(body, path.join(staging, file))) });
    }

    const manifest: Manifest = {
      format: "coastal-backup",
      formatVersion: 1,
      appVersion,
      createdAt: new Date().toISOString(),
      storage: options.storage.driver,
      ...snapshot,
      files,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = path.join(staging, "archive.partial");
    await createTar({ gzip: true, portable: true, cwd: staging, file: partial }, [
      "manifest.json",
      "db",
      "uploads",
    ]);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function writeHashed(source: NodeJS.ReadableStream, file: string) {
  const hash = createHash("sha256");
  let bytes = 0;
  await pipeline(
    source,
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    }),
    createWriteStream(file, { flags: "wx" }),
  );
  return { bytes, sha256: hash.digest("hex") };
}
