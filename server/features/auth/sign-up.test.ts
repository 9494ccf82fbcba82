import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../contracts/auth.ts";
import {
  createTestApp,
  followVerificationLink,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { profiles, user } from "../../db/schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (
  client: TestClient,
  email: string,
  password = strongPassword,
  name = email.split("@")[0],
) =>
  client.post("/api/auth/sign-up/email", {
    email,
    password,
    name,
    callbackURL: "/auth?verified=true",
  });

describe("sign-up", () => {
  it("refuses empty fields, a malformed email and a weak password with the spec's words", async () => {
    const client = new TestClient(t.app);
    const cases = [
      [{ email: "", password: strongPassword }, authMessages.emptyFields],
      [{ email: "someone@example.com", password: "" }, authMessages.emptyFields],
      [{ email: "not an email", password: strongPassword }, authMessages.invalidEmail],
      [{ email: "someone@example.com", password: "short1!" }, authMessages.weakPassword],
      [{ email: "someone@example.com", password: "alllowercase1!" }, authMessages.weakPassword],
      [{ email: "someone@example.com", password: "NoDigitsHere!" }, authMessages.weakPassword],
      [{ email: "someone@example.com", password: "NoSpecial123" }, authMessages.weakPassword],
    ] as const;
    for (const [body, message] of cases) {
      const response = await client.post("/api/auth/sign-up/email", { ...body, name: "x" });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const rows = await t.db.select().from(user).where(eq(user.email, "someone@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("creates an unverified account with a profile named after the email and mails a link", async () => {
    const email = uniqueEmail("Surfer");
    const response = await signUp(new TestClient(t.app), email);
    expect(response.statusCode).toBe(200);
    const [account] = await t.db.select().from(user).where(eq(user.email, email.toLowerCase()));
    expect(account?.emailVerified).toBe(false);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, account?.id ?? ""));
    // Addresses are stored in lower case, so the username comes out lower-case too.
    expect(profile?.username).toBe(email.split("@")[0]?.toLowerCase());
    expect(profile?.bio).toBe("");
    expect(profile?.avatarUrl).toBeNull();
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Verify your email for Coastal");
    expect(mail?.text).toContain("/api/auth/verify-email?token=");
    expect(mail?.text).toContain("expires in 24 hours");
  });

  it("tells a second sign-up with the same address that the account exists", async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), email);
    const again = await signUp(new TestClient(t.app), email.toUpperCase());
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(authMessages.accountExists);
  });

  it("applies the per-IP limit to 'already exists' answers too", async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app, "10.50.0.1"), email);
    const prober = new TestClient(t.app, "10.50.0.2");
    const answers = [];
    for (let i = 0; i < 60; i++) answers.push(await signUp(prober, email));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(422));
    expect(statuses.slice(20)).toEqual(Array(40).fill(429));
    expect(answers[59]?.json()).toEqual({
      code: "RATE_LIMITED",
      message: authMessages.tooManyRequests,
    });
  });

  it("refuses the most common passwords, however dressed up", async () => {
    const client = new TestClient(t.app);
    for (const password of ["Password1!", "Qwerty123!", "!!Dragon2024", "Iloveyou1!"]) {
      const response = await signUp(client, "common@example.com", password);
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toBe(authMessages.commonPassword);
    }
    const rows = await t.db.select().from(user).where(eq(user.email, "common@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("never gives a new account a reserved username", async () => {
    const client = new TestClient(t.app, "10.51.0.1");
    const admin = `admin@${uniqueEmail().split("@")[0]}.example.com`;
    expect((await signUp(client, admin)).statusCode).toBe(200);
    const surfer = uniqueEmail("surfer");
    // The name field is not the client's to choose.
    expect((await signUp(client, surfer, strongPassword, "Support")).statusCode).toBe(200);

    const namesOf = async (email: string) => {
      const [account] = await t.db.select().from(user).where(eq(user.email, email));
      const [profile] = await t.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, account?.id ?? ""));
      return [account?.name, profile?.username];
    };
    // The username takes a number rather than the reserved name (issue 28).
    const [accountName, username] = await namesOf(admin);
    expect(accountName).toBe("member");
    expect(username).toMatch(/^admin\d+$/);
    const local = surfer.split("@")[0];
    expect(await namesOf(surfer)).toEqual([local, local]);
  });

  it("refuses sign-in before verification, then verifies once and signs in", async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    await signUp(client, email);

    const early = await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(authMessages.emailNotVerified);
    expect(client.hasSession()).toBe(false);

    const verified = await followVerificationLink(t, client, email);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/auth?verified=true");
    // Verification does not sign in by itself: the user signs in next.
    const me = await client.get("/api/me");
    expect(me.json().viewer).toBeNull();

    const signIn = await client.post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.find((c) => c.name.includes("session_token"));
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite?.toLowerCase()).toBe("lax");
    const viewer = (await client.get("/api/me")).json().viewer;
    expect(viewer.email).toBe(email.toLowerCase());
    expect(viewer.isAdmin).toBe(false);
    expect(viewer.memberships).toEqual([]);
  });

  it("treats a verification link as single-use", async () => {
    const email = uniqueEmail();
    const client = new TestClient(t.app);
    await signUp(client, email);
    expect((await followVerificationLink(t, client, email)).headers.location).toBe(
      "/auth?verified=true",
    );
    const second = await followVerificationLink(t, client, email);
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe("/auth?error_code=otp_expired");
  });

  it("keeps a verification link usable when its request is refused", async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app, "10.52.0.1"), email);
    // Someone on the same address used up its per-IP allowance.
    const busy = new TestClient(t.app, "10.52.0.2");
    for (let batch = 0; batch < 6; batch++) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          busy.get(`/api/auth/verify-email?token=junk-${batch}-${i}&callbackURL=/auth`),
        ),
      );
    }
    const refused = await followVerificationLink(t, busy, email);
    expect(refused.statusCode).toBe(429);

    const later = await followVerificationLink(t, new TestClient(t.app, "10.52.0.3"), email);
    expect(later.statusCode).toBe(302);
    expect(later.headers.location).toBe("/auth?verified=true");
  });

  it("sends a tampered verification link to the expired-link screen", async () => {
    const client = new TestClient(t.app);
    const response = await client.get("/api/auth/verify-email?token=not-a-token&callbackURL=/auth");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/auth?error_code=otp_expired");
  });

  it("resends a verification mail at most once a minute per address", async () => {
    const email = uniqueEmail();
    await signUp(new TestClient(t.app), email);
    const body = { email, callbackURL: "/auth?verified=true" };
    const first = await new TestClient(t.app).post("/api/auth/send-verification-email", body);
    expect(first.statusCode).toBe(200);
    // A different client and IP changes nothing: the limit is per address.
    const second = await new TestClient(t.app, "10.0.0.9").post(
      "/api/auth/send-verification-email",
      body,
    );
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(authMessages.resendRateLimited);
  });
});
