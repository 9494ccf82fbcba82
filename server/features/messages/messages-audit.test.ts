import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageMessages } from "../../../contracts/messages.ts";
import { rateLimitedMessage } from "../../../contracts/rate-limits.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { rateLimitKey } from "../../platform/http/rate-limit.ts";

// Issue 32's "Tests" list, item by item, where messages.test.ts, messages-live.test.ts and
// messages-privacy.test.ts left a gap: each limit to its exact number and words, and shared
// by two instances of one database. Blocks, moderators and bans: messages-audit-safety.test.ts.
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

let seeded = 0;
/** Members of gold-coast written straight into the database: people to write to, who never sign in. */
async function recipients(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `audit-${++seeded}`);
  for (const id of ids) {
    await t.db.execute(sql`insert into users (id, name, email, email_verified)
      values (${id}, ${id}, ${`${id}@example.com`}, true)`);
    await t.db.execute(
      sql`insert into profiles (id, username) values (${id}, ${id.replace("-", "_")})`,
    );
    await t.db.execute(sql`insert into memberships (user_id, city_id)
      values (${id}, (select id from cities where slug = 'gold-coast'))`);
  }
  return ids;
}

/** An account `days` old (the limits read its age). */
const ageAccount = (userId: string, days: number) =>
  t.db.execute(
    sql`update users set created_at = now() - make_interval(days => ${days}) where id = ${userId}`,
  );

/** Moves a limit's window into the past, as if its time had gone by. */
const windowPassed = (action: "message" | "conversation" | "newConversation", userId: string) =>
  t.db.execute(sql`update throttles set window_started_at = now() - interval '2 days'
    where key = ${rateLimitKey(action, userId)}`);

const start = (client: TestClient, toUserId: string, text = "hi") =>
  client.post("/api/conversations", { toUserId, text });

const messageCount = async (conversationId: string) => {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from messages where conversation_id = ${conversationId}`,
  );
  return rows[0]?.n;
};

describe("the daily limit on new conversations", () => {
  it("an account older than a day that has posted nothing is still new: 3 a day", async () => {
    const quiet = await signUpMember(t, admin);
    const quietId = await idOf(quiet.client);
    await ageAccount(quietId, 30);
    const to = await recipients(4);
    for (const id of to.slice(0, 3)) expect((await start(quiet.client, id)).statusCode).toBe(201);
    const fourth = await start(quiet.client, to[3] as string);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(messageMessages.tooManyConversations);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(23 * 3600);
  });

  it("an account that posted but is younger than 24 hours is still new: 3 a day", async () => {
    const eager = await signUpMember(t, admin);
    expect(
      (await eager.client.post("/api/cities/gold-coast/posts", { content: "Hello" })).statusCode,
    ).toBe(201);
    const to = await recipients(4);
    for (const id of to.slice(0, 3)) expect((await start(eager.client, id)).statusCode).toBe(201);
    const fourth = await start(eager.client, to[3] as string);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(messageMessages.tooManyConversations);
  });

  it("an established member starts exactly 20 a day; the 21st is refused in the day's words and makes nothing", async () => {
    const old = await signUpMember(t, admin);
    const oldId = await idOf(old.client);
    await ageAccount(oldId, 30);
    expect(
      (await old.client.post("/api/cities/gold-coast/posts", { content: "Hi" })).statusCode,
    ).toBe(201);
    const to = await recipients(21);
    for (const [n, id] of to.slice(0, 20).entries()) {
      const made = await start(old.client, id);
      expect(made.statusCode, `conversation ${n + 1}: ${made.body}`).toBe(201);
    }
    // Twenty first messages filled the minute's allowance: let that minute pass.
    await windowPassed("message", oldId);
    const refused = await start(old.client, to[20] as string);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messageMessages.tooManyConversations);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from conversations where started_by = ${oldId}`,
    );
    expect(rows[0]?.n).toBe(20);
    // Continuing one of the twenty is not a new conversation.
    expect((await start(old.client, to[0] as string, "again")).statusCode).toBe(200);
    // A day later, the 21st goes through.
    await windowPassed("conversation", oldId);
    expect((await start(old.client, to[20] as string)).statusCode).toBe(201);
  });

  it("an account older than a day whose only writing is a listing is established: a 4th goes through", async () => {
    const seller = await signUpMember(t, admin);
    const sellerId = await idOf(seller.client);
    const listed = await seller.client.post("/api/cities/gold-coast/marketplace-items", {
      title: "Wetsuit",
      description: "3/2, size M.",
      category: "other",
      condition: "good",
      price: 60,
    });
    expect(listed.statusCode, listed.body).toBe(201);
    await ageAccount(sellerId, 30);
    for (const id of await recipients(4)) {
      expect((await start(seller.client, id)).statusCode).toBe(201);
    }
  });

  it("is shared by the instances: two on A and one on B use up a new account's day, on both", async () => {
    const fresh = await signUpMember(t, admin);
    const to = await recipients(5);
    expect((await start(fresh.client, to[0] as string)).statusCode).toBe(201);
    expect((await start(fresh.client, to[1] as string)).statusCode).toBe(201);
    const third = await onB(fresh.client, "POST", "/api/conversations", {
      toUserId: to[2],
      text: "hi",
    });
    expect(third.statusCode, third.body).toBe(201);
    const onBRefused = await onB(fresh.client, "POST", "/api/conversations", {
      toUserId: to[3],
      text: "hi",
    });
    expect(onBRefused.statusCode).toBe(429);
    expect(onBRefused.json().message).toBe(messageMessages.tooManyConversations);
    const onARefused = await start(fresh.client, to[4] as string);
    expect(onARefused.statusCode).toBe(429);
  });
});

describe("the per-minute limit on messages", () => {
  it("20 messages a minute, the first one included; the 21st is 429 with a message and Retry-After, and is not stored", async () => {
    const sender = await signUpMember(t, admin);
    const senderId = await idOf(sender.client);
    const [to] = await recipients(1);
    const started = await start(sender.client, to as string, "one");
    const id = started.json().conversation.id as string;
    for (let n = 2; n <= 20; n++) {
      const sent = await sender.client.post(`/api/conversations/${id}/messages`, {
        text: `message ${n}`,
      });
      expect(sent.statusCode, `message ${n}: ${sent.body}`).toBe(201);
    }
    const refused = await sender.client.post(`/api/conversations/${id}/messages`, { text: "21" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: rateLimitedMessage(Number(refused.headers["retry-after"])),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await messageCount(id)).toBe(20);
    await windowPassed("message", senderId);
    expect(
      (await sender.client.post(`/api/conversations/${id}/messages`, { text: "later" })).statusCode,
    ).toBe(201);
  });

  it("is shared by the instances: 30 sends at once, half on A and half on B, store exactly 20", async () => {
    const sender = await signUpMember(t, admin);
    const [to] = await recipients(1);
    const started = await start(sender.client, to as string, "one");
    const id = started.json().conversation.id as string;
    const url = `/api/conversations/${id}/messages`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        n % 2 === 0
          ? sender.client.post(url, { text: `A ${n}` })
          : onB(sender.client, "POST", url, { text: `B ${n}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(19);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
    expect(await messageCount(id)).toBe(20);
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.json().message).toMatch(/too often/);
    }
  });
});

describe("what a message must hold", () => {
  it("an empty message, or one of only control characters, is refused with 'Write a message.' and not stored", async () => {
    const sender = await signUpMember(t, admin);
    const [to, other] = await recipients(2);
    const started = await start(sender.client, to as string, "hello");
    const id = started.json().conversation.id as string;
    // Found by messages-audit-fuzz.test.ts: {"text":""} answered 500, and "\u0001" was stored as "".
    for (const text of ["", "   ", "\ufeff", "\u0001", "\u0007\u0085 \u009f"]) {
      const sent = await sender.client.post(`/api/conversations/${id}/messages`, { text });
      expect(sent.statusCode, JSON.stringify(text)).toBe(400);
      expect(sent.json().message).toBe(messageMessages.textRequired);
      const first = await start(sender.client, other as string, text);
      expect(first.statusCode, JSON.stringify(text)).toBe(400);
      expect(first.json().message).toBe(messageMessages.textRequired);
    }
    expect(await messageCount(id)).toBe(1);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from conversations where pair_key like ${`%${other}%`}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
