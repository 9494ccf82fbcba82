// Issue 33: the profile's one grid (each kind in app, by email and by push, and quiet
// hours), and the push endpoints' refusals: a subscription may not point Coastal at
// anything but a public https push service (no SSRF).
import { createECDH, randomBytes } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailDefaults } from "../../../contracts/notifications.ts";
import { inAppDefaults, pushDefaults, pushMessages } from "../../../contracts/push.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { notifications, throttles } from "../../db/schema.ts";
import { isPublicAddress } from "../../platform/http/public-address.ts";
import { sendPush } from "./push-sender.ts";
import { quietUntil } from "./quiet-hours.ts";

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  // No PUSH_ALLOW_LOCAL_ENDPOINTS: production's rule.
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
});
beforeEach(async () => {
  await t.db.delete(throttles).where(like(throttles.key, "rate:%"));
});
afterAll(() => t?.close());

const path = "/api/me/notification-preferences";
const browserKeys = {
  p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  auth: "tBHItJI5svbpez7KI4CCXg",
};

describe("the notification preferences", () => {
  it("start from the defaults: email as before, push on for replies and messages, off for reactions, in app all on", async () => {
    const member = await signUpMember(t, admin, "gold-coast");
    const response = await member.client.get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.json()).toEqual({
      email: emailDefaults,
      push: pushDefaults,
      inApp: inAppDefaults,
      quietHours: null,
      timeZone: "Australia/Brisbane",
    });
    expect(response.json().push).toMatchObject({
      comment_on_post: true,
      new_message: true,
      event_changed: true,
      event_cancelled: true,
      membership_approved: true,
      new_report: true,
      reaction_on_post: false,
    });
  });

  it("change only what is sent, and answer the whole grid", async () => {
    const member = await signUpVerified(t);
    const changed = await member.client.request("PATCH", path, {
      email: { weekly_digest: false },
      push: { reaction_on_post: true, new_message: false },
      inApp: { reaction_on_post: false },
      quietHours: { from: "22:00", to: "07:00" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const expected = {
      email: { ...emailDefaults, weekly_digest: false },
      push: { ...pushDefaults, reaction_on_post: true, new_message: false },
      inApp: { ...inAppDefaults, reaction_on_post: false },
      quietHours: { from: "22:00", to: "07:00" },
      // Not a member of any city yet.
      timeZone: "UTC",
    };
    expect(changed.json()).toEqual(expected);
    expect((await member.client.get(path)).json()).toEqual(expected);
    const cleared = await member.client.request("PATCH", path, { quietHours: null });
    expect(cleared.json()).toEqual({ ...expected, quietHours: null });
    // Someone else's stay the defaults.
    const other = await signUpVerified(t);
    expect((await other.client.get(path)).json().push).toEqual(pushDefaults);
  });

  it("refuse visitors and bad input with a 4xx", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(path)).statusCode).toBe(401);
    expect(
      (await visitor.request("PATCH", path, { push: { new_message: false } })).statusCode,
    ).toBe(401);
    const member = await signUpVerified(t);
    for (const body of [
      {},
      { push: {} },
      { push: { weekly_digest: true } },
      { inApp: { new_message: "no" } },
      { quietHours: { from: "22:00" } },
      { quietHours: { from: "25:00", to: "07:00" } },
      { quietHours: { from: "07:00", to: "07:00" } },
      { quietHours: "night" },
      { sms: { new_message: true } },
    ]) {
      const refused = await member.client.request("PATCH", path, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().code).toBe("VALIDATION");
    }
    const same = await member.client.request("PATCH", path, {
      quietHours: { from: "07:00", to: "07:00" },
    });
    expect(same.json().message).toBe(pushMessages.badQuietHours.defaultMessage);
  });

  it("with the bell off for a kind, keep its notifications but already read", async () => {
    const alice = await signUpMember(t, admin, "gold-coast");
    const bob = await signUpMember(t, admin, "gold-coast");
    await alice.client.request("PATCH", path, { inApp: { comment_on_post: false } });
    const unread = async () =>
      (await alice.client.get("/api/me/notifications/unread-count")).json().unread as number;
    const before = await unread();
    const post = await alice.client.post("/api/cities/gold-coast/posts", { content: "Hush" });
    await bob.client.post(`/api/posts/${post.json().id}/comments`, { content: "Shh" });
    await t.settled();
    expect(await unread()).toBe(before);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.targetId, post.json().id));
    expect(row?.kind).toBe("comment_on_post");
    expect(row?.readAt).not.toBeNull();
  });

  it("with the bell off for reactions, keep each reaction's notice read, never grouped into an unread one", async () => {
    const alice = await signUpMember(t, admin, "gold-coast");
    const bob = await signUpMember(t, admin, "gold-coast");
    const carol = await signUpMember(t, admin, "gold-coast");
    await alice.client.request("PATCH", path, { inApp: { reaction_on_post: false } });
    const unread = async () =>
      (await alice.client.get("/api/me/notifications/unread-count")).json().unread as number;
    const before = await unread();
    const post = await alice.client.post("/api/cities/gold-coast/posts", { content: "Quiet" });
    const postId = post.json().id as string;
    for (const reactor of [bob, carol]) {
      expect(
        (await reactor.client.post(`/api/posts/${postId}/reactions`, { type: "like" })).statusCode,
      ).toBe(200);
    }
    const rows = await t.db.select().from(notifications).where(eq(notifications.targetId, postId));
    expect(rows.map((row) => [row.kind, row.readAt !== null, row.count])).toEqual([
      ["reaction_on_post", true, 1],
      ["reaction_on_post", true, 1],
    ]);
    expect(await unread()).toBe(before);
  });
});

describe("a push subscription", () => {
  it("tells anyone the VAPID public key", async () => {
    const key = await new TestClient(t.app).get("/api/push/key");
    expect(key.statusCode).toBe(200);
    expect(key.json().publicKey).toBe(t.settings.vapid.publicKey);
    expect(Buffer.from(key.json().publicKey, "base64url")).toHaveLength(65);
  });

  it("needs a signed-in member", async () => {
    const visitor = new TestClient(t.app);
    const refused = await visitor.post("/api/push/subscriptions", {
      endpoint: "https://push.example/abc",
      keys: browserKeys,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(pushMessages.signIn.defaultMessage);
  });

  it("may not point at plain http or at a private, loopback or link-local address", async () => {
    const member = await signUpVerified(t);
    const cases: [string, string][] = [
      ["http://push.example/abc", pushMessages.notHttps.defaultMessage],
      ["ftp://push.example/abc", pushMessages.notHttps.defaultMessage],
      ["http://127.0.0.1:8080/push", pushMessages.notHttps.defaultMessage],
      ["https://127.0.0.1/push", pushMessages.notPublic.defaultMessage],
      ["https://localhost/push", pushMessages.notPublic.defaultMessage],
      ["https://10.1.2.3/push", pushMessages.notPublic.defaultMessage],
      ["https://192.168.0.10/push", pushMessages.notPublic.defaultMessage],
      ["https://172.20.0.1/push", pushMessages.notPublic.defaultMessage],
      ["https://169.254.169.254/latest/meta-data", pushMessages.notPublic.defaultMessage],
      ["https://[::1]/push", pushMessages.notPublic.defaultMessage],
      ["https://[::ffff:127.0.0.1]/push", pushMessages.notPublic.defaultMessage],
      ["https://[fd00::1]/push", pushMessages.notPublic.defaultMessage],
      ["https://0x7f000001/push", pushMessages.notPublic.defaultMessage],
      ["https://user:pass@push.example/abc", pushMessages.badEndpoint.defaultMessage],
      // A name that does not resolve cannot be checked, so it is refused.
      ["https://no-such-push-service.invalid/abc", pushMessages.notPublic.defaultMessage],
      ["not a url", pushMessages.badEndpoint.defaultMessage],
    ];
    for (const [endpoint, message] of cases) {
      const refused = await member.client.post("/api/push/subscriptions", {
        endpoint,
        keys: browserKeys,
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().message, endpoint).toBe(message);
    }
    const badKeys = await member.client.post("/api/push/subscriptions", {
      endpoint: "https://push.example/abc",
      keys: { p256dh: "not base64!", auth: "" },
    });
    expect(badKeys.statusCode).toBe(400);
  });
});

describe("sending a push", () => {
  it("connects only to public addresses, so a name that now resolves inside is forgotten (DNS rebinding)", async () => {
    const device = createECDH("prime256v1");
    device.generateKeys();
    const keys = {
      p256dh: device.getPublicKey().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    };
    const payload = {
      title: "Coastal",
      body: "Hi",
      link: "/",
      tag: "t",
      kind: "new_message" as const,
    };
    const settings = { vapid: t.settings.vapid, PUSH_ALLOW_LOCAL_ENDPOINTS: false };
    for (const endpoint of [
      "https://localhost:9/push/abc",
      "https://127.0.0.1:9/push/abc",
      "https://[::1]:9/push/abc",
      "http://push.example/abc",
    ]) {
      expect(await sendPush(settings, { endpoint, ...keys }, payload), endpoint).toBe("gone");
    }
  });
});

describe("the public address rule", () => {
  it("lets public addresses through and nothing inside a network", () => {
    for (const address of ["142.250.70.10", "2607:f8b0:4004:c1b::5f", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "0.0.0.0",
      "127.0.0.1",
      "10.0.0.1",
      "100.64.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "224.0.0.1",
      "::",
      "::1",
      "fe80::1",
      "fc00::1",
      "::ffff:10.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::10.0.0.1",
      "2002:c0a8:0101::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe("quiet hours", () => {
  const at = (iso: string) => new Date(iso);
  it("hold a push until they end, across midnight, in the member's time zone", () => {
    const night = { from: "22:00", to: "07:00" };
    // 23:30 in Brisbane (UTC+10) is 13:30 UTC: held until 07:00 there, 21:00 UTC.
    expect(quietUntil(night, "Australia/Brisbane", at("2026-11-27T13:30:00Z"))?.toISOString()).toBe(
      "2026-11-27T21:00:00.000Z",
    );
    // 06:59:30 there: half a minute left.
    expect(quietUntil(night, "Australia/Brisbane", at("2026-11-27T20:59:30Z"))?.toISOString()).toBe(
      "2026-11-27T21:00:00.000Z",
    );
    // 07:00 and midday there: not quiet.
    expect(quietUntil(night, "Australia/Brisbane", at("2026-11-27T21:00:00Z"))).toBeNull();
    expect(quietUntil(night, "Australia/Brisbane", at("2026-11-27T02:00:00Z"))).toBeNull();
    // A span within one day, and none at all.
    const lunch = { from: "12:00", to: "13:00" };
    expect(quietUntil(lunch, "UTC", at("2026-11-27T12:15:00Z"))?.toISOString()).toBe(
      "2026-11-27T13:00:00.000Z",
    );
    expect(quietUntil(lunch, "UTC", at("2026-11-27T13:15:00Z"))).toBeNull();
    expect(quietUntil(null, "UTC", at("2026-11-27T12:15:00Z"))).toBeNull();
  });
});
