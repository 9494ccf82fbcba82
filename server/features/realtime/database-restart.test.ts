import { describe, expect, it } from "vitest";
import { openEventStream, waitFor } from "../../../tests/support/event-stream.ts";
import { cityWithMembers, type TestApp } from "../../../tests/support/test-app.ts";
import {
  findPostgresBin,
  startThrowawayPostgres,
} from "../../../tests/support/throwaway-postgres.ts";

// The test stops and starts a PostgreSQL server of its own, so it needs the
// server's binaries (CI installs them); it belongs to the postgres project.
const canRestartPostgres =
  process.env.COASTAL_TEST_ENGINE === "postgres" && findPostgresBin() !== undefined;

describe("a PostgreSQL restart", () => {
  it.runIf(canRestartPostgres)(
    "answers 503 while the database is down, and live streams carry on once it is back",
    async () => {
      const cluster = await startThrowawayPostgres();
      let t: TestApp | undefined;
      try {
        const cast = await cityWithMembers("miami", { serverUrl: cluster.url });
        t = cast.t;
        const { alice, bob } = cast;
        const stream = await openEventStream(t.app, { cookie: bob.cookieHeader() });
        expect(stream.status).toBe(200);

        cluster.stop();
        const feed = await alice.get("/api/cities/miami/posts");
        expect(feed.statusCode).toBe(503);
        expect(feed.headers["retry-after"]).toBe("5");
        expect(feed.json().code).toBe("UNAVAILABLE");
        const ready = await alice.get("/api/health/ready");
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ status: "unavailable", database: "down" });
        // Liveness: the process itself is fine, so nothing should restart it.
        expect((await alice.get("/api/health")).json()).toEqual({ status: "ok" });

        cluster.start();
        // The listener is back (backoff at most 10 s) and tells the stream to catch up.
        await waitFor(() => stream.resyncs > 0, 20_000);
        expect((await alice.get("/api/health/ready")).json()).toEqual({
          status: "ok",
          database: "up",
        });
        const posted = await alice.post("/api/cities/miami/posts", { content: "Back again" });
        expect(posted.statusCode).toBe(201);
        await waitFor(() => stream.events().some((event) => event.id === posted.json().id));
        expect(stream.ended).toBe(false);
        stream.stop();
      } finally {
        await t?.close().catch(() => {});
        cluster.destroy();
      }
    },
    120_000,
  );
});
