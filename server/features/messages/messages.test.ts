import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageMessages } from "../../../contracts/messages.ts";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { user } from "../../db/schema.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { deleteUser } from "../admin/delete-user.service.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let ids: Record<string, string>;
const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;

/** An account old enough and with a post, so the everyday limit applies. */
async function established(client: TestClient) {
  const id = await idOf(client);
  await t.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
    .where(eq(user.id, id));
  const posted = await client.post("/api/cities/gold-coast/posts", { content: "Hello all" });
  expect(posted.statusCode, posted.body).toBe(201);
}

beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("gold-coast"));
  ids = { alice: await idOf(alice), bob: await idOf(bob), admin: await idOf(admin) };
});
afterAll(() => t.close());

const listItem = async (client: TestClient) => {
  const made = await client.post("/api/cities/gold-coast/marketplace-items", {
    title: "Surfboard",
    description: "Collect from Palm Beach.",
    category: "other",
    condition: "good",
    price: 25,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
};

describe("messages between members", () => {
  it("a member messages another member of a city they share; the other reads it; a second start continues the same conversation", async () => {
    const started = await alice.post("/api/conversations", { toUserId: ids.bob, text: "Hi Bob" });
    expect(started.statusCode, started.body).toBe(201);
    const { conversation, message } = started.json();
    expect(message).toMatchObject({ text: "Hi Bob", fromMe: true, kind: "text" });
    expect((await bob.get("/api/me/conversations/unread-count")).json().count).toBeGreaterThan(0);
    const inbox = (await bob.get("/api/me/conversations")).json();
    const mine = inbox.items.find((c: { id: string }) => c.id === conversation.id);
    expect(mine).toMatchObject({ unreadCount: 1, other: { id: ids.alice } });
    const again = await alice.post("/api/conversations", { toUserId: ids.bob, text: "Again" });
    expect(again.statusCode).toBe(200);
    expect(again.json().conversation.id).toBe(conversation.id);
    const listed = await bob.get(`/api/conversations/${conversation.id}/messages`);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json();
    expect(page.items.map((m: { text: string }) => m.text)).toEqual(["Again", "Hi Bob"]);
    const read = await bob.post(`/api/conversations/${conversation.id}/read`, {});
    expect(read.statusCode).toBe(200);
    const after = (await bob.get(`/api/conversations/${conversation.id}`)).json();
    expect(after.unreadCount).toBe(0);
  });

  it("refuses visitors, empty and overlong text, messaging yourself, and members who share no city", async () => {
    const { TestClient } = await import("../../../tests/support/test-app.ts");
    const visitor = new TestClient(t.app);
    expect(
      (await visitor.post("/api/conversations", { toUserId: ids.bob, text: "x" })).statusCode,
    ).toBe(401);
    const empty = await alice.post("/api/conversations", { toUserId: ids.bob, text: "  " });
    expect(empty.statusCode).toBe(400);
    const long = await alice.post("/api/conversations", {
      toUserId: ids.bob,
      text: "a".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messageMessages.textTooLong);
    const self = await alice.post("/api/conversations", { toUserId: ids.alice, text: "me" });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(messageMessages.cannotMessageYourself);
    const stranger = (await signUpVerified(t)).client;
    const refused = await stranger.post("/api/conversations", { toUserId: ids.bob, text: "hi" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messageMessages.notAccepting);
  });

  it("the recipient's setting: nobody refuses members; only about my listings still lets anyone ask about an item", async () => {
    const carol = await signUpMember(t, admin);
    const carolId = await idOf(carol.client);
    const itemId = await listItem(carol.client);
    expect(
      (await carol.client.request("PUT", "/api/me/message-setting", { setting: "nobody" })).json(),
    ).toEqual({ setting: "nobody" });
    const no = await alice.post("/api/conversations", { toUserId: carolId, text: "hi" });
    expect(no.statusCode).toBe(403);
    expect(no.json().message).toBe(messageMessages.notAccepting);
    await carol.client.request("PUT", "/api/me/message-setting", { setting: "listings" });
    expect(
      (await alice.post("/api/conversations", { toUserId: carolId, text: "hi" })).statusCode,
    ).toBe(403);
    const stranger = (await signUpVerified(t)).client;
    const about = await stranger.post("/api/conversations", {
      subject: { kind: "listing", id: itemId },
      text: "Is this still available?",
    });
    expect(about.statusCode, about.body).toBe(201);
    expect(about.json().conversation.subject).toMatchObject({ title: "Surfboard", mine: false });
    // The owner answers the stranger: they started it, so the owner's reply goes through.
    const reply = await carol.client.post(
      `/api/conversations/${about.json().conversation.id}/messages`,
      { text: "Yes" },
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const own = await carol.client.post("/api/conversations", {
      subject: { kind: "listing", id: itemId },
      text: "me",
    });
    expect(own.statusCode).toBe(400);
    const bad = await carol.client.request("PUT", "/api/me/message-setting", {
      setting: "everyone",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("a block works both ways and the blocked member hears the same words as a refused setting", async () => {
    const dan = await signUpMember(t, admin);
    const erin = await signUpMember(t, admin);
    const danId = await idOf(dan.client);
    const erinId = await idOf(erin.client);
    const started = await dan.client.post("/api/conversations", { toUserId: erinId, text: "hey" });
    expect(started.statusCode).toBe(201);
    const id = started.json().conversation.id;
    expect((await erin.client.request("PUT", `/api/blocks/${danId}`, {})).statusCode).toBe(204);
    expect((await erin.client.request("PUT", `/api/blocks/${danId}`, {})).statusCode).toBe(204);
    const fromBlocked = await dan.client.post(`/api/conversations/${id}/messages`, {
      text: "hello?",
    });
    expect(fromBlocked.statusCode).toBe(403);
    expect(fromBlocked.json().message).toBe(messageMessages.notAccepting);
    const fromBlocker = await erin.client.post(`/api/conversations/${id}/messages`, { text: "x" });
    expect(fromBlocker.statusCode).toBe(403);
    const fresh = await dan.client.post("/api/conversations", { toUserId: erinId, text: "hi" });
    expect(fresh.statusCode).toBe(403);
    expect((await erin.client.get("/api/me/blocks")).json().items[0].id).toBe(danId);
    expect((await erin.client.get(`/api/conversations/${id}`)).json()).toMatchObject({
      blockedByMe: true,
      canSend: false,
    });
    expect((await erin.client.request("PUT", `/api/blocks/${erinId}`, {})).statusCode).toBe(400);
    expect((await erin.client.request("DELETE", `/api/blocks/${danId}`)).statusCode).toBe(204);
    expect(
      (await dan.client.post(`/api/conversations/${id}/messages`, { text: "ok" })).statusCode,
    ).toBe(201);
  });

  it("a conversation is its participants' only: others get 404; an admin reads it only once reported", async () => {
    const started = await alice.post("/api/conversations", { toUserId: ids.bob, text: "private" });
    const id = started.json().conversation.id;
    const stranger = (await signUpVerified(t)).client;
    expect((await stranger.get(`/api/conversations/${id}`)).statusCode).toBe(404);
    expect(
      (await stranger.post(`/api/conversations/${id}/messages`, { text: "x" })).statusCode,
    ).toBe(404);
    // The privacy promise: staff never read a conversation nobody reported.
    expect((await admin.get(`/api/conversations/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/conversations/${id}/messages`)).statusCode).toBe(404);
    expect(
      (await stranger.post(`/api/conversations/${id}/report`, { reason: "spam", description: "x" }))
        .statusCode,
    ).toBe(404);
    const report = await bob.post(`/api/conversations/${id}/report`, {
      reason: "harassment",
      description: "Rude",
    });
    expect(report.statusCode, report.body).toBe(201);
    const read = await admin.get(`/api/conversations/${id}/messages`);
    expect(read.statusCode).toBe(200);
    expect(read.json().items.some((m: { text: string }) => m.text === "private")).toBe(true);
    expect((await admin.post(`/api/conversations/${id}/messages`, { text: "x" })).statusCode).toBe(
      404,
    );
    const queue = (await admin.get("/api/admin/reports")).json();
    expect(JSON.stringify(queue)).toContain(`/messages/${id}`);
  });

  it("leaving hides a conversation until a new message arrives", async () => {
    const started = await alice.post("/api/conversations", { toUserId: ids.bob, text: "one" });
    const id = started.json().conversation.id;
    expect((await bob.post(`/api/conversations/${id}/leave`, {})).statusCode).toBe(204);
    const ids1 = (await bob.get("/api/me/conversations"))
      .json()
      .items.map((c: { id: string }) => c.id);
    expect(ids1).not.toContain(id);
    await alice.post(`/api/conversations/${id}/messages`, { text: "two" });
    const ids2 = (await bob.get("/api/me/conversations"))
      .json()
      .items.map((c: { id: string }) => c.id);
    expect(ids2).toContain(id);
  });
});

describe("limits", () => {
  it("a new account starts at most 3 conversations a day, with 429 and Retry-After", async () => {
    const fresh = await signUpMember(t, admin);
    const targets = await Promise.all(
      [1, 2, 3, 4].map(async () => idOf((await signUpMember(t, admin)).client)),
    );
    for (const to of targets.slice(0, 3)) {
      expect(
        (await fresh.client.post("/api/conversations", { toUserId: to, text: "hi" })).statusCode,
      ).toBe(201);
    }
    const fourth = await fresh.client.post("/api/conversations", {
      toUserId: targets[3],
      text: "hi",
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(messageMessages.tooManyConversations);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    // Continuing an existing conversation is not a new one.
    expect(
      (await fresh.client.post("/api/conversations", { toUserId: targets[0], text: "again" }))
        .statusCode,
    ).toBe(200);
  });

  it("an established member starts a fourth conversation; messages are limited per minute", async () => {
    const old = await signUpMember(t, admin);
    await established(old.client);
    const targets = await Promise.all(
      [1, 2, 3, 4].map(async () => idOf((await signUpMember(t, admin)).client)),
    );
    let id = "";
    for (const to of targets) {
      const made = await old.client.post("/api/conversations", { toUserId: to, text: "hi" });
      expect(made.statusCode).toBe(201);
      id = made.json().conversation.id;
    }
    let last = 0;
    for (let i = 0; i < 20; i += 1) {
      last = (await old.client.post(`/api/conversations/${id}/messages`, { text: `m${i}` }))
        .statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  });

  it("a retried send with the same Idempotency-Key stores one message", async () => {
    const started = await alice.post("/api/conversations", { toUserId: ids.bob, text: "start" });
    const id = started.json().conversation.id;
    const key = "msg-key-0001-abcdef";
    const first = await alice.request(
      "POST",
      `/api/conversations/${id}/messages`,
      { text: "once" },
      { "idempotency-key": key },
    );
    const second = await alice.request(
      "POST",
      `/api/conversations/${id}/messages`,
      { text: "once" },
      { "idempotency-key": key },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().id).toBe(first.json().id);
  });
});

describe("deletion", () => {
  it("a deleted member's messages stay as Deleted user tombstones, and the conversation ends", async () => {
    const gone = await signUpMember(t, admin);
    const goneId = await idOf(gone.client);
    const started = await gone.client.post("/api/conversations", {
      toUserId: ids.bob,
      text: "secret words",
    });
    const id = started.json().conversation.id;
    const storage = createStorage(t.settings);
    expect(await deleteUser({ db: t.db, storage }, goneId)).toBe(true);
    const page = (await bob.get(`/api/conversations/${id}/messages`)).json();
    expect(page.items[0]).toMatchObject({
      text: "",
      author: { deleted: true, username: "Deleted user" },
    });
    const conversation = (await bob.get(`/api/conversations/${id}`)).json();
    expect(conversation).toMatchObject({ ended: true, canSend: false, other: { deleted: true } });
    expect(
      (await bob.post(`/api/conversations/${id}/messages`, { text: "hello?" })).statusCode,
    ).toBe(409);
  });
});
