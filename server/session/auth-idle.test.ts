import type { AsyncLocalStorage } from "node:async_hooks";
import { getTableName, sql } from "drizzle-orm";
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

/**
 * The stores are on after a call that ended at `callEnded` (taken once its answer arrived,
 * so after the idle timer started). On a stalled machine more than `authIdleMs` may have
 * passed by now, and then being off is right: only a shorter wait is a claim.
 */
function expectOnAfterCall(callEnded: number) {
  const on = enabled(endpointStore());
  if (performance.now() - callEnded < authIdleMs) expect(on).toBe(true);
}

/** Waits until a statement of the app waits for the lock the test holds on the session table. */
async function untilWaitingForSessionTable() {
  for (;;) {
    const { rows } = await t.db.execute(
      sql`select 1 from pg_locks where not granted and relation = ${getTableName(session)}::regclass`,
    );
    if (rows.length > 0) return;
    await pause(20);
  }
}

/**
 * Holds the session table, so a sign-in (which writes a session row) waits inside
 * better-auth until `release`.
 */
async function holdSessionTable() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holder = t.db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${session} in access exclusive mode`);
    locked();
    await released;
  });
  await lockTaken;
  return {
    async release() {
      release();
      await holder;
    },
  };
}

describe("better-auth's context stores", () => {
  it("are switched off once better-auth has been idle, and on again for its next call", async () => {
    const { client, email } = await signUpVerified(t);
    expectOnAfterCall(performance.now());
    // All three exist: a new better-auth that renamed them would leave the hook on.
    expect(betterAuthStores()).toHaveLength(3);

    await idle();
    expect(betterAuthStores().map(enabled)).toEqual([false, false, false]);

    // The next call runs inside its own context as before.
    const me = await client.get("/api/me");
    expectOnAfterCall(performance.now());
    expect(me.json().viewer.email).toBe(email);
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
    const sessions = await holdSessionTable();
    const client = new TestClient(t.app);
    const signIn = client.post("/api/auth/sign-in/email", { email, password: strongPassword });
    // From here better-auth is inside its call, however slow the machine was to get there.
    await untilWaitingForSessionTable();

    await idle();
    expect(enabled(endpointStore())).toBe(true);

    await sessions.release();
    expect((await signIn).statusCode).toBe(200);
    expect((await client.get("/api/me")).json().viewer.email).toBe(email);
  });

  // The stores are the process's, shared by every instance in it: one instance's idle time
  // must not switch them off under another instance's call.
  it("stay on while another instance in the process is still in a call", async () => {
    const other = await t.secondInstance();
    try {
      const { email } = await signUpVerified(t);
      const sessions = await holdSessionTable();
      // This instance's last call has just ended; the other one's starts and waits.
      const client = new TestClient(other.app);
      const signIn = client.post("/api/auth/sign-in/email", { email, password: strongPassword });
      await untilWaitingForSessionTable();

      await idle();
      expect(enabled(endpointStore())).toBe(true);

      await sessions.release();
      expect((await signIn).statusCode).toBe(200);
      expect((await client.get("/api/me")).json().viewer.email).toBe(email);
    } finally {
      await other.close();
    }
  });
});
