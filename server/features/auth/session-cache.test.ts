import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { session, user } from "../../db/schema.ts";

// Decision 021: each instance keeps sessions for a while, and every way a
// session or its user changes reaches every instance at once. The cache lives
// a minute here, so only that message can explain a refusal within a second.
let t: TestApp;
let other: Awaited<ReturnType<TestApp["secondInstance"]>>;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ SESSION_CACHE_MS: "60000" });
  other = await t.secondInstance();
  admin = (await signUpAdmin(t)).client;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** Who instance B says the holder of `client`'s cookies is. */
const viewerOnB = async (client: TestClient) =>
  (await other.app.inject({ url: "/api/me", headers: { cookie: client.cookieHeader() } })).json()
    .viewer as { email: string } | null;

/** Polls instance B until it refuses `client`, for at most a second. */
async function refusedOnBWithinASecond(client: TestClient) {
  const deadline = Date.now() + 1000;
  while (Date.now() < deadline) {
    if ((await viewerOnB(client)) === null) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

const idOf = async (email: string) =>
  (await t.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? "";

describe("the session cache", () => {
  it("answers from memory: a session row removed behind the app's back still counts", async () => {
    const { client, email } = await signUpVerified(t);
    expect((await viewerOnB(client))?.email).toBe(email);
    // No sign-out went through the app, so no instance was told.
    await t.db.delete(session).where(eq(session.userId, await idOf(email)));
    expect((await viewerOnB(client))?.email).toBe(email);
  });

  it("forgets a session on every instance when it signs out on one", async () => {
    const { client, email } = await signUpVerified(t);
    expect((await viewerOnB(client))?.email).toBe(email);
    expect((await client.post("/api/auth/sign-out")).statusCode).toBe(200);
    expect(await refusedOnBWithinASecond(client)).toBe(true);
  });

  it("forgets the other sessions when the password changes, and revoked ones", async () => {
    const { client, email } = await signUpVerified(t);
    const laptop = new TestClient(t.app, "10.1.1.1");
    const phone = new TestClient(t.app, "10.2.2.2");
    for (const device of [laptop, phone]) {
      await device.post("/api/auth/sign-in/email", { email, password: strongPassword });
      expect((await viewerOnB(device))?.email).toBe(email);
    }

    const changed = await client.post("/api/account/password", {
      currentPassword: strongPassword,
      newPassword: "Harbour-Lights-19",
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(204);
    expect(await refusedOnBWithinASecond(laptop)).toBe(true);
    expect(await refusedOnBWithinASecond(phone)).toBe(true);

    // The session that changed it lives on, until it revokes itself from its list.
    expect((await viewerOnB(client))?.email).toBe(email);
    const sessions = (await client.get("/api/auth/list-sessions")).json() as { token: string }[];
    const revoked = await client.post("/api/auth/revoke-sessions", {});
    expect(revoked.statusCode).toBe(200);
    expect(sessions.length).toBeGreaterThan(0);
    expect(await refusedOnBWithinASecond(client)).toBe(true);
  });

  it("forgets a banned member's and a removed member's sessions everywhere", async () => {
    const banned = await signUpVerified(t);
    const removed = await signUpVerified(t);
    expect((await viewerOnB(banned.client))?.email).toBe(banned.email);
    expect((await viewerOnB(removed.client))?.email).toBe(removed.email);

    const ban = await admin.post("/api/auth/admin/ban-user", { userId: await idOf(banned.email) });
    expect(ban.statusCode).toBe(200);
    expect(await refusedOnBWithinASecond(banned.client)).toBe(true);

    const remove = await admin.post("/api/auth/admin/remove-user", {
      userId: await idOf(removed.email),
    });
    expect(remove.statusCode).toBe(200);
    expect(await refusedOnBWithinASecond(removed.client)).toBe(true);
  });

  it("sees a new role at once on every instance", async () => {
    const { client, email } = await signUpVerified(t);
    const isAdminOnB = async () =>
      (
        await other.app.inject({ url: "/api/me", headers: { cookie: client.cookieHeader() } })
      ).json().viewer?.isAdmin;
    expect(await isAdminOnB()).toBe(false);
    const { setAdminRole } = await import("./accounts.service.ts");
    await setAdminRole(t.db, email, true);
    const deadline = Date.now() + 1000;
    while (Date.now() < deadline && !(await isAdminOnB())) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await isAdminOnB()).toBe(true);
  });
});
