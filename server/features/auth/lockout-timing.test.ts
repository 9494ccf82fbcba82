import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { throttles } from "../../db/schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

let address = 0;
/** One sign-in from an address of its own (the per-IP limit is not what is measured). */
async function timedSignIn(email: string, password: string) {
  address += 1;
  const client = new TestClient(t.app, `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`);
  const started = performance.now();
  const response = await client.post("/api/auth/sign-in/email", { email, password });
  return { status: response.statusCode, ms: performance.now() - started };
}

describe("lockout timing", () => {
  it("answers a locked account no faster than an unknown address or a wrong password", async () => {
    const { email: locked } = await signUpVerified(t);
    const { email: guessed } = await signUpVerified(t);
    await t.db.insert(throttles).values({
      key: `sign-in:${locked}`,
      count: 5,
      lockedUntil: sql`now() + interval '15 minutes'`,
    });

    const times = { locked: [] as number[], unknown: [] as number[], wrong: [] as number[] };
    // Interleaved, so a busy moment of the machine falls on all three alike.
    for (let round = 0; round < 9; round++) {
      const lockedAnswer = await timedSignIn(locked, strongPassword);
      expect(lockedAnswer.status).toBe(429);
      times.locked.push(lockedAnswer.ms);

      const unknownAnswer = await timedSignIn(uniqueEmail("nobody"), strongPassword);
      expect(unknownAnswer.status).toBe(401);
      times.unknown.push(unknownAnswer.ms);

      const wrongAnswer = await timedSignIn(guessed, "Wrong-pass-1");
      expect(wrongAnswer.status).toBe(401);
      times.wrong.push(wrongAnswer.ms);
      // The wrong guesses must not lock this account themselves.
      await t.db.delete(throttles).where(eq(throttles.key, `sign-in:${guessed}`));
    }

    // Without the hash a locked account answered in a few milliseconds against
    // about a hundred for the others; with it the three are the same work.
    expect(median(times.locked)).toBeGreaterThanOrEqual(0.5 * median(times.unknown));
    expect(median(times.locked)).toBeGreaterThanOrEqual(0.5 * median(times.wrong));
  });
});
