import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening, waitFor } from "../../../tests/support/event-stream.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";

// Messages across two app instances (issue 32): what is sent on A reaches B's open
// stream, and an item marked sold twice, on both instances, tells each enquirer once.
let t: TestApp;
let other: Awaited<ReturnType<TestApp["secondInstance"]>>;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
  admin = (await signUpAdmin(t)).client;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;

/** The user's own stream on `app`, read as raw SSE text. */
async function rawStream(app: TestApp["app"], cookie: string) {
  const address = await listening(app);
  const controller = new AbortController();
  const response = await fetch(`${address}/api/me/live`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const stream = { status: response.status, text: "", stop: () => controller.abort() };
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const read = await reader?.read();
        if (!read || read.done) break;
        stream.text += read.value;
      }
    } catch {
      // stopped
    }
  })();
  return stream;
}

/** The `data` of each `event: <name>` the stream carried. */
const eventsNamed = (text: string, name: string) =>
  text
    .split("\n\n")
    .filter((block) => block.includes(`event: ${name}\n`))
    .map((block) => JSON.parse(block.split("data: ")[1] ?? "{}"));

describe("messages on two instances", () => {
  it("a message sent on A arrives live on the recipient's stream on B, and so does their read marker on A", async () => {
    const ana = (await signUpMember(t, admin)).client;
    const ben = (await signUpMember(t, admin)).client;
    const benStream = await rawStream(other.app, ben.cookieHeader());
    const anaStream = await rawStream(other.app, ana.cookieHeader());
    expect(benStream.status).toBe(200);
    const started = await ana.post("/api/conversations", {
      toUserId: await idOf(ben),
      text: "Live?",
    });
    expect(started.statusCode).toBe(201);
    const id = started.json().conversation.id;
    await waitFor(() => eventsNamed(benStream.text, "message").length > 0);
    const [arrived] = eventsNamed(benStream.text, "message");
    expect(arrived).toMatchObject({
      conversationId: id,
      message: { text: "Live?", fromMe: false },
    });
    await waitFor(() => eventsNamed(anaStream.text, "message").length > 0);
    expect(eventsNamed(anaStream.text, "message")[0].message.fromMe).toBe(true);
    await ben.post(`/api/conversations/${id}/read`, {});
    await waitFor(() => eventsNamed(anaStream.text, "messageRead").length > 0);
    expect(eventsNamed(anaStream.text, "messageRead")[0]).toMatchObject({ conversationId: id });
    benStream.stop();
    anaStream.stop();
  });

  it("marking an item sold on A and again on B tells each enquirer once, not the seller", async () => {
    const seller = (await signUpMember(t, admin)).client;
    const first = (await signUpMember(t, admin)).client;
    const second = (await signUpMember(t, admin)).client;
    const made = await seller.post("/api/cities/gold-coast/marketplace-items", {
      title: "Kayak",
      description: "Two seats.",
      category: "other",
      condition: "good",
      price: 300,
    });
    const itemId = made.json().id as string;
    for (const buyer of [first, second]) {
      const asked = await buyer.post("/api/conversations", {
        subject: { kind: "listing", id: itemId },
        text: "Is this still available?",
      });
      expect(asked.statusCode, asked.body).toBe(201);
    }
    const onA = seller.post(`/api/marketplace-items/${itemId}/status`, { status: "sold" });
    const onB = other.app.inject({
      method: "POST",
      url: `/api/marketplace-items/${itemId}/status`,
      headers: { cookie: seller.cookieHeader(), origin: "http://localhost:3000" },
      payload: { status: "sold" },
    });
    const [a, b] = await Promise.all([onA, onB]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    await seller.post(`/api/marketplace-items/${itemId}/status`, { status: "available" });
    await seller.post(`/api/marketplace-items/${itemId}/status`, { status: "sold" });
    await t.settled();
    for (const buyer of [first, second]) {
      const notices = (await buyer.get("/api/me/notifications")).json();
      const sold = JSON.stringify(notices).match(/item_sold/g) ?? [];
      expect(sold.length).toBe(1);
      const [conversation] = (await buyer.get("/api/me/conversations")).json().items;
      expect(conversation.lastMessage).toMatchObject({
        kind: "sold",
        text: "This item has been sold",
      });
      expect(conversation.subject).toMatchObject({ status: "sold", mine: false });
    }
    const sellerNotices = JSON.stringify((await seller.get("/api/me/notifications")).json());
    expect(sellerNotices).not.toContain("item_sold");
  });
});
