import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../tests/support/scratch-database.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from "../../tests/support/test-app.ts";
import {
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from "../../tests/support/throwaway-postgres.ts";
import { databaseUnreachable } from "../platform/http/error-handler.ts";
import { openDatabase } from "./client.ts";

const limitMs = 1500;
// Scheduling on a shared machine, and pg's timers starting a little after ours.
const marginMs = 1500;

// Issue 27: with the database frozen, a write in flight hung for as long as the freeze.
describe("a database that stops answering", () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  }, 60_000);
  afterAll(() => cluster?.remove());

  it("answers 503 with Retry-After within DB_TIMEOUT_MS, keeps nothing half-written, and serves again once it answers", async () => {
    let t: TestApp | undefined;
    try {
      t = await createTestApp(
        { AUTH_RATE_LIMIT: "false", DB_TIMEOUT_MS: String(limitMs) },
        { serverUrl: cluster.url },
      );
      const admin = (await signUpAdmin(t)).client;
      const alice = (await signUpMember(t, admin, "miami")).client;
      expect((await alice.post("/api/cities/miami/posts", { content: "Before" })).statusCode).toBe(
        201,
      );

      cluster.freeze();
      const began = performance.now();
      // More requests than the pool has connections: some wait for one, the
      // others wait on a frozen statement.
      const inFlight = [
        ...Array.from({ length: 4 }, (_, i) =>
          alice.post("/api/cities/miami/posts", { content: `During the freeze ${i}` }),
        ),
        ...Array.from({ length: 4 }, () => alice.get("/api/cities/miami/posts")),
        alice.get("/api/cities"),
        alice.get("/api/me"),
      ].map((request) => request.then((response) => ({ response, ms: performance.now() - began })));
      let deadline: NodeJS.Timeout | undefined;
      const answers = await Promise.race([
        Promise.all(inFlight),
        new Promise<"too late">((resolve) => {
          deadline = setTimeout(() => resolve("too late"), limitMs + marginMs);
        }),
      ]).finally(() => {
        clearTimeout(deadline);
        cluster.thaw();
      });

      expect(answers).not.toBe("too late");
      for (const { response, ms } of answers as Awaited<(typeof inFlight)[number]>[]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("5");
        expect(response.json()).toEqual({
          code: "UNAVAILABLE",
          message: "Coastal is briefly unavailable. Please try again in a few seconds.",
        });
        expect(ms).toBeLessThan(limitMs + marginMs);
      }

      // Answering again: the next request is served, and no transaction a frozen
      // request began is still open on the server.
      const after = await alice.post("/api/cities/miami/posts", { content: "After" });
      expect(after.statusCode).toBe(201);
      const feed = await alice.get("/api/cities/miami/posts");
      const contents = feed.json().items.map((post: { content: string }) => post.content);
      expect(contents).toEqual(["After", "Before"]);
      const open = await t.db.$client.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
      );
      expect(open.rows[0].n).toBe(0);
    } finally {
      cluster.thaw();
      await t?.close().catch(() => {});
    }
  }, 120_000);

  it("drops a connection whose statement outlived the limit, so its transaction never commits and the pool goes on without it", async () => {
    const scratch = await createScratchDatabase(cluster.url, "coastal_stall");
    const database = await openDatabase({ databaseUrl: scratch.url, timeoutMs: limitMs });
    try {
      await database.db.execute(sql`create table marks (n int)`);
      const began = { at: 0 };
      const outcome = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into marks values (1)`);
          cluster.freeze();
          began.at = performance.now();
          await tx.execute(sql`insert into marks values (2)`);
        })
        .then(
          () => "committed",
          (error: unknown) => error,
        )
        .finally(() => cluster.thaw());
      // One limit, not two: the ROLLBACK does not wait out a timeout of its own.
      expect(performance.now() - began.at).toBeLessThan(limitMs * 1.6);
      expect(databaseUnreachable(outcome)).not.toBeNull();

      // Every connection the pool hands out now is outside that transaction, and
      // neither row was ever committed.
      const counts = await Promise.all(
        Array.from({ length: 8 }, () =>
          database.pool.query<{ n: number }>("select count(*)::int as n from marks"),
        ),
      );
      expect(counts.map((result) => result.rows[0]?.n)).toEqual(Array(8).fill(0));
      const open = await database.pool.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
      );
      expect(open.rows[0]?.n).toBe(0);
    } finally {
      cluster.thaw();
      await database.close();
      await scratch.drop();
    }
  }, 60_000);
});
