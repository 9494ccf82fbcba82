import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CityEvent } from "../../../contracts/realtime.ts";
import {
  cityWithMembers,
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

const addresses = new Map<FastifyInstance, string>();
const listening = async (app: FastifyInstance) => {
  const known = addresses.get(app);
  if (known) return known;
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  addresses.set(app, address);
  return address;
};

/** Opens the city's event stream over real HTTP and collects its messages. */
async function subscribe(app: FastifyInstance, client: TestClient, city = "miami") {
  const address = await listening(app);
  const controller = new AbortController();
  const response = await fetch(`${address}/api/cities/${city}/events`, {
    headers: { cookie: client.cookieHeader() },
    signal: controller.signal,
  });
  const messages: CityEvent[][] = [];
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          const blocks = buffer.split("\n\n");
          buffer = blocks.pop() ?? "";
          for (const block of blocks) {
            const data = block.split("\n").find((line) => line.startsWith("data: "));
            if (data) messages.push(JSON.parse(data.slice(6)).events);
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return { status: response.status, messages, stop: () => controller.abort() };
}

const waitFor = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out waiting for events");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe("live updates", () => {
  it("streams a new post and a reaction to other members", async () => {
    const stream = await subscribe(t.app, bob);
    expect(stream.status).toBe(200);
    const { id } = (await alice.post("/api/cities/miami/posts", { content: "Live!" })).json();
    await bob.post(`/api/posts/${id}/reactions`, { type: "haha" });
    await waitFor(() => stream.messages.flat().some((e) => e.type === "reaction.changed"));
    const types = stream.messages.flat().map((e) => `${e.type}:${e.id}`);
    expect(types).toContain(`post.created:${id}`);
    expect(types).toContain(`reaction.changed:${id}`);
    stream.stop();
  });

  it("lets only members of the city subscribe", async () => {
    const outsider = (await signUpVerified(t)).client;
    expect((await subscribe(t.app, outsider)).status).toBe(403);
    expect((await subscribe(t.app, new TestClient(t.app))).status).toBe(401);
    expect((await subscribe(t.app, bob, "cape-town")).status).toBe(403);
  });

  it("coalesces bursts to at most 10 messages a second", async () => {
    const stream = await subscribe(t.app, bob);
    const { id } = (await alice.post("/api/cities/miami/posts", { content: "Burst" })).json();
    const started = Date.now();
    for (let i = 0; i < 40; i++) {
      await alice.post(`/api/posts/${id}/reactions`, { type: i % 2 ? "like" : "love" });
    }
    await waitFor(
      () => stream.messages.flat().filter((e) => e.type === "reaction.changed").length >= 40,
    );
    const seconds = Math.max(1, (Date.now() - started) / 1000);
    expect(stream.messages.length).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 1);
    stream.stop();
  });

  it("reaches members connected to another app instance", async () => {
    const other = await t.secondInstance();
    try {
      const stream = await subscribe(other.app, bob);
      const { id } = (await alice.post("/api/cities/miami/posts", { content: "Across" })).json();
      await waitFor(() => stream.messages.flat().some((e) => e.id === id));
      stream.stop();
    } finally {
      await other.close();
    }
  });
});
