import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEventStream, waitFor } from "../../../tests/support/event-stream.ts";
import {
  cityWithMembers,
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

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
    await waitFor(() => stream.events().some((e) => e.type === "reaction.changed"));
    const types = stream.events().map((e) => `${e.type}:${e.id}`);
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

  it("coalesces bursts to at most 10 messages a second", async () => {
    const stream = await subscribe(bob);
    const { id } = (await alice.post("/api/cities/miami/posts", { content: "Burst" })).json();
    const started = Date.now();
    for (let i = 0; i < 40; i++) {
      await alice.post(`/api/posts/${id}/reactions`, { type: i % 2 ? "like" : "love" });
    }
    await waitFor(() => stream.events().filter((e) => e.type === "reaction.changed").length >= 40);
    const seconds = Math.max(1, (Date.now() - started) / 1000);
    expect(stream.messages.length).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 1);
    stream.stop();
  });

  it("reaches members connected to another app instance", async () => {
    const other = await t.secondInstance();
    try {
      const stream = await subscribe(bob, "miami", other.app);
      const { id } = (await alice.post("/api/cities/miami/posts", { content: "Across" })).json();
      await waitFor(() => stream.events().some((e) => e.id === id));
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
});
