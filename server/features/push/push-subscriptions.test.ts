// Issue 33: a device's push subscription, from subscribing to being forgotten (410, sign-out,
// ban, its own member), and what happens when its push service cannot take a push. Real
// HTTP to a push service on 127.0.0.1 (tests/support/push-receiver.ts).
import { eq, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type BrowserSubscription,
  type PushReceiver,
  startPushReceiver,
} from "../../../tests/support/push-receiver.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { pushState, pushSubscriptions, throttles } from "../../db/schema.ts";
import { sendHeldPushes } from "./push.service.ts";

let t: TestApp;
let receiver: PushReceiver;
let admin: TestClient;
let ana: { client: TestClient; email: string; id: string };
let bob: { client: TestClient; email: string };

beforeAll(async () => {
  t = await createTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: "true" });
  const key = (await t.app.inject({ method: "GET", url: "/api/push/key" })).json().publicKey;
  receiver = await startPushReceiver(key);
  admin = (await signUpAdmin(t)).client;
  const signedUp = await signUpMember(t, admin, "gold-coast");
  ana = { ...signedUp, id: (await signedUp.client.get("/api/me")).json().viewer.id };
  bob = await signUpMember(t, admin, "gold-coast");
});
beforeEach(async () => {
  await t.db.delete(throttles).where(like(throttles.key, "rate:%"));
});
// Every push the app sent had a valid VAPID JWT and decrypted with the device's keys.
afterEach(() => {
  expect(receiver.refused).toEqual([]);
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const subscribe = async (client: TestClient, subscription = receiver.subscription()) => {
  const saved = await client.post("/api/push/subscriptions", subscription);
  expect(saved.statusCode, saved.body).toBe(201);
  return subscription;
};
const anasPost = async (content: string) => {
  const post = await ana.client.post("/api/cities/gold-coast/posts", { content });
  expect(post.statusCode, post.body).toBe(201);
  return post.json().id as string;
};
const bobReplies = async (postId: string, content = "Count me in") => {
  const reply = await bob.client.post(`/api/posts/${postId}/comments`, { content });
  expect(reply.statusCode, reply.body).toBe(201);
  await t.settled();
};
const bellSays = async (client: TestClient, postId: string) => {
  const items = (await client.get("/api/me/notifications")).json().items as {
    text: string;
    link: string;
    targetId: string;
  }[];
  return items.find((item) => item.targetId === postId);
};
const rowsFor = (subscription: BrowserSubscription) =>
  t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, subscription.endpoint));

describe("a subscription", () => {
  it("is one row per device: subscribing again re-binds it", async () => {
    const phone = await subscribe(ana.client);
    const again = await ana.client.post("/api/push/subscriptions", phone);
    expect(again.statusCode).toBe(201);
    expect(await rowsFor(phone)).toHaveLength(1);
    // Bob signs in on the same device: it is his now.
    await subscribe(bob.client, phone);
    const [row] = await rowsFor(phone);
    expect(row?.userId).not.toBe(ana.id);
  });

  it("goes when the push service answers 410 Gone", async () => {
    const phone = await subscribe(ana.client);
    receiver.answer(phone.endpoint, 410);
    const postId = await anasPost("Gone phone");
    await bobReplies(postId);
    expect(await rowsFor(phone)).toEqual([]);
  });

  it("that the push service cannot take now gets the push with the sweep once it is back", async () => {
    // A member with this one device: a push any of her devices took is not sent again.
    const carol = await signUpMember(t, admin, "gold-coast");
    const phone = await subscribe(carol.client);
    receiver.answer(phone.endpoint, 503);
    const post = await carol.client.post("/api/cities/gold-coast/posts", { content: "Down" });
    const postId = post.json().id as string;
    await bobReplies(postId);
    expect(receiver.to(phone.endpoint)).toEqual([]);
    receiver.answer(phone.endpoint, 201);
    expect(await sendHeldPushes(t)).toBe(1);
    const [push] = receiver.to(phone.endpoint).filter((p) => p.payload.tag.endsWith(postId));
    expect(push?.payload.body).toMatch(/"Down"$/);
    expect(await rowsFor(phone)).toHaveLength(1);
  });

  it("refused for good (403) is neither retried nor forgotten", async () => {
    const carol = await signUpMember(t, admin, "gold-coast");
    const phone = await subscribe(carol.client);
    receiver.answer(phone.endpoint, 403);
    const post = await carol.client.post("/api/cities/gold-coast/posts", { content: "No" });
    await bobReplies(post.json().id);
    expect(await sendHeldPushes(t)).toBe(0);
    expect(receiver.to(phone.endpoint)).toEqual([]);
    expect(await rowsFor(phone)).toHaveLength(1);
  });

  it("goes when its member signs out", async () => {
    const member = await signUpMember(t, admin, "gold-coast");
    const phone = await subscribe(member.client);
    expect((await member.client.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect(await rowsFor(phone)).toEqual([]);
  });

  it("goes when its member is banned", async () => {
    const member = await signUpMember(t, admin, "gold-coast");
    const id = (await member.client.get("/api/me")).json().viewer.id;
    const phone = await subscribe(member.client);
    const banned = await admin.post(`/api/admin/users/${id}/ban`, { reason: "Spam" });
    expect(banned.statusCode, banned.body).toBe(204);
    expect(await rowsFor(phone)).toEqual([]);
  });

  it("is taken off by its own member only", async () => {
    const phone = await subscribe(ana.client);
    const notHers = await bob.client.request("DELETE", "/api/push/subscriptions", {
      endpoint: phone.endpoint,
    });
    expect(notHers.statusCode).toBe(204);
    expect(await rowsFor(phone)).toHaveLength(1);
    const hers = await ana.client.request("DELETE", "/api/push/subscriptions", {
      endpoint: phone.endpoint,
    });
    expect(hers.statusCode).toBe(204);
    expect(await rowsFor(phone)).toEqual([]);
  });
});

describe("a held push", () => {
  it("older than a push service would keep it (its TTL) is dropped, and stays in the bell", async () => {
    const carol = await signUpMember(t, admin, "gold-coast");
    const phone = await subscribe(carol.client);
    receiver.answer(phone.endpoint, 503);
    const post = await carol.client.post("/api/cities/gold-coast/posts", { content: "Stale" });
    const postId = post.json().id as string;
    await bobReplies(postId);
    receiver.answer(phone.endpoint, 201);
    // Two days pass (moved back): past comment_on_post's TTL of a day.
    await t.db.execute(
      sql`update notifications set updated_at = updated_at - interval '2 days' where target_id = ${postId}`,
    );
    expect(await sendHeldPushes(t)).toBe(0);
    expect(receiver.to(phone.endpoint)).toEqual([]);
    const [state] = await t.db.select().from(pushState).where(eq(pushState.targetId, postId));
    expect(state?.sending).toBe(false);
    expect(await sendHeldPushes(t)).toBe(0);
    expect(await bellSays(carol.client, postId)).toBeDefined();
  });
});
