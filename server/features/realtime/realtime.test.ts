import { connect } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening, openEventStream, waitFor } from "../../../tests/support/event-stream.ts";
import {
  cityWithMembers,
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { cityChannel } from "../../platform/runtime/live-hub.ts";

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, alice, bob } = await cityWithMembers("miami"));
});
afterAll(() => t.close());

const subscribe = (client: TestClient, city = "miami", app = t.app) =>
  openEventStream(app, { cookie: client.cookieHeader(), city });

describe("live updates", () => {
  it("streams a new post and a reaction to other members", async () => {
    const stream = await subscribe(bob);
    expect(stream.status).toBe(200);
    const { id } = (await alice.post("/api/cities/miami/posts", { content: "Live!" })).json();
    await bob.post(`/api/posts/${id}/reactions`, { type: "haha" });
    await waitFor(() => stream.changes().some((change) => change.type === "reaction.changed"));
    const types = stream.changes().map((change) => `${change.type}:${change.id}`);
    expect(types).toContain(`post.created:${id}`);
    expect(types).toContain(`reaction.changed:${id}`);
    stream.stop();
  });

  it("lets only members of the city subscribe", async () => {
    const outsider = (await signUpVerified(t)).client;
    expect((await subscribe(outsider)).status).toBe(403);
    expect((await subscribe(new TestClient(t.app))).status).toBe(401);
    expect((await subscribe(bob, "cape-town")).status).toBe(403);
  });

  it("coalesces a burst into a few messages, not one per event", async () => {
    const stream = await subscribe(bob);
    const burst = 200;
    // One statement: every notification reaches the app at once, however slow the runner.
    await t.db.execute(sql`select pg_notify(${cityChannel}, json_build_object(
        'city', 'miami', 'type', 'reaction.changed', 'id', 'burst-' || n)::text)
      from generate_series(1, ${burst}) n`);
    const burstChanges = () => stream.changes().filter((change) => change.id.startsWith("burst-"));
    await waitFor(() => burstChanges().length >= burst);
    expect(burstChanges()).toHaveLength(burst);
    // A stream that does not batch sends one message per event.
    expect(stream.messages.length).toBeLessThanOrEqual(burst / 10);
    stream.stop();
  });

  it("reaches members connected to another app instance", async () => {
    const other = await t.secondInstance();
    try {
      const stream = await subscribe(bob, "miami", other.app);
      const { id } = (await alice.post("/api/cities/miami/posts", { content: "Across" })).json();
      await waitFor(() => stream.changes().some((change) => change.id === id));
      stream.stop();
    } finally {
      await other.close();
    }
  });

  it("ends open streams when the app shuts down, so shutting down never waits on them", async () => {
    const closing = await createTestApp();
    const { client } = await signUpAdmin(closing);
    const stream = await openEventStream(closing.app, { cookie: client.cookieHeader() });
    expect(stream.status).toBe(200);
    const closed = closing.close().then(() => "closed");
    const late = new Promise((resolve) => setTimeout(resolve, 5000, "still waiting"));
    expect(await Promise.race([closed, late])).toBe("closed");
    await waitFor(() => stream.ended, 1000);
  });

  it("shuts down without waiting for a connection that never sent a request", async () => {
    // A browser opens connections ahead of need; an HTTP client opens a spare one
    // when it drops a stream. Node's server would wait a minute for each.
    const closing = await createTestApp();
    const address = new URL(await listening(closing.app));
    const idle = connect(Number(address.port), address.hostname);
    await new Promise((resolve) => idle.once("connect", resolve));
    const gone = new Promise((resolve) => idle.once("close", resolve));
    const closed = closing.close().then(() => "closed");
    const late = new Promise((resolve) => setTimeout(resolve, 5000, "still waiting"));
    expect(await Promise.race([closed, late])).toBe("closed");
    await gone;
  });

  it("answers a stream asked in-process, through its response", async () => {
    const { client } = await signUpAdmin(t);
    const response = await t.app.inject({
      method: "HEAD",
      url: "/api/me/live",
      headers: { cookie: client.cookieHeader() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
  });
});
