import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { session, user } from "../../db/schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

async function sessionOf(email: string) {
  const [owner] = await t.db.select().from(user).where(eq(user.email, email));
  const [row] = await t.db
    .select()
    .from(session)
    .where(eq(session.userId, owner?.id ?? ""));
  if (!row) throw new Error(`no session for ${email}`);
  return row;
}

/** Moves a session's clock: as if it was created and last extended that long ago. */
const setTimes = (id: string, times: { createdAt: Date; expiresAt: Date }) =>
  t.db.update(session).set(times).where(eq(session.id, id));

const viewerOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer;

describe("session lifetime", () => {
  it("lasts a week from the last day of use, not a month", async () => {
    const { email } = await signUpVerified(t);
    const row = await sessionOf(email);
    const left = row.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(7 * dayMs - hourMs);
    expect(left).toBeLessThanOrEqual(7 * dayMs);
  });

  it("ends after a week without use", async () => {
    const { client, email } = await signUpVerified(t);
    const row = await sessionOf(email);
    await setTimes(row.id, {
      createdAt: new Date(Date.now() - 8 * dayMs),
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await viewerOf(client)).toBeNull();
  });

  it("slides with use, but never past 30 days after sign-in, on every route", async () => {
    const { client, email } = await signUpVerified(t);
    const row = await sessionOf(email);
    // Used daily for 29 days and 23 hours: the next use is due to extend it by a week.
    const createdAt = new Date(Date.now() - 30 * dayMs + hourMs);
    await setTimes(row.id, { createdAt, expiresAt: new Date(Date.now() + hourMs) });

    const used = await client.get("/api/auth/get-session");
    expect(used.json()?.user.email).toBe(email);
    const extended = await sessionOf(email);
    expect(extended.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + 30 * dayMs);

    // Two hours later the 30 days are up, however recently it was used.
    await setTimes(row.id, {
      createdAt: new Date(createdAt.getTime() - 2 * hourMs),
      expiresAt: new Date(extended.expiresAt.getTime() - 2 * hourMs),
    });
    expect((await client.get("/api/auth/get-session")).json()).toBeNull();
    expect(await viewerOf(client)).toBeNull();
  });

  it("refuses a session older than 30 days even when it was extended before the limit existed", async () => {
    const { client, email } = await signUpVerified(t);
    const row = await sessionOf(email);
    await setTimes(row.id, {
      createdAt: new Date(Date.now() - 31 * dayMs),
      expiresAt: new Date(Date.now() + 6 * dayMs + 12 * hourMs),
    });
    expect(await viewerOf(client)).toBeNull();
    expect((await client.get("/api/auth/get-session")).json()).toBeNull();
  });
});

describe("session token", () => {
  it("stays in its HttpOnly cookie: no JSON answer repeats it", async () => {
    const { client, email } = await signUpVerified(t);
    const signedIn = await client.post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(email);
    expect(signedIn.json()).not.toHaveProperty("token");

    const current = await client.get("/api/auth/get-session");
    expect(current.json().session.userId).toBeTruthy();
    expect(current.json().session).not.toHaveProperty("token");

    const listed = await client.get("/api/auth/list-sessions");
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json() as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const entry of sessions) expect(entry).not.toHaveProperty("token");

    // Nothing in any of the bodies is a live token.
    const tokens = await t.db.select({ token: session.token }).from(session);
    for (const { token } of tokens) {
      for (const body of [signedIn.body, current.body, listed.body]) {
        expect(body).not.toContain(token);
      }
    }
  });
});
