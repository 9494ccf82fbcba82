import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockoutMessage } from "../../../contracts/auth.ts";
import { emailCodeText } from "../../../contracts/email-code.ts";
import { codeFor, signUpWithAuthenticator } from "../../../tests/support/authenticator.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { throttles, user, verification } from "../../db/schema.ts";

// Issue 31 scope 8: sign in with a one-time code by email, under the password's lockout.
// The auth event log, to see that code sign-ins are logged as password ones are.
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const authEvents = () =>
  logLines
    .map((line) => JSON.parse(line) as { event?: string; userId?: string })
    .filter((entry) => entry.event?.startsWith("sign-in"));

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(await createTestApp({ SMTP_URL: inbox.url }, { logStream }));
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const askCode = (client: TestClient, email: string, headers: Record<string, string> = {}) =>
  client.request(
    "POST",
    "/api/auth/email-otp/send-verification-otp",
    { email, type: "sign-in" },
    headers,
  );
const signInWithCode = (client: TestClient, email: string, otp: string) =>
  client.post("/api/auth/sign-in/email-otp", { email, otp });

// Each visitor from an address of its own: better-auth's per-IP limits have their own test.
let clients = 0;
const freshClient = () => {
  clients++;
  return new TestClient(t.app, `10.5.${clients >> 8}.${clients & 255}`);
};

/** The code in the newest code mail to `email`. */
async function mailedCode(email: string) {
  await t.settled();
  const codeSubjects = ["Your Coastal sign-in code", "Tu código para iniciar sesión en Coastal"];
  const mail = inbox
    .to(email)
    .filter((each) => codeSubjects.includes(each.subject))
    .at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
/** Lets the next code be asked at once: the per-address minute between mails has passed. */
const forgetSendSlot = (email: string) =>
  t.db.delete(throttles).where(eq(throttles.key, `email-code:${email}`));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("signing in with a code by email", () => {
  it("mails a 6-digit code that signs the member in once", async () => {
    const { email } = await signUpVerified(t);
    const visitor = freshClient();
    const asked = await askCode(visitor, email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true });
    const code = await mailedCode(email);
    const mail = inbox.lastMailTo(email);
    expect(mail?.subject).toBe("Your Coastal sign-in code");
    expect(mail?.text).toContain("expires in 10 minutes");

    const signedIn = await signInWithCode(visitor, email, code);
    expect(signedIn.statusCode).toBe(200);
    expect(visitor.hasSession()).toBe(true);
    expect(signedIn.json().token).toBeUndefined();
    const me = await visitor.get("/api/me");
    expect(me.json().viewer.email).toBe(email);

    // Single-use: the same code again is refused.
    const again = await signInWithCode(freshClient(), email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: "INVALID_OTP",
      message: emailCodeText.wrongCode.defaultMessage,
    });
  });

  it("mails the code in Spanish to a visitor reading in Spanish", async () => {
    const { email } = await signUpVerified(t);
    await askCode(freshClient(), email, { "accept-language": "es" });
    await mailedCode(email);
    const mail = inbox.lastMailTo(email);
    expect(mail?.subject).toBe("Tu código para iniciar sesión en Coastal");
    expect(mail?.text).toContain("vence en 10 minutos");
  });

  it("answers an unknown or unverified address as a known one, and mails nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const asked = await askCode(freshClient(), unknown);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ success: true });

    const unverified = uniqueEmail("unverified");
    const signUp = await freshClient().post("/api/auth/sign-up/email", {
      email: unverified,
      password: strongPassword,
      name: "x",
    });
    expect(signUp.statusCode).toBe(200);
    await t.settled();
    const before = inbox.to(unverified).length;
    const askedUnverified = await askCode(freshClient(), unverified);
    expect(askedUnverified.json()).toEqual({ success: true });
    await t.settled();
    expect(inbox.to(unknown).map((mail) => mail.subject)).toEqual([]);
    expect(inbox.to(unverified)).toHaveLength(before);
  });

  it("refuses an expired code, saying so", async () => {
    const { email } = await signUpVerified(t);
    await askCode(freshClient(), email);
    const code = await mailedCode(email);
    await t.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verification.identifier, `sign-in-otp-${email}`));
    const late = await signInWithCode(freshClient(), email, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("INVALID_OTP");
  });

  it("sends one code mail a minute per address, whoever asks", async () => {
    const { email } = await signUpVerified(t);
    expect((await askCode(new TestClient(t.app, "10.9.0.1"), email)).statusCode).toBe(200);
    const second = await askCode(new TestClient(t.app, "10.9.0.2"), email);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(emailCodeText.sendTooSoon.defaultMessage);
  });

  it("limits code requests per IP address (10 a minute), whatever the addresses", async () => {
    const client = new TestClient(t.app, "10.4.0.1");
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push((await askCode(client, uniqueEmail("ip"))).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(answers[10]).toBe(429);
  });

  it("spends a code after three wrong tries", async () => {
    const { email } = await signUpVerified(t);
    await askCode(freshClient(), email);
    const code = await mailedCode(email);
    for (let i = 0; i < 3; i++) {
      expect((await signInWithCode(freshClient(), email, wrongCode(code))).statusCode).toBe(400);
    }
    const right = await signInWithCode(freshClient(), email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({
      code: "TOO_MANY_ATTEMPTS",
      message: emailCodeText.codeSpent.defaultMessage,
    });
  });

  it("locks the address after 5 failures of code or password together, race-proof", async () => {
    const { email } = await signUpVerified(t);
    await askCode(freshClient(), email);
    const code = await mailedCode(email);
    // Two password failures count towards the same lock.
    for (let i = 0; i < 2; i++) {
      const failed = await freshClient().post("/api/auth/sign-in/email", {
        email,
        password: "Wrong-pass-1",
      });
      expect(failed.statusCode).toBe(401);
    }
    // 30 parallel guesses from 30 addresses: at most 3 more reach the check, then the lock.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInWithCode(new TestClient(t.app, `10.8.0.${i + 1}`), email, wrongCode(code)),
      ),
    );
    const statuses = guesses.map((guess) => guess.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(28);
    const locked = guesses.find((guess) => guess.statusCode === 429);
    // 15 minutes, or 16 for a guess whose statement began before the lock's.
    expect([lockoutMessage(15), lockoutMessage(16)]).toContain(locked?.json().message);
    expect(locked?.json().code).toBe("LOCKED_OUT");
    // The right password is refused too while locked.
    const password = await freshClient().post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(password.statusCode).toBe(429);
    // Even a fresh right code is refused while the lock lasts.
    await forgetSendSlot(email);
    await askCode(freshClient(), email);
    const fresh = await signInWithCode(freshClient(), email, await mailedCode(email));
    expect(fresh.statusCode).toBe(429);
  });

  it("a right code clears the count of failures; both are in the auth log", async () => {
    const { email } = await signUpVerified(t);
    await askCode(freshClient(), email);
    const code = await mailedCode(email);
    const logged = authEvents().length;
    await signInWithCode(freshClient(), email, wrongCode(code));
    const signedIn = await signInWithCode(freshClient(), email, code);
    expect(signedIn.statusCode).toBe(200);
    expect(
      authEvents()
        .slice(logged)
        .map((entry) => entry.event),
    ).toEqual(["sign-in-failed", "sign-in"]);
    expect(logLines.some((line) => line.includes(`"${code}"`))).toBe(false);
    const [row] = await t.db
      .select()
      .from(throttles)
      .where(eq(throttles.key, `sign-in:${email}`));
    expect(row).toBeUndefined();
  });

  it("asks a member with a second factor for it after the code, with no session yet", async () => {
    const { email } = await signUpVerified(t);
    await t.db.execute(sql`update users set two_factor_enabled = true where email = ${email}`);
    await askCode(freshClient(), email);
    const visitor = freshClient();
    const answer = await signInWithCode(visitor, email, await mailedCode(email));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().twoFactorRedirect).toBe(true);
    expect(visitor.hasSession()).toBe(false);
    expect(visitor.cookieHeader()).toContain("two_factor");
    expect((await visitor.get("/api/me")).json().viewer).toBeNull();
  });

  it("signs a member with an authenticator app in only after the app's code too", async () => {
    const member = await signUpWithAuthenticator(t);
    // An address of its own: the per-IP limits are not what this test is about.
    const visitor = new TestClient(t.app, "10.6.0.1");
    expect((await askCode(visitor, member.email)).statusCode).toBe(200);
    const first = await signInWithCode(visitor, member.email, await mailedCode(member.email));
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(visitor.hasSession()).toBe(false);
    const second = await visitor.post("/api/auth/two-factor/verify-totp", {
      code: await codeFor(member.secret),
    });
    expect(second.statusCode).toBe(200);
    expect(visitor.hasSession()).toBe(true);
    expect((await visitor.get("/api/me")).json().viewer.email).toBe(member.email);
  });

  it("refuses hostile bodies with a 4xx and leaves the other emailOTP endpoints shut", async () => {
    // An address of its own: the per-IP limits are not what this test is about.
    const client = new TestClient(t.app, "10.7.0.1");
    const bodies: unknown[] = [
      { email: "x@y.co", otp: 123456 },
      { email: "x@y.co", otp: "12345" },
      { email: "x@y.co", otp: "abcdef" },
      { email: ["x@y.co"], otp: "123456" },
      { email: "not-an-email", otp: "123456" },
      { email: "x@y.co", otp: { $gt: "" } },
    ];
    for (const body of bodies) {
      const answer = await client.post("/api/auth/sign-in/email-otp", body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const type of ["email-verification", "forget-password", "change-email", 3]) {
      const answer = await client.post("/api/auth/email-otp/send-verification-otp", {
        email: "x@y.co",
        type,
      });
      expect(answer.statusCode).toBe(400);
    }
    for (const path of [
      "/api/auth/email-otp/check-verification-otp",
      "/api/auth/email-otp/verify-email",
      "/api/auth/email-otp/reset-password",
      "/api/auth/email-otp/request-password-reset",
    ]) {
      const answer = await client.post(path, { email: "x@y.co", otp: "123456", type: "sign-in" });
      expect(answer.statusCode, path).toBe(404);
    }
    const [none] = await t.db.select().from(user).where(eq(user.email, "x@y.co"));
    expect(none).toBeUndefined();
  });
});
