// Test support for the authenticator app (issue 31): the codes a phone would show for a
// setup key, computed with better-auth's own TOTP, and a member who has the app turned on.
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { user } from "../../server/db/schema.ts";
import { signUpVerified, strongPassword, type TestApp, TestClient } from "./test-app.ts";

/** The code an authenticator app shows now (or `stepsAhead` 30-second steps on) for a base32 key. */
export const codeFor = (secret: string, stepsAhead = 0) =>
  createOTP(new Uint8Array(base32.decode(secret.replace(/\s/g, ""))), {
    digits: 6,
    period: 30,
  }).hotp(Math.floor(Date.now() / 30_000) + stepsAhead);

/** A code no app shows now (none of the steps either side). */
export async function wrongCodeFor(secret: string) {
  const near = new Set(await Promise.all([-1, 0, 1].map((step) => codeFor(secret, step))));
  for (let n = 0; ; n++) {
    const guess = String(n).padStart(6, "0");
    if (!near.has(guess)) return guess;
  }
}

export async function userIdOf(testApp: Pick<TestApp, "db">, email: string) {
  const [row] = await testApp.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? "";
}

/** A verified, signed-in member who turned the authenticator app on through the API. */
export async function signUpWithAuthenticator(testApp: TestApp) {
  const member = await signUpVerified(testApp);
  const setup = await member.client.post("/api/account/two-factor/setup");
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await member.client.post("/api/account/two-factor/confirm", {
    code: await codeFor(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  const { backupCodes } = confirmed.json() as { backupCodes: string[] };
  return { ...member, secret, backupCodes, userId: await userIdOf(testApp, member.email) };
}

/** Sign-in's password step; for a member with the app on, it leaves a challenge cookie, no session. */
export async function passwordStep(
  testApp: TestApp,
  email: string,
  client = new TestClient(testApp.app),
) {
  const answer = await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
  return { client, answer };
}
