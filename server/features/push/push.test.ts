// Issue 33: a real push round trip with no outside service. The app pushes to a push
// service on 127.0.0.1 (tests/support/push-receiver.ts) that checks the VAPID JWT and
// decrypts the payload with the keys a browser would hold; tests read what a phone shows.
import { eq, like, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pushDelivery } from "../../../contracts/push.ts";
import { type PushReceiver, startPushReceiver } from "../../../tests/support/push-receiver.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { openDatabase } from "../../db/client.ts";
import { pushState, throttles } from "../../db/schema.ts";
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
describe("a reply", () => {
  it("reaches the member's phone once, encrypted, saying what the bell says", async () => {
    const phone = await subscribe(ana.client);
    const postId = await anasPost("Dawn paddle at Burleigh?");
    await bobReplies(postId);

    const pushes = receiver.to(phone.endpoint);
    expect(receiver.refused).toEqual([]);
    expect(pushes).toHaveLength(1);
    const bell = await bellSays(ana.client, postId);
    expect(pushes[0]?.payload).toEqual({
      title: "Coastal",
      body: bell?.text,
      link: bell?.link,
      tag: `comment_on_post:${postId}`,
      kind: "comment_on_post",
    });
    expect(pushes[0]?.payload.body).toMatch(/ commented on your post "Dawn paddle at Burleigh\?"$/);
    expect(pushes[0]?.ttl).toBe(pushDelivery.comment_on_post.ttlSeconds);
    expect(pushes[0]?.urgency).toBe(pushDelivery.comment_on_post.urgency);
  });

  it("is said in the member's language", async () => {
    const phone = await subscribe(ana.client);
    const saved = await ana.client.request("PATCH", "/api/profile", { language: "es" });
    expect(saved.statusCode, saved.body).toBe(200);
    const postId = await anasPost("Mercado del domingo");
    await bobReplies(postId, "Allí estaré");
    await ana.client.request("PATCH", "/api/profile", { language: "en" });
    const [push] = receiver.to(phone.endpoint).filter((p) => p.payload.link.endsWith(postId));
    expect(push?.payload.title).toBe("Coastal");
    expect(push?.payload.body).toMatch(/ comentó en tu publicación "Mercado del domingo"$/);
  });

  it("within 15 minutes of the last is held, and the next push says how many it covers", async () => {
    const phone = await subscribe(ana.client);
    const postId = await anasPost("Who has a spare leash?");
    await bobReplies(postId, "Me");
    await bobReplies(postId, "Me too");
    await bobReplies(postId, "And me");
    expect(receiver.to(phone.endpoint).filter((p) => p.payload.tag.endsWith(postId))).toHaveLength(
      1,
    );
    // The window closes (moved back, as 15 minutes passing would).
    await t.db.execute(
      sql`update push_state set sent_at = sent_at - interval '16 minutes' where target_id = ${postId}`,
    );
    expect(await sendHeldPushes(t)).toBe(1);
    const [, covering] = receiver.to(phone.endpoint).filter((p) => p.payload.tag.endsWith(postId));
    // The latest told in full, and the other one held with it counted.
    expect(covering?.payload.body).toMatch(
      / commented on your post "Who has a spare leash\?" \(and 1 more\)$/,
    );
  });

  it("is not pushed when the member turned push off for replies, and a reaction is off by default", async () => {
    const phone = await subscribe(ana.client);
    const off = await ana.client.request("PATCH", "/api/me/notification-preferences", {
      push: { comment_on_post: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const postId = await anasPost("Quiet one");
    await bobReplies(postId);
    const react = await bob.client.post(`/api/posts/${postId}/reactions`, { type: "like" });
    await t.settled();
    expect(react.statusCode).toBeLessThan(300);
    expect(receiver.to(phone.endpoint).filter((p) => p.payload.link.endsWith(postId))).toEqual([]);
    await ana.client.request("PATCH", "/api/me/notification-preferences", {
      push: { comment_on_post: true },
    });
  });
});

describe("two app instances", () => {
  it("give one push per notification: replies at once on both, then both sweeping at once", async () => {
    const second = await t.secondInstance();
    const otherPool = await openDatabase({ databaseUrl: t.settings.DATABASE_URL ?? "" });
    try {
      const phone = await subscribe(ana.client);
      const postId = await anasPost("Two servers, one phone");
      const replyOn = (app: typeof t.app, content: string) =>
        app.inject({
          method: "POST",
          url: `/api/posts/${postId}/comments`,
          headers: { cookie: bob.client.cookieHeader(), "content-type": "application/json" },
          payload: JSON.stringify({ content }),
        });
      const replies = await Promise.all([replyOn(t.app, "One"), replyOn(second.app, "Two")]);
      expect(replies.map((r) => r.statusCode)).toEqual([201, 201]);
      await Promise.all([t.settled(), second.app.background.settled()]);
      const pushed = () =>
        receiver.to(phone.endpoint).filter((p) => p.payload.tag.endsWith(postId));
      expect(pushed()).toHaveLength(1);

      // The window closes (moved back, as 15 minutes passing would); both instances sweep.
      await t.db.execute(
        sql`update push_state set sent_at = sent_at - interval '16 minutes' where target_id = ${postId}`,
      );
      const swept = await Promise.all([
        sendHeldPushes(t),
        sendHeldPushes({ db: otherPool.db, settings: t.settings }),
      ]);
      expect(swept[0] + swept[1]).toBe(1);
      expect(pushed()).toHaveLength(2);
      expect(await sendHeldPushes(t)).toBe(0);
    } finally {
      await second.close();
      await otherPool.close();
    }
  });
});

describe("quiet hours", () => {
  it("hold a push until they end, then the sweep sends it", async () => {
    const phone = await subscribe(ana.client);
    // Quiet from a minute past an hour from now round to an hour from now: now is quiet.
    const now = new Date();
    const zone = (await ana.client.get("/api/me/notification-preferences")).json().timeZone;
    expect(zone).toBe("Australia/Brisbane");
    const inAnHour = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(now.getTime() + 60 * 60 * 1000));
    const set = await ana.client.request("PATCH", "/api/me/notification-preferences", {
      quietHours: { from: minuteAfter(inAnHour), to: inAnHour },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().quietHours).toEqual({ from: minuteAfter(inAnHour), to: inAnHour });
    const postId = await anasPost("Late-night question");
    await bobReplies(postId);
    const held = () => receiver.to(phone.endpoint).filter((p) => p.payload.tag.endsWith(postId));
    expect(held()).toEqual([]);
    const [state] = await t.db.select().from(pushState).where(eq(pushState.targetId, postId));
    expect(state?.held).toBe(1);
    expect(state?.holdUntil?.getTime()).toBeGreaterThan(now.getTime());

    // Still quiet: the sweep leaves it.
    expect(await sendHeldPushes(t)).toBe(0);
    // The member ends their quiet hours: the next sweep sends it.
    await ana.client.request("PATCH", "/api/me/notification-preferences", { quietHours: null });
    expect(await sendHeldPushes(t)).toBe(1);
    expect(held()).toHaveLength(1);
    expect(held()[0]?.payload.body).toMatch(/"Late-night question"$/);
  });
});

function minuteAfter(clock: string): string {
  const [h = 0, m = 0] = clock.split(":").map(Number);
  const next = (h * 60 + m + 1) % 1440;
  return `${String(Math.floor(next / 60)).padStart(2, "0")}:${String(next % 60).padStart(2, "0")}`;
}
