import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  codeFor,
  passwordStep as passwordStepOf,
  signUpWithAuthenticator,
  userIdOf as userIdOfIn,
  wrongCodeFor,
} from "../../../tests/support/authenticator.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { profiles, session } from "../../db/schema.ts";
import { hasSecondFactor } from "./second-factor.ts";

// The authenticator app (issue 31, scope 4) over real HTTP on a real database.
// better-auth's per-IP limits are off so the per-account lockout is what is tested.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const authEvents = () =>
  lines
    .map((line) => JSON.parse(line) as { event?: string; userId?: string })
    .filter((entry) => entry.event);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" }, { logStream });
});
afterAll(() => t.close());

/** The member's sessions signed in and proven more than ten minutes ago. */
async function ageSessions(userId: string) {
  await t.db
    .update(session)
    .set({ createdAt: sql`now() - interval '11 minutes'` })
    .where(eq(session.userId, userId));
  await t.db.execute(
    sql`delete from session_proofs where session_id in (select id from sessions where user_id = ${userId})`,
  );
}

const withTwoFactor = () => signUpWithAuthenticator(t);
const passwordStep = (email: string, client?: TestClient) => passwordStepOf(t, email, client);
const userIdOf = (email: string) => userIdOfIn(t, email);

describe("setting up the authenticator app", () => {
  it("is not on until a first code checks, and a wrong code is refused", async () => {
    const member = await signUpVerified(t);
    const userId = await userIdOf(member.email);
    const setup = await member.client.post("/api/account/two-factor/setup");
    expect(setup.statusCode).toBe(200);
    const body = setup.json() as { secret: string; totpUri: string; qrCode: string };
    expect(body.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(body.totpUri).toContain(`secret=${body.secret}`);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);

    // Still off: a sign-in asks for no code, and the member has no second factor.
    expect(await hasSecondFactor(t.db, userId)).toBe(false);
    expect((await member.client.get("/api/account/two-factor")).json()).toEqual({
      enabled: false,
      backupCodesLeft: null,
    });
    const meanwhile = await passwordStep(member.email);
    expect(meanwhile.answer.json().twoFactorRedirect).toBeUndefined();
    expect(meanwhile.client.hasSession()).toBe(true);

    const wrong = await member.client.post("/api/account/two-factor/confirm", {
      code: await wrongCodeFor(body.secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("INVALID_CODE");
    expect(await hasSecondFactor(t.db, userId)).toBe(false);

    const malformed = await member.client.post("/api/account/two-factor/confirm", {
      code: { $gt: "" },
    });
    expect(malformed.statusCode).toBe(400);

    const right = await member.client.post("/api/account/two-factor/confirm", {
      code: await codeFor(body.secret),
    });
    expect(right.statusCode).toBe(200);
    const { backupCodes } = right.json() as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    expect(await hasSecondFactor(t.db, userId)).toBe(true);
    expect((await member.client.get("/api/account/two-factor")).json()).toEqual({
      enabled: true,
      backupCodesLeft: 10,
    });
    // Confirming again does not make a second set of codes, nor does a new setup start.
    const again = await member.client.post("/api/account/two-factor/confirm", {
      code: await codeFor(body.secret),
    });
    expect(again.statusCode).toBe(400);
    expect((await member.client.post("/api/account/two-factor/setup")).statusCode).toBe(409);
    expect((await t.lastMailTo(member.email))?.subject).toBe("Two-step verification was turned on");
  });

  it("needs a recent proof, and better-auth's password endpoints are not reachable", async () => {
    const member = await signUpVerified(t);
    await ageSessions(await userIdOf(member.email));
    const setup = await member.client.post("/api/account/two-factor/setup");
    expect(setup.statusCode).toBe(403);
    expect(setup.json().code).toBe("REAUTHENTICATION_REQUIRED");
    const enable = await member.client.post("/api/auth/two-factor/enable", {
      password: strongPassword,
    });
    expect(enable.statusCode).toBe(404);
    expect((await new TestClient(t.app).post("/api/account/two-factor/setup")).statusCode).toBe(
      401,
    );
  });
});

describe("signing in with the authenticator app", () => {
  it("asks for the code after the password, with no session until it checks", async () => {
    const member = await withTwoFactor();
    const { client, answer } = await passwordStep(member.email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(client.hasSession()).toBe(false);
    expect((await client.get("/api/auth/get-session")).json()).toBeNull();

    const wrong = await client.post("/api/auth/two-factor/verify-totp", {
      code: await wrongCodeFor(member.secret),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: "INVALID_CODE",
      message: "That code is not correct. Check your authenticator app and try again.",
    });
    expect(client.hasSession()).toBe(false);
    const enEspañol = await client.request(
      "POST",
      "/api/auth/two-factor/verify-totp",
      { code: await wrongCodeFor(member.secret) },
      { "accept-language": "es" },
    );
    expect(enEspañol.json().message).toBe(
      "Ese código no es correcto. Revisa tu app de autenticación y vuelve a intentarlo.",
    );

    const right = await client.post("/api/auth/two-factor/verify-totp", {
      code: await codeFor(member.secret),
    });
    expect(right.statusCode).toBe(200);
    expect(client.hasSession()).toBe(true);
    expect(right.body).not.toContain('"token"');
    expect((await client.get("/api/auth/get-session")).json().user.email).toBe(member.email);
    // The spec's "multi-factor verified" auth event, and the failures before it.
    const events = authEvents().filter((entry) => entry.event?.startsWith("multi-factor"));
    expect(events.slice(-3).map((entry) => entry.event)).toEqual([
      "multi-factor-failed",
      "multi-factor-failed",
      "multi-factor-verified",
    ]);
    expect(events.at(-1)?.userId).toBe(member.userId);
  });

  it("trusts a device for 30 days only when asked to", async () => {
    const member = await withTwoFactor();
    const first = await passwordStep(member.email);
    await first.client.post("/api/auth/two-factor/verify-totp", {
      code: await codeFor(member.secret),
      trustDevice: true,
    });
    expect(first.client.hasSession()).toBe(true);
    expect(first.client.cookieHeader()).toMatch(/trust_device=/);

    // The same device, signed out, signs in with its password alone; another is asked.
    await first.client.post("/api/auth/sign-out");
    expect(first.client.hasSession()).toBe(false);
    const again = await first.client.post("/api/auth/sign-in/email", {
      email: member.email,
      password: strongPassword,
    });
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect(first.client.hasSession()).toBe(true);
    const other = await passwordStep(member.email);
    expect(other.answer.json().twoFactorRedirect).toBe(true);
  });

  it("takes a backup code once, and refuses it the second time", async () => {
    const member = await withTwoFactor();
    const [code] = member.backupCodes;
    const first = await passwordStep(member.email);
    const used = await first.client.post("/api/auth/two-factor/verify-backup-code", { code });
    expect(used.statusCode).toBe(200);
    expect(first.client.hasSession()).toBe(true);
    expect((await first.client.get("/api/account/two-factor")).json().backupCodesLeft).toBe(9);

    const second = await passwordStep(member.email);
    const reused = await second.client.post("/api/auth/two-factor/verify-backup-code", { code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe("INVALID_BACKUP_CODE");
    expect(second.client.hasSession()).toBe(false);
  });

  it("refuses a signed-in session's use of better-auth's code check", async () => {
    const member = await signUpVerified(t);
    const setup = (await member.client.post("/api/account/two-factor/setup")).json();
    const sneaky = await member.client.post("/api/auth/two-factor/verify-totp", {
      code: await codeFor(setup.secret),
    });
    expect(sneaky.statusCode).toBe(404);
    expect(await hasSecondFactor(t.db, await userIdOf(member.email))).toBe(false);
  });
});

describe("a code as a recent proof, new backup codes and turning off", () => {
  it("takes a code as the proof a sensitive change needs", async () => {
    const member = await withTwoFactor();
    await ageSessions(member.userId);
    const refused = await member.client.post("/api/account/two-factor/backup-codes");
    expect(refused.statusCode).toBe(403);
    const wrong = await member.client.post("/api/account/two-factor/prove", {
      code: await wrongCodeFor(member.secret),
    });
    expect(wrong.statusCode).toBe(400);
    const proof = await member.client.post("/api/account/two-factor/prove", {
      code: await codeFor(member.secret),
    });
    expect(proof.statusCode).toBe(204);
    const renewed = await member.client.post("/api/account/two-factor/backup-codes");
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(member.backupCodes[0]);
    expect((await t.lastMailTo(member.email))?.subject).toBe("New backup codes were made");

    // The old codes stop working at once.
    const { client } = await passwordStep(member.email);
    const old = await client.post("/api/auth/two-factor/verify-backup-code", {
      code: member.backupCodes[0],
    });
    expect(old.statusCode).toBe(401);
  });

  it("turns off only with a recent proof, and emails the member in their language", async () => {
    const member = await withTwoFactor();
    await t.db.update(profiles).set({ language: "es" }).where(eq(profiles.id, member.userId));
    await ageSessions(member.userId);
    const refused = await member.client.request("DELETE", "/api/account/two-factor");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("REAUTHENTICATION_REQUIRED");
    expect(await hasSecondFactor(t.db, member.userId)).toBe(true);

    await member.client.post("/api/account/two-factor/prove", {
      code: await codeFor(member.secret),
    });
    const off = await member.client.request("DELETE", "/api/account/two-factor");
    expect(off.statusCode).toBe(204);
    expect(await hasSecondFactor(t.db, member.userId)).toBe(false);
    expect((await t.lastMailTo(member.email))?.subject).toBe(
      "Se desactivó la verificación en dos pasos",
    );
    const { client, answer } = await passwordStep(member.email);
    expect(answer.json().twoFactorRedirect).toBeUndefined();
    expect(client.hasSession()).toBe(true);
    // Turning off what is off is refused, and sends nothing.
    const twice = await member.client.request("DELETE", "/api/account/two-factor");
    expect(twice.statusCode).toBe(400);
  });
});
