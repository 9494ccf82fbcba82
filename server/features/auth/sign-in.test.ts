import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages, lockoutMessage } from "../../../contracts/auth.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { session, throttles, user } from "../../db/schema.ts";
import { setAdminRole } from "./accounts.service.ts";

// The auth event log tells which attempts reached the password check.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const lockEvents = () =>
  logLines
    .map((line) => JSON.parse(line) as { event?: string; ip?: string })
    .filter((entry) => entry.event?.startsWith("sign-in-"));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { ADMIN_EMAILS: "Chief@Coastal.test, other@coastal.test" },
    { logStream },
  );
});
afterAll(() => t.close());

const signIn = (client: TestClient, email: string, password: string) =>
  client.post("/api/auth/sign-in/email", { email, password });

describe("sign-in", () => {
  it("refuses empty fields and a malformed email with the spec's words", async () => {
    const client = new TestClient(t.app);
    expect((await signIn(client, "", "x")).json().message).toBe(authMessages.emptyFields);
    expect((await signIn(client, "a@b.co", "")).json().message).toBe(authMessages.emptyFields);
    expect((await signIn(client, "nope", "x")).json().message).toBe(authMessages.invalidEmail);
  });

  it("locks an account for 15 minutes after 5 failures, whatever the browser or IP", async () => {
    const { email } = await signUpVerified(t);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const failed = await signIn(
        new TestClient(t.app, `10.1.0.${attempt}`),
        email,
        "Wrong-pass-1",
      );
      expect(failed.statusCode).toBe(401);
      expect(failed.json().message).toBe(authMessages.invalidCredentials);
    }
    const fifth = await signIn(new TestClient(t.app, "10.1.0.5"), email, "Wrong-pass-1");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(lockoutMessage(15));

    // The right password from a fresh client on another address is refused too.
    const fresh = new TestClient(t.app, "10.9.9.9");
    const locked = await signIn(fresh, email, strongPassword);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("Too many failed attempts. Please try again in 15 minutes.");
    expect(fresh.hasSession()).toBe(false);

    // When the lock lapses the right password works and clears the count.
    await t.db
      .update(throttles)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(throttles.key, `sign-in:${email}`));
    expect((await signIn(fresh, email, strongPassword)).statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(throttles)
      .where(eq(throttles.key, `sign-in:${email}`));
    expect(left).toHaveLength(0);
  });

  it("lets no more than 5 of 60 parallel guesses reach the password check", async () => {
    const { email } = await signUpVerified(t);
    // One address per guess, as from a botnet; the right password comes last.
    const guesses = Array.from({ length: 60 }, (_, i) =>
      signIn(
        new TestClient(t.app, `10.60.0.${i + 1}`),
        email,
        i === 59 ? strongPassword : `Wrong-pass-${i}`,
      ),
    );
    const answers = await Promise.all(guesses);
    const statuses = answers.map((answer) => answer.statusCode);
    // Four wrong passwords are told so; the fifth checked one locks the account;
    // the other 55, the right password among them, are refused unchecked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(56);
    expect(answers[59]?.json().message).toBe(lockoutMessage(15));
    const checked = lockEvents().filter((entry) => entry.ip?.startsWith("10.60.0."));
    expect(checked.filter((entry) => entry.event !== "sign-in-refused-locked")).toHaveLength(5);
    // Each of the 60 answers costs a password hash, refusals too (lockout-timing.test.ts):
    // a few seconds on an idle machine, far more on a busy one.
  }, 300_000);

  it("shows the minutes left while an account is locked", async () => {
    const { email } = await signUpVerified(t);
    await t.db.insert(throttles).values({
      key: `sign-in:${email}`,
      count: 5,
      lockedUntil: sql`now() + interval '61 seconds'`,
    });
    const response = await signIn(new TestClient(t.app), email, strongPassword);
    expect(response.json().message).toBe(
      "Too many failed attempts. Please try again in 2 minutes.",
    );
  });

  it("resets the failure count after a successful sign-in", async () => {
    const { email } = await signUpVerified(t);
    const client = new TestClient(t.app);
    for (let i = 0; i < 4; i++) await signIn(client, email, "Wrong-pass-1");
    expect((await signIn(client, email, strongPassword)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(client, email, "Wrong-pass-1")).statusCode).toBe(401);
    }
    expect((await signIn(client, email, strongPassword)).statusCode).toBe(200);
  });

  it("rate-limits sign-in attempts per IP address", async () => {
    const client = new TestClient(t.app, "10.2.2.2");
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await signIn(client, `nobody${i}@example.com`, "Wrong-pass-1")).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is unaffected.
    const other = await signIn(new TestClient(t.app, "10.3.3.3"), "nobody@example.com", "x");
    expect(other.statusCode).toBe(401);
  });

  it("signs out and ends the session", async () => {
    const { client } = await signUpVerified(t);
    expect((await client.get("/api/me")).json().viewer).not.toBeNull();
    expect((await client.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    expect((await client.get("/api/me")).json().viewer).toBeNull();
  });
});

describe("admins and bans", () => {
  it("makes ADMIN_EMAILS accounts admins once verified", async () => {
    const { client } = await signUpVerified(t, "chief@coastal.test");
    expect((await client.get("/api/me")).json().viewer.isAdmin).toBe(true);
  });

  it("grants and revokes the admin role by command", async () => {
    const { client, email } = await signUpVerified(t);
    expect(await setAdminRole(t.db, email, true)).toBe(true);
    expect((await client.get("/api/me")).json().viewer.isAdmin).toBe(true);
    expect(await setAdminRole(t.db, email, false)).toBe(true);
    expect((await client.get("/api/me")).json().viewer.isAdmin).toBe(false);
    expect(await setAdminRole(t.db, "missing@example.com", true)).toBe(false);
  });

  it("ends every session of a banned user and refuses their sign-in", async () => {
    const { client: admin } = await signUpVerified(t, "other@coastal.test");
    const { client: victim, email } = await signUpVerified(t);
    const second = new TestClient(t.app, "10.4.4.4");
    await signIn(second, email, strongPassword);
    const [target] = await t.db.select().from(user).where(eq(user.email, email));

    const ban = await admin.post("/api/auth/admin/ban-user", { userId: target?.id });
    expect(ban.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(session)
        .where(eq(session.userId, target?.id ?? "")),
    ).toEqual([]);
    expect((await victim.get("/api/me")).json().viewer).toBeNull();
    expect((await second.get("/api/me")).json().viewer).toBeNull();

    const again = await signIn(new TestClient(t.app), email, strongPassword);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(authMessages.suspended);
  });

  it("refuses admin actions to non-admins", async () => {
    const { client } = await signUpVerified(t);
    const { email } = await signUpVerified(t);
    const [target] = await t.db.select().from(user).where(eq(user.email, email));
    const ban = await client.post("/api/auth/admin/ban-user", { userId: target?.id });
    expect(ban.statusCode).toBe(403);
    const [still] = await t.db.select().from(user).where(eq(user.email, email));
    expect(still?.banned).toBe(false);
  });
});
