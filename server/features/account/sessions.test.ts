import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSession } from "../../../contracts/account-sessions.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { accountEvents, session } from "../../db/schema.ts";
import { activityEveryMs } from "../../session/session-activity.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const mac =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** `email` signs in again from another device: its own cookies, address and browser. */
async function signInElsewhere(email: string, ip: string, userAgent: string) {
  const device = new TestClient(t.app, ip);
  const signedIn = await device.request(
    "POST",
    "/api/auth/sign-in/email",
    { email, password: strongPassword },
    { "user-agent": userAgent },
  );
  expect(signedIn.statusCode).toBe(200);
  return device;
}

const sessionsOf = async (client: TestClient) => {
  const answer = await client.get("/api/account/sessions");
  expect(answer.statusCode).toBe(200);
  return answer.json().items as AccountSession[];
};
const signedIn = async (client: TestClient) => (await client.get("/api/me")).json().viewer !== null;
const endSession = (client: TestClient, id: string) =>
  client.request("DELETE", `/api/account/sessions/${id}`);
const tokensOf = async (userId: string) =>
  (await t.db.select({ token: session.token }).from(session).where(eq(session.userId, userId))).map(
    (row) => row.token,
  );

describe("the member's sessions", () => {
  it("lists their own devices with browser, system, network and last active, this one marked, and no token", async () => {
    const { client, email } = await signUpVerified(t);
    const phone = await signInElsewhere(email, "203.0.113.77", iPhone);
    const laptop = await signInElsewhere(email, "2001:db8:85a3::8a2e:370:7334", mac);
    // Someone else's sessions never show.
    await signUpVerified(t);

    const answer = await phone.get("/api/account/sessions");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    const items = answer.json().items as AccountSession[];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      current: true,
      browser: "Safari 17",
      os: "iOS 17",
      deviceKind: "mobile",
      deviceModel: "Apple iPhone",
      network: "203.0.113.0/24",
    });
    expect(items.filter((item) => item.current)).toHaveLength(1);
    expect(items.find((item) => item.browser === "Chrome 131")).toMatchObject({
      os: "macOS",
      deviceKind: "desktop",
      network: "2001:db8:85a3::/48",
      current: false,
    });
    for (const item of items) expect(Date.parse(item.lastActiveAt)).not.toBeNaN();

    // Neither a token nor a full address is anywhere in the answer.
    const userId = (await client.get("/api/me")).json().viewer.id as string;
    const tokens = await tokensOf(userId);
    expect(tokens).toHaveLength(3);
    for (const token of tokens) expect(answer.body).not.toContain(token);
    expect(answer.body).not.toContain("203.0.113.77");
    expect(answer.body).not.toContain("8a2e");
    expect((await sessionsOf(laptop)).find((item) => item.current)?.browser).toBe("Chrome 131");

    // better-auth's own list answers without the tokens too.
    const own = await phone.get("/api/auth/list-sessions");
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(3);
    for (const token of tokens) expect(own.body).not.toContain(token);
  });

  it("refuses a visitor with 401 on every route", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/account/sessions")).statusCode).toBe(401);
    expect((await endSession(visitor, "anything")).statusCode).toBe(401);
    const logout = await visitor.post("/api/account/logout", { scope: "global" });
    expect(logout.statusCode).toBe(401);
    expect(logout.json().code).toBe("UNAUTHORIZED");
  });

  it("signs one other device out, which is then refused, and keeps this one", async () => {
    const { client, email } = await signUpVerified(t);
    const phone = await signInElsewhere(email, "203.0.113.8", iPhone);
    const phoneId = (await sessionsOf(phone)).find((item) => item.current)?.id ?? "";

    const ended = await endSession(client, phoneId);
    expect(ended.statusCode).toBe(204);
    expect(ended.body).toBe("");
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(client)).toBe(true);
    expect((await sessionsOf(client)).map((item) => item.id)).not.toContain(phoneId);

    // Ended already: a second try finds nothing.
    const again = await endSession(client, phoneId);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: "NOT_FOUND", message: "That session has already ended." });
  });

  it("answers 404 for another member's session and leaves it signed in", async () => {
    const mallory = await signUpVerified(t);
    const victim = await signUpVerified(t);
    const victimId = (await sessionsOf(victim.client))[0]?.id ?? "";

    const refused = await endSession(mallory.client, victimId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("NOT_FOUND");
    // A made-up id is answered the same way: nothing tells whether an id exists.
    const madeUp = await endSession(mallory.client, "no-such-session");
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json()).toEqual(refused.json());
    expect(await signedIn(victim.client)).toBe(true);
    // Hostile ids are a clean 4xx.
    for (const id of ["x".repeat(101), "%00", "..%2F..%2Fapi"]) {
      const hostile = await endSession(mallory.client, id);
      expect(hostile.statusCode).toBeGreaterThanOrEqual(400);
      expect(hostile.statusCode).toBeLessThan(500);
    }
  });

  it("ending this device's own session from its row signs it out", async () => {
    const { client } = await signUpVerified(t);
    const mine = (await sessionsOf(client)).find((item) => item.current)?.id ?? "";
    expect((await endSession(client, mine)).statusCode).toBe(204);
    expect(client.hasSession()).toBe(false);
    expect(await signedIn(client)).toBe(false);
  });

  it("logs out with a scope: others keeps this device, global ends every one, local only this", async () => {
    const { client, email } = await signUpVerified(t);
    const phone = await signInElsewhere(email, "203.0.113.9", iPhone);
    const laptop = await signInElsewhere(email, "198.51.100.4", mac);

    const others = await client.post("/api/account/logout", { scope: "others" });
    expect(others.statusCode).toBe(204);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(client)).toBe(true);
    expect((await sessionsOf(client)).map((item) => item.current)).toEqual([true]);
    // Recorded and told to the member, with how many devices went.
    const userId = (await client.get("/api/me")).json().viewer.id as string;
    const [event] = await t.db
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.userId, userId), eq(accountEvents.kind, "sessionsEnded")));
    expect(event?.details).toMatchObject({ scope: "others", count: "2" });
    expect((await t.lastMailTo(email))?.subject).toBe("Devices were signed out of your account");

    const tablet = await signInElsewhere(email, "198.51.100.5", mac);
    const local = await tablet.post("/api/account/logout", { scope: "local" });
    expect(local.statusCode).toBe(204);
    expect(tablet.hasSession()).toBe(false);
    expect(await signedIn(client)).toBe(true);

    const again = await signInElsewhere(email, "198.51.100.6", iPhone);
    const global = await client.post("/api/account/logout", { scope: "global" });
    expect(global.statusCode).toBe(204);
    expect(client.hasSession()).toBe(false);
    expect(await signedIn(client)).toBe(false);
    expect(await signedIn(again)).toBe(false);
  });

  it("refuses an unknown or missing scope with 400", async () => {
    const { client } = await signUpVerified(t);
    for (const body of [{ scope: "everyone" }, {}, { scope: ["global"] }]) {
      const refused = await client.post("/api/account/logout", body);
      expect(refused.statusCode).toBe(400);
    }
    expect(await signedIn(client)).toBe(true);
  });

  it("two devices ending each other at once both end, and nothing answers 5xx", async () => {
    const { client, email } = await signUpVerified(t);
    const userId = (await client.get("/api/me")).json().viewer.id as string;
    const phone = await signInElsewhere(email, "203.0.113.10", iPhone);
    const [mine, theirs] = await Promise.all([sessionsOf(client), sessionsOf(phone)]);
    const clientId = mine.find((item) => item.current)?.id ?? "";
    const phoneId = theirs.find((item) => item.current)?.id ?? "";
    const answers = await Promise.all([endSession(client, phoneId), endSession(phone, clientId)]);
    for (const answer of answers) expect([204, 401, 404]).toContain(answer.statusCode);
    // Whichever ran first, the other device is gone: at most the slower one's session is left.
    expect(answers.some((answer) => answer.statusCode === 204)).toBe(true);
    expect((await tokensOf(userId)).length).toBeLessThanOrEqual(1);
  });

  it("a double 'Sign out everywhere' ends everything once and answers no 5xx", async () => {
    const { client, email } = await signUpVerified(t);
    const phone = await signInElsewhere(email, "203.0.113.11", iPhone);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post("/api/account/logout", { scope: "global" })),
    );
    for (const answer of answers) expect([204, 401]).toContain(answer.statusCode);
    for (const answer of answers.filter((a) => a.statusCode === 401)) {
      expect(answer.json().code).toBe("UNAUTHORIZED");
    }
    expect(answers.some((answer) => answer.statusCode === 204)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(client)).toBe(false);
  });

  it("moves last active when a device is used after a while, at most once per few minutes", async () => {
    const { client } = await signUpVerified(t);
    const id = (await sessionsOf(client)).find((item) => item.current)?.id ?? "";
    const longAgo = new Date(Date.now() - 2 * activityEveryMs);
    await t.db.update(session).set({ updatedAt: longAgo }).where(eq(session.id, id));
    // This instance wrote it moments ago (when the list was asked): no second write yet.
    await client.get("/api/me");
    await t.settled();
    const [unmoved] = await t.db.select().from(session).where(eq(session.id, id));
    expect(unmoved?.updatedAt.getTime()).toBe(longAgo.getTime());

    // Another instance, as behind a load balancer, sees the old time and moves it.
    const other = await t.secondInstance();
    try {
      await other.app.inject({ url: "/api/me", headers: { cookie: client.cookieHeader() } });
      await other.app.background.settled();
      const [moved] = await t.db.select().from(session).where(eq(session.id, id));
      expect(Date.now() - (moved?.updatedAt.getTime() ?? 0)).toBeLessThan(60_000);
      const listed = (await sessionsOf(client)).find((item) => item.id === id);
      expect(Date.parse(listed?.lastActiveAt ?? "")).toBe(moved?.updatedAt.getTime());
    } finally {
      await other.close();
    }
  });
});
