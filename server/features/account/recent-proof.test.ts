import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialsMessages } from "../../../contracts/account-credentials-rules.ts";
import { authLimits } from "../../../contracts/auth-rules.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { session, sessionProofs } from "../../db/schema.ts";

// Issue 31, scope 11: a sensitive change needs a password, passkey or code from the last
// ten minutes; a sign-in counts. The email change is the route that asks for it here.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changeEmail = (client: TestClient, newEmail: string) =>
  client.post("/api/account/email", { newEmail });

/** Moves a user's sessions' sign-in, and any proof, `minutes` into the past. */
async function age(userEmail: string, minutes: number) {
  const interval = sql`make_interval(mins => ${minutes})`;
  const ids = sql`(select s.id from sessions s join users u on u.id = s.user_id where u.email = ${userEmail})`;
  await t.db
    .update(session)
    .set({ createdAt: sql`now() - ${interval}` })
    .where(sql`${session.id} in ${ids}`);
  await t.db
    .update(sessionProofs)
    .set({ provenAt: sql`now() - ${interval}` })
    .where(sql`${sessionProofs.sessionId} in ${ids}`);
}

describe("recent proof", () => {
  it("lets a session that signed in a minute ago through, and refuses it after ten", async () => {
    const { client, email } = await signUpVerified(t);
    await age(email, 9);
    expect((await changeEmail(client, `fresh.${email}`)).statusCode).toBe(202);

    await age(email, 11);
    const refused = await changeEmail(client, `stale.${email}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "REAUTHENTICATION_REQUIRED",
      message: credentialsMessages.reauthenticationRequired.defaultMessage,
    });
  });

  it("counts a password proof for ten minutes, then asks again", async () => {
    const { client, email } = await signUpVerified(t);
    await age(email, 30);
    expect((await changeEmail(client, `a.${email}`)).statusCode).toBe(403);

    const proof = await client.post("/api/account/recent-proof", { password: strongPassword });
    expect(proof.statusCode).toBe(204);
    expect((await changeEmail(client, `b.${email}`)).statusCode).toBe(202);

    // Only the proof moves: the session signed in half an hour ago.
    const [row] = await t.db
      .select()
      .from(sessionProofs)
      .innerJoin(session, eq(session.id, sessionProofs.sessionId))
      .where(sql`${session.userId} = (select id from users where email = ${email})`);
    expect(row).toBeDefined();
    await t.db
      .update(sessionProofs)
      .set({ provenAt: sql`now() - make_interval(mins => 10, secs => 1)` })
      .where(eq(sessionProofs.sessionId, row?.session_proofs.sessionId ?? ""));
    expect((await changeEmail(client, `c.${email}`)).statusCode).toBe(403);
  });

  it("proves only the session that gave the password, not the member's other devices", async () => {
    const { client, email } = await signUpVerified(t);
    const phone = new TestClient(t.app, "10.9.9.9");
    await phone.post("/api/auth/sign-in/email", { email, password: strongPassword });
    await age(email, 30);
    await client.post("/api/account/recent-proof", { password: strongPassword });
    expect((await changeEmail(client, `x.${email}`)).statusCode).toBe(202);
    expect((await changeEmail(phone, `y.${email}`)).statusCode).toBe(403);
  });

  it("tells the page whether a proof is needed now, and until when it is not", async () => {
    const { client, email } = await signUpVerified(t);
    const fresh = (await client.get("/api/account/recent-proof")).json();
    expect(fresh.fresh).toBe(true);
    expect(new Date(fresh.until).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    await age(email, 12);
    expect((await client.get("/api/account/recent-proof")).json()).toEqual({
      fresh: false,
      until: null,
    });
    expect((await new TestClient(t.app).get("/api/account/recent-proof")).statusCode).toBe(401);
  });

  it("refuses a wrong password, an empty one and a visitor", async () => {
    const { client } = await signUpVerified(t);
    const wrong = await client.post("/api/account/recent-proof", { password: "Not-my-pass-7" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: "INVALID_PASSWORD",
      message: credentialsMessages.wrongPassword.defaultMessage,
    });
    const empty = await client.post("/api/account/recent-proof", { password: "" });
    expect(empty.statusCode).toBe(400);
    expect((await client.post("/api/account/recent-proof", { password: 7 })).statusCode).toBe(400);
    const visitor = await new TestClient(t.app).post("/api/account/recent-proof", {
      password: strongPassword,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("shares the sign-in lockout: parallel guesses are checked at most five times", async () => {
    const { client, email } = await signUpVerified(t);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post("/api/account/recent-proof", { password: `Wrong-guess-${i}!` }),
      ),
    );
    const statuses = guesses.map((guess) => guess.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThan(
      authLimits.maxFailedSignIns,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(
      20 - authLimits.maxFailedSignIns,
    );
    const locked = guesses.find((guess) => guess.statusCode === 429);
    expect(locked?.json()).toEqual({
      code: "LOCKED_OUT",
      message: expect.stringMatching(
        /^Too many failed attempts. Please try again in 1[56] minutes.$/,
      ),
    });

    // Even the right password waits now, and so does signing in elsewhere.
    const right = await client.post("/api/account/recent-proof", { password: strongPassword });
    expect(right.statusCode).toBe(429);
    const signIn = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(429);
  });

  it("a right password clears the count the wrong ones left", async () => {
    const { client, email } = await signUpVerified(t);
    for (let i = 0; i < authLimits.maxFailedSignIns - 1; i++) {
      await client.post("/api/account/recent-proof", { password: "Wrong-pass-1!" });
    }
    expect(
      (await client.post("/api/account/recent-proof", { password: strongPassword })).statusCode,
    ).toBe(204);
    const later = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email,
      password: "Wrong-pass-1!",
    });
    expect(later.statusCode).toBe(401);
  });
});
