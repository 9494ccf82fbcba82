import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  codeFor,
  passwordStep,
  signUpWithAuthenticator,
  wrongCodeFor,
} from "../../../tests/support/authenticator.ts";
import { createTestApp, type TestApp, TestClient } from "../../../tests/support/test-app.ts";
import { twoFactor } from "../../db/schema.ts";

// The attack test of issue 31: code guesses are limited per account like passwords,
// 5 per 15 minutes, and race-proof. better-auth's per-IP limits are off, so the
// per-account count is what stops them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
});
afterAll(() => t.close());

it("checks at most 5 of 60 guesses sent at once, then locks the account's codes", async () => {
  const member = await signUpWithAuthenticator(t);
  // An attacker who knows the password: a challenge for each guess, from its own address.
  // Four at a time: the password's own lockout (5) must not see them as guesses.
  const challenges: string[] = [];
  for (let batch = 0; batch < 15; batch++) {
    const signedIn = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        passwordStep(t, member.email, new TestClient(t.app, `10.0.1.${batch * 4 + i}`)),
      ),
    );
    challenges.push(...signedIn.map(({ client }) => client.cookieHeader()));
  }
  expect(challenges.every((cookie) => cookie.includes("two_factor="))).toBe(true);
  const wrong = await wrongCodeFor(member.secret);
  const answers = await Promise.all(
    challenges.map((cookie, i) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        remoteAddress: `10.0.2.${i}`,
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ code: wrong }),
      }),
    ),
  );
  const codes = answers.map((answer) => answer.json().code);
  const locked = answers.filter((a) => a.statusCode === 429 && a.json().code === "LOCKED_OUT");
  expect(locked.length).toBeGreaterThanOrEqual(55);
  expect(codes.filter((code) => code === "INVALID_CODE").length).toBeLessThanOrEqual(5);
  // The wait is rounded up to whole minutes, so a busy machine may say 16.
  expect(locked[0]?.json().message).toMatch(/Too many failed attempts\. .*1[56] minutes/);
  // better-auth counts each code it really checked: never more than 5.
  const [row] = await t.db
    .select({ checked: twoFactor.failedVerificationCount })
    .from(twoFactor)
    .where(eq(twoFactor.userId, member.userId));
  expect(row?.checked).toBeLessThanOrEqual(5);

  // Now even the right code waits, at sign-in and as a proof in settings.
  const { client } = await passwordStep(t, member.email);
  const right = await client.post("/api/auth/two-factor/verify-totp", {
    code: await codeFor(member.secret),
  });
  expect(right.statusCode).toBe(429);
  expect(client.hasSession()).toBe(false);
  const proof = await member.client.post("/api/account/two-factor/prove", {
    code: await codeFor(member.secret),
  });
  expect(proof.statusCode).toBe(429);
}, 120_000);

it("tells the fifth wrong code of the lock, and a right code starts the count afresh", async () => {
  const member = await signUpWithAuthenticator(t);
  const guess = async (client: TestClient, code: string) =>
    client.post("/api/auth/two-factor/verify-totp", { code });
  const wrong = await wrongCodeFor(member.secret);

  // Four wrong, then the right one: signed in, and the four are forgotten.
  const first = await passwordStep(t, member.email);
  for (let i = 0; i < 4; i++) expect((await guess(first.client, wrong)).statusCode).toBe(401);
  expect((await guess(first.client, await codeFor(member.secret))).statusCode).toBe(200);

  // So four more wrong ones are still only wrong; the fifth in a row locks.
  const second = await passwordStep(t, member.email);
  for (let i = 0; i < 4; i++) expect((await guess(second.client, wrong)).statusCode).toBe(401);
  const third = await passwordStep(t, member.email);
  const fifth = await guess(third.client, wrong);
  expect(fifth.statusCode).toBe(429);
  expect(fifth.json().code).toBe("LOCKED_OUT");
  expect(fifth.json().message).toBe("Too many failed attempts. Please try again in 15 minutes.");
});
