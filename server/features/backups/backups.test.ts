// Backups as an operator runs them: the real `npm run backup` and `npm run restore`
// commands against a city members are using (issue 14, decision 024).
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync, statSync, truncateSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createScratchDatabase } from "../../../tests/support/scratch-database.ts";
import { cityWithMembers, type TestApp, type TestClient } from "../../../tests/support/test-app.ts";
import { jpegWithGps, smallPng } from "../../../tests/support/test-images.ts";
import { openDatabase } from "../../db/client.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { ident } from "./manifest.ts";
import { applyMigrations, codeMigrations, migrationLevel } from "./migration-level.ts";
import { restoreBackup } from "./restore-backup.ts";
import { appTables } from "./tables.ts";
import { writeBackup } from "./write-backup.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const slow = { timeout: 180_000 };
let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let source: pg.Pool;
const work = mkdtempSync(path.join(tmpdir(), "coastal-backups-test-"));
// The embedded server's user (postgres, when we run as root) must reach DATA_DIRs in here.
chmodSync(work, 0o755);

beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
  source = quietPool(t.settings.DATABASE_URL);
  await alice.upload("/api/cities/miami/posts", [{ field: "image", body: await jpegWithGps() }], {
    content: "Sunrise over the bay",
  });
  await bob.upload("/api/profile/avatar", [
    { field: "avatar", body: await smallPng(), type: "image/png", name: "me.png" },
  ]);
  const poll = await admin.post("/api/cities/miami/polls", {
    question: "Best beach?",
    options: ["South Beach", "Key Biscayne"],
  });
  const pollId = poll.json().id;
  await alice.post(`/api/polls/${pollId}/votes`, { optionIndex: 0 });
  await bob.post(`/api/polls/${pollId}/votes`, { optionIndex: 1 });
  const post = (await bob.post("/api/cities/miami/posts", { content: "Calm water today" })).json();
  await alice.post(`/api/posts/${post.id}/comments`, { content: "Going at noon" });
}, 120_000);
afterAll(async () => {
  await source.end();
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

function run(script: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", `scripts/${script}.ts`, ...args],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "test",
        BASE_URL: "http://localhost:3000",
        DATABASE_URL: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("exit", (status) => resolve({ status, stdout, stderr })),
  );
}

const sourceEnv = () => ({
  DATABASE_URL: t.settings.DATABASE_URL ?? "",
  DATA_DIR: t.settings.DATA_DIR,
});

async function rowCounts(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    const counts: Record<string, number> = {};
    for (const table of await appTables(client)) {
      const { rows } = await client.query(`select count(*)::int as n from ${ident(table.name)}`);
      counts[table.name] = rows[0].n;
    }
    return counts;
  } finally {
    client.release();
  }
}

async function fileHashes(dir: string) {
  const hashes: Record<string, string> = {};
  for (const name of await readdir(dir).catch(() => [])) {
    hashes[name] = createHash("sha256")
      .update(await readFile(path.join(dir, name)))
      .digest("hex");
  }
  return hashes;
}

/**
 * A pool that survives the server ending its idle connections (a scratch database
 * dropped WITH (FORCE), an embedded server stopping): pg raises that as an
 * 'error' event, which unhandled would end the test process.
 */
function quietPool(url: string | undefined) {
  const pool = new pg.Pool({ connectionString: url });
  pool.on("error", () => {});
  return pool;
}

async function withPool<T>(url: string, use: (pool: pg.Pool) => Promise<T>) {
  const pool = quietPool(url);
  try {
    return await use(pool);
  } finally {
    await pool.end();
  }
}

describe("npm run backup and npm run restore", () => {
  it(
    "restore a filled city into a fresh data directory with every row and every photo",
    slow,
    async () => {
      const archive = path.join(work, "city.tar.gz");
      const backup = await run("backup", [archive], sourceEnv());
      expect(backup.stderr).toBe("");
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(/^Backed up \d+ rows in \d+ tables and \d+ files to /);

      // Restored with the embedded server, into a DATA_DIR that has never held anything.
      const dataDir = path.join(work, "fresh");
      const restore = await run("restore", [archive], { DATA_DIR: dataDir });
      expect(restore.stderr).toBe("");
      expect(restore.status).toBe(0);

      const restored = await openDatabase({ embedded: { dataDir, share: true } });
      try {
        expect(await rowCounts(restored.pool)).toEqual(await rowCounts(source));
        expect(await fileHashes(path.join(dataDir, "uploads"))).toEqual(
          await fileHashes(path.join(t.settings.DATA_DIR, "uploads")),
        );
        // New rows still get fresh ids after the copied ones.
        const client = await restored.pool.connect();
        const level = await migrationLevel(client);
        client.release();
        expect(level.count).toBe(codeMigrations().length);
      } finally {
        await restored.close();
      }
    },
  );

  it("take a consistent snapshot while members keep posting", slow, async () => {
    const archive = path.join(work, "busy.tar.gz");
    let posting = true;
    const posted = (async () => {
      let count = 0;
      while (posting) {
        await alice.upload(
          "/api/cities/miami/posts",
          [{ field: "image", body: await smallPng(20 + count, 20), type: "image/png" }],
          { content: `Live post ${count++}` },
        );
      }
      return count;
    })();
    const backup = await run("backup", [archive], sourceEnv());
    posting = false;
    expect(await posted).toBeGreaterThan(0);
    expect(backup.status).toBe(0);

    const postsNow = (await rowCounts(source)).posts ?? 0;
    const target = await createScratchDatabase(inject("databaseServerUrl"), "coastal_restore");
    const dataDir = path.join(work, "busy-restore");
    try {
      const restore = await run("restore", [archive], {
        DATABASE_URL: target.url,
        DATA_DIR: dataDir,
      });
      expect(restore.stderr).toBe("");
      expect(restore.status).toBe(0);
      await withPool(target.url, async (pool) => {
        const { rows } = await pool.query<{ image_key: string | null }>(
          "select (select image_key from post_photos pp where pp.post_id = p.id and pp.position = 0) as image_key from posts p",
        );
        expect(rows.length).toBeLessThanOrEqual(postsNow);
        // Every photo a restored post shows is there, byte for byte as in the source.
        const restoredFiles = await fileHashes(path.join(dataDir, "uploads"));
        const sourceFiles = await fileHashes(path.join(t.settings.DATA_DIR, "uploads"));
        for (const { image_key: key } of rows) {
          if (key) expect(restoredFiles[key]).toBe(sourceFiles[key]);
        }
      });
    } finally {
      await target.drop();
    }
  });
});

describe("a restore that must not happen", () => {
  it("refuse a truncated archive with one sentence and write nothing", slow, async () => {
    const archive = path.join(work, "cut.tar.gz");
    expect((await run("backup", [archive], sourceEnv())).status).toBe(0);
    truncateSync(archive, Math.floor(statSync(archive).size / 2));
    const target = await createScratchDatabase(inject("databaseServerUrl"), "coastal_restore");
    const dataDir = path.join(work, "cut-restore");
    try {
      const restore = await run("restore", [archive], {
        DATABASE_URL: target.url,
        DATA_DIR: dataDir,
      });
      expect(restore.status).toBe(1);
      expect(restore.stderr.trim().split("\n")).toHaveLength(1);
      expect(restore.stderr).toContain("is not a complete Coastal backup");
      expect(restore.stderr).toContain("Nothing was restored.");
      await withPool(target.url, async (pool) => {
        const { rows } = await pool.query(
          "select tablename from pg_tables where schemaname in ('public', 'drizzle')",
        );
        expect(rows).toEqual([]);
      });
      expect(await readdir(path.join(dataDir, "uploads")).catch(() => [])).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it("refuse a database that holds data unless --force, then replace it", async () => {
    const archive = path.join(work, "direct.tar.gz");
    const storage = createStorage(t.settings);
    await writeBackup({ pool: source, storage, file: archive });
    const target = await createScratchDatabase(inject("databaseServerUrl"), "coastal_restore");
    const targetStorage = createStorage({ ...t.settings, DATA_DIR: path.join(work, "forced") });
    try {
      await withPool(target.url, async (pool) => {
        const client = await pool.connect();
        await applyMigrations(client, codeMigrations());
        await client.query(
          "insert into cities (slug, name, time_zone, tagline) values ('hobart', 'Hobart', 'Australia/Hobart', 'x')",
        );
        client.release();
        const options = { pool, storage: targetStorage, file: archive };
        await expect(restoreBackup({ ...options, force: false })).rejects.toThrow(
          "The target database already holds data (table cities has rows). Restore into an empty DATA_DIR or database, or add --force to replace everything in it. Nothing was restored.",
        );
        await restoreBackup({ ...options, force: true });
        expect(await rowCounts(pool)).toEqual(await rowCounts(source));
      });
    } finally {
      await target.drop();
    }
  });

  it("migrate a backup from an older version forward", async () => {
    const migrations = codeMigrations();
    const old = await createScratchDatabase(inject("databaseServerUrl"), "coastal_old");
    const target = await createScratchDatabase(inject("databaseServerUrl"), "coastal_restore");
    const storage = createStorage({ ...t.settings, DATA_DIR: path.join(work, "old") });
    const archive = path.join(work, "old.tar.gz");
    try {
      await withPool(old.url, async (pool) => {
        const client = await pool.connect();
        // A database as the first release left it: only the first migration.
        await applyMigrations(client, migrations.slice(0, 1));
        await client.query(
          "insert into cities (slug, name, time_zone, tagline) values ('hobart', 'Hobart', 'Australia/Hobart', 'x')",
        );
        client.release();
        const manifest = await writeBackup({ pool, storage, file: archive });
        expect(manifest.migration.count).toBe(1);
      });
      await withPool(target.url, async (pool) => {
        await restoreBackup({ pool, storage, file: archive, force: false });
        const client = await pool.connect();
        expect((await migrationLevel(client)).count).toBe(migrations.length);
        expect((await client.query("select slug from cities")).rows).toEqual([{ slug: "hobart" }]);
        client.release();
      });
    } finally {
      await old.drop();
      await target.drop();
    }
  });
});
