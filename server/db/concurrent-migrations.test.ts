import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { type AppProcess, startAppProcess } from "../../tests/support/app-process.ts";
import { createScratchDatabase } from "../../tests/support/scratch-database.ts";
import { freePort } from "../platform/http/free-port.ts";
import { migrationsFolder, openDatabase } from "./client.ts";

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
);
const allMigrations: number = journal.entries.length;

/** A database migrated to one migration before the newest, as an install before an upgrade. */
async function oneUpgradeBehind(url: string) {
  const folder = mkdtempSync(path.join(tmpdir(), "coastal-migrations-"));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const older = { ...journal, entries: journal.entries.slice(0, -1) };
    writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(older));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await migrate(drizzle(client) as never, { migrationsFolder: folder });
    } finally {
      await client.end();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from drizzle.__drizzle_migrations",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

// Issue 27: instances started together on a fresh database took turns creating the
// same tables, and one exited with a duplicate key in pg_type.
describe("several instances migrating one database at once", () => {
  for (const start of ["empty", "one upgrade behind"] as const) {
    it(`all migrate, once, on a database ${start}`, async () => {
      const scratch = await createScratchDatabase(inject("databaseServerUrl"), "coastal_migrate");
      const databases = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })),
      );
      try {
        if (start !== "empty") await oneUpgradeBehind(scratch.url);
        const outcomes = await Promise.allSettled(databases.map((database) => database.migrate()));
        expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(3).fill("fulfilled"));
        expect(await appliedMigrations(scratch.url)).toBe(allMigrations);
      } finally {
        await Promise.all(databases.map((database) => database.close()));
        await scratch.drop();
      }
    }, 60_000);
  }

  // The real start path, as `npm start` runs it: three processes, each loading the
  // whole app, on a machine running other tests, so it may take a few minutes.
  it("three app servers started together on an empty database all serve", async () => {
    const scratch = await createScratchDatabase(inject("databaseServerUrl"), "coastal_start");
    const dataDirs: string[] = [];
    const instances: AppProcess[] = [];
    try {
      const ports = await Promise.all([1, 2, 3].map(() => freePort()));
      for (const port of ports) {
        const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-instance-"));
        dataDirs.push(dataDir);
        instances.push(
          startAppProcess({
            DATABASE_URL: scratch.url,
            PORT: String(port),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            AUTH_SECRET: randomBytes(32).toString("hex"),
            SEED_DEMO: "false",
            EMAIL_JOBS: "false",
          }),
        );
      }
      await Promise.all(instances.map((instance) => instance.listening));
      for (const port of ports) {
        const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
        expect(ready.status).toBe(200);
        const cities = await fetch(`http://127.0.0.1:${port}/api/cities`);
        expect(cities.status).toBe(200);
        const { cities: listed } = (await cities.json()) as { cities: { slug: string }[] };
        expect(listed.map((city) => city.slug)).toEqual(["gold-coast", "miami", "cape-town"]);
      }
      expect(await appliedMigrations(scratch.url)).toBe(allMigrations);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    }
  }, 300_000);
});
