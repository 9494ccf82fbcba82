// The tests' own cluster (tests/support/throwaway-postgres.ts) must survive being
// stopped and started on its fixed port, so tests of a database outage can use it.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startThrowawayPostgres } from "../../tests/support/throwaway-postgres.ts";
import { freePort } from "../platform/http/free-port.ts";
import { openDatabase } from "./client.ts";

describe("the throwaway test cluster", () => {
  it("stops, starts and restarts on its port while the app's pool carries on", {
    timeout: 120_000,
  }, async () => {
    const port = await freePort();
    const cluster = await startThrowawayPostgres({ port });
    try {
      expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${port}/postgres`);
      const database = await openDatabase({ databaseUrl: cluster.url });
      const answer = async () =>
        ((await database.db.execute(sql`select 1 as one`)) as { rows: unknown[] }).rows[0];
      expect(await answer()).toEqual({ one: 1 });

      await cluster.stop();
      await expect(answer()).rejects.toThrow();
      await cluster.start();
      expect(await answer()).toEqual({ one: 1 });

      await cluster.restart();
      expect(await answer()).toEqual({ one: 1 });
      await database.close();
    } finally {
      await cluster.remove();
    }
  });
});
