import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageMessages } from "../../../contracts/messages.ts";
import { listening, waitFor } from "../../../tests/support/event-stream.ts";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";

// Issue 32's "Tests" list where messages.test.ts, messages-live.test.ts and
// messages-privacy.test.ts left a gap: blocks in the other direction and about items, on
// either instance; every conversation route refused to a moderator before a report; a
// banned member; an item sold on two instances at once, as its enquirer's stream hears it.
let t: TestApp;
let b: Awaited<ReturnType<TestApp["secondInstance"]>>;
let admin: TestClient;
beforeAll(async () => {
  // Many sign-ups from one address: the sign-in limits are not what is tested here.
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  b = await t.secondInstance();
  admin = (await signUpAdmin(t)).client;
});
afterAll(async () => {
  await b.close();
  await t.close();
});

const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;

/** The same member's request on instance B, with the session they hold on A. */
const onB = (client: TestClient, method: "GET" | "POST" | "PUT", url: string, body?: object) =>
  b.app.inject({
    method,
    url,
    headers: {
      cookie: client.cookieHeader(),
      origin: testBaseUrl,
      ...(body ? { "content-type": "application/json" } : {}),
    },
    payload: body ? JSON.stringify(body) : undefined,
  });

const start = (client: TestClient, toUserId: string, text = "hi") =>
  client.post("/api/conversations", { toUserId, text });

const messageCount = async (conversationId: string) => {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from messages where conversation_id = ${conversationId}`,
  );
  return rows[0]?.n;
};

describe("blocks, the other way round and about items", () => {
  it("the blocker cannot write to the member they blocked, nor ask about their item; nor can the blocked member ask about the blocker's", async () => {
    const blocker = await signUpMember(t, admin);
    const blocked = await signUpMember(t, admin);
    const [blockerId, blockedId] = [await idOf(blocker.client), await idOf(blocked.client)];
    const item = async (client: TestClient, title: string) => {
      const made = await client.post("/api/cities/gold-coast/marketplace-items", {
        title,
        description: "Collect from Palm Beach.",
        category: "other",
        condition: "good",
        price: 40,
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json().id as string;
    };
    const blockersItem = await item(blocker.client, "Paddle");
    const blockedsItem = await item(blocked.client, "Fins");
    expect((await blocker.client.request("PUT", `/api/blocks/${blockedId}`, {})).statusCode).toBe(
      204,
    );
    const attempts = [
      await start(blocker.client, blockedId),
      await blocker.client.post("/api/conversations", {
        subject: { kind: "listing", id: blockedsItem },
        text: "Is this still available?",
      }),
      await blocked.client.post("/api/conversations", {
        subject: { kind: "listing", id: blockersItem },
        text: "Is this still available?",
      }),
      // The block holds on every instance.
      await onB(blocked.client, "POST", "/api/conversations", { toUserId: blockerId, text: "hi" }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(403);
      expect(attempt.json().message).toBe(messageMessages.notAccepting);
    }
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n
      from conversations where pair_key in (${`${blockerId}:${blockedId}`}, ${`${blockedId}:${blockerId}`})`);
    expect(rows[0]?.n).toBe(0);
    // The blocked member is not told: their list of blocks is their own, and says nothing.
    expect((await blocked.client.get("/api/me/blocks")).json().items).toEqual([]);
  });
});

describe("a moderator and an unreported conversation", () => {
  it("every conversation route refuses them, as if it were not there; after a report they read, never write", async () => {
    const [asker, owner, mod] = [
      await signUpMember(t, admin),
      await signUpMember(t, admin),
      await signUpMember(t, admin),
    ];
    await appointModerator(t, admin, "gold-coast", await idOf(mod.client));
    const started = await start(asker.client, await idOf(owner.client), "just between us");
    const id = started.json().conversation.id as string;
    const routes: [string, string, object?][] = [
      ["GET", `/api/conversations/${id}`],
      ["GET", `/api/conversations/${id}/messages`],
      ["POST", `/api/conversations/${id}/messages`, { text: "x" }],
      ["POST", `/api/conversations/${id}/read`, {}],
      ["POST", `/api/conversations/${id}/leave`, {}],
      ["POST", `/api/conversations/${id}/report`, { reason: "spam", description: "x" }],
    ];
    for (const staff of [mod.client, admin]) {
      for (const [method, url, body] of routes) {
        const answer = await staff.request(method, url, body);
        expect(answer.statusCode, `${method} ${url}`).toBe(404);
        expect(answer.json().message).toBe(messageMessages.conversationNotFound);
        expect(answer.body).not.toContain("just between us");
      }
      const inbox = (await staff.get("/api/me/conversations")).json().items as { id: string }[];
      expect(inbox.map((c) => c.id)).not.toContain(id);
    }
    await owner.client.post(`/api/conversations/${id}/report`, {
      reason: "harassment",
      description: "Rude",
    });
    const read = await mod.client.get(`/api/conversations/${id}/messages`);
    expect(read.statusCode).toBe(200);
    for (const [method, url, body] of routes.slice(2, 5)) {
      expect((await mod.client.request(method, url, body)).statusCode, `${method} ${url}`).toBe(
        404,
      );
    }
    expect(await messageCount(id)).toBe(1);
  });
});

describe("a banned member", () => {
  it("can no longer write on any instance, and no one can start a conversation with them", async () => {
    const spammer = await signUpMember(t, admin);
    const neighbour = await signUpMember(t, admin);
    const spammerId = await idOf(spammer.client);
    const started = await start(spammer.client, await idOf(neighbour.client), "Cheap watches");
    expect(started.statusCode).toBe(201);
    const id = started.json().conversation.id as string;
    expect(
      (await admin.post(`/api/admin/users/${spammerId}/ban`, { reason: "Spam" })).statusCode,
    ).toBe(204);
    for (const attempt of [
      await spammer.client.post(`/api/conversations/${id}/messages`, { text: "More watches" }),
      await onB(spammer.client, "POST", "/api/conversations", {
        toUserId: await idOf(neighbour.client),
        text: "Watches",
      }),
    ]) {
      expect(attempt.statusCode).toBe(401);
      expect(attempt.json().message).toBe(messageMessages.loginToMessage);
    }
    const toBanned = await start(neighbour.client, spammerId, "Stop");
    expect(toBanned.statusCode).toBe(404);
    expect(toBanned.json().message).toBe(messageMessages.memberNotFound);
    // Nothing the banned member tried was stored.
    expect(await messageCount(id)).toBe(1);
  });
});

/** A member's own stream on `app`, kept as the raw text of its events. */
async function rawUserStream(app: TestApp["app"], cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${await listening(app)}/api/me/live`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const stream = { status: response.status, text: "", stop: () => controller.abort() };
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        stream.text += read.value;
      }
    } catch {
      // stopped
    }
  })();
  return stream;
}

/** The `data` of each `event: message` a stream carried. */
const messageEvents = (text: string) =>
  text
    .split("\n\n")
    .filter((block) => block.includes("event: message\n"))
    .map((block) => JSON.parse(block.split("data: ")[1] ?? "{}") as { message: { kind: string } });

describe("two instances", () => {
  it("sold on A and on B at once: an enquirer's stream on B carries the sold notice once", async () => {
    const seller = await signUpMember(t, admin);
    const buyer = await signUpMember(t, admin);
    const made = await seller.client.post("/api/cities/gold-coast/marketplace-items", {
      title: "Longboard",
      description: "9 foot.",
      category: "other",
      condition: "good",
      price: 200,
    });
    const itemId = made.json().id as string;
    const asked = await buyer.client.post("/api/conversations", {
      subject: { kind: "listing", id: itemId },
      text: "Is this still available?",
    });
    expect(asked.statusCode).toBe(201);
    const stream = await rawUserStream(b.app, buyer.client.cookieHeader());
    expect(stream.status).toBe(200);
    const status = `/api/marketplace-items/${itemId}/status`;
    const [first, second] = await Promise.all([
      seller.client.post(status, { status: "sold" }),
      onB(seller.client, "POST", status, { status: "sold" }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    await t.settled();
    const sold = () => messageEvents(stream.text).filter((e) => e.message.kind === "sold");
    await waitFor(() => sold().length > 0);
    // A later event proves the stream is past any second sold notice: the buyer's own reply.
    const id = asked.json().conversation.id as string;
    await buyer.client.post(`/api/conversations/${id}/messages`, { text: "Oh well" });
    await waitFor(() =>
      messageEvents(stream.text).some(
        (e) => e.message.kind === "text" && stream.text.includes("Oh well"),
      ),
    );
    expect(sold()).toHaveLength(1);
    const page = (await buyer.client.get(`/api/conversations/${id}/messages`)).json();
    expect(page.items.filter((m: { kind: string }) => m.kind === "sold")).toHaveLength(1);
    stream.stop();
  });
});
