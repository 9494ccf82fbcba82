import type { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../tests/support/test-app.ts";
import { session } from "../db/schema.ts";
import { authIdleMs, betterAuthStores } from "./auth-idle.ts";

// Decision 043: better-auth's AsyncLocalStorage stores (on Node 20 an async_hooks hook
// that every request pays for) are on while better-auth works and off once it has been
// idle. Node 20 and 22 keep whether a store is on in its `enabled` field.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const enabled = (store: AsyncLocalStorage<unknown>) =>
  (store as unknown as { enabled?: boolean }).enabled;
const endpointStore = () => betterAuthStores()[0] as AsyncLocalStorage<unknown>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const idle = () => pause(authIdleMs + 300);

describe("better-auth's context stores", () => {
  it("are switched off once better-auth has been idle, and on again for its next call", async () => {
    const { client, email } = await signUpVerified(t);
    // All three exist: a new better-auth that renamed them would leave the hook on.
    expect(betterAuthStores()).toHaveLength(3);
    expect(enabled(endpointStore())).toBe(true);

    await idle();
    expect(betterAuthStores().map(enabled)).toEqual([false, false, false]);

    // The next call runs inside its own context as before.
    const me = await client.get("/api/me");
    expect(me.json().viewer.email).toBe(email);
    expect(enabled(endpointStore())).toBe(true);
  });

  it("stay off for a visitor, who has no session to look up", async () => {
    await idle();
    const me = await new TestClient(t.app).get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().viewer).toBeNull();
    expect(betterAuthStores().map(enabled)).toEqual([false, false, false]);
  });

  it("stay on while a call is still running, which then finishes with its context", async () => {
    const { email } = await signUpVerified(t);
    await idle();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A sign-in writes a session row: a transaction holding the table makes it wait.
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${session} in access exclusive mode`);
      await released;
    });
    await pause(100);
    const client = new TestClient(t.app);
    const signIn = client.post("/api/auth/sign-in/email", { email, password: strongPassword });

    await idle();
    expect(enabled(endpointStore())).toBe(true);

    release();
    await holder;
    expect((await signIn).statusCode).toBe(200);
    expect((await client.get("/api/me")).json().viewer.email).toBe(email);
  });
});
