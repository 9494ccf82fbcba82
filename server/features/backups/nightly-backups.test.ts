import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { runDueBackup } from "./nightly-backups.ts";

let t: TestApp;
let pools: pg.Pool[];
const dir = mkdtempSync(path.join(tmpdir(), "coastal-nightly-"));
beforeAll(async () => {
  t = await createTestApp();
  pools = [1, 2].map(() => new pg.Pool({ connectionString: t.settings.DATABASE_URL }));
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const night = (day: number, hour = 3) => new Date(2031, 0, day, hour, 5);

describe("nightly backups in BACKUP_DIR", () => {
  it("run once a night across instances and keep the newest BACKUP_KEEP", async () => {
    const storage = createStorage(t.settings);
    // Two instances on one database wake up at the same moment.
    const run = (pool: pg.Pool, now: Date) =>
      runDueBackup({ db: t.db, pool, storage, dir, keep: 2, now });
    const first = await Promise.all(pools.map((pool) => run(pool, night(1))));
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(await run(pools[0] as pg.Pool, night(1, 23))).toBeNull();
    // Before the backup hour nothing is due.
    expect(await run(pools[0] as pg.Pool, night(2, 1))).toBeNull();

    writeFileSync(path.join(dir, "my-own-copy.tar.gz"), "kept");
    for (const day of [2, 3]) expect(await run(pools[1] as pg.Pool, night(day))).toBeTruthy();
    const left = (await readdir(dir)).filter((name) => !name.startsWith("."));
    expect(left).toHaveLength(3);
    expect(left).toContain("my-own-copy.tar.gz");
    expect(left.filter((name) => name.startsWith("coastal-"))).toEqual(
      [night(2), night(3)].map(
        (date) =>
          `coastal-${date
            .toISOString()
            .replace(/\.\d+Z$/, "Z")
            .replaceAll(":", "-")}.tar.gz`,
      ),
    );
  });
});
