// Test support for read caches (decision 036): waiting for a change notice, and a write
// that sends none, so only a cache can explain an old answer.
import { type SQL, sql } from "drizzle-orm";
import type { TestApp } from "./test-app.ts";

/** Polls `check` for at most a second: how quickly every instance must hear a change. */
export async function withinASecond(check: () => Promise<boolean>) {
  const deadline = Date.now() + 1000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/** Lets the notices of writes already made arrive, before a read that should be kept. */
export const noticesSettle = () => new Promise((resolve) => setTimeout(resolve, 200));

/** A write PostgreSQL's triggers do not see, so no instance is told. */
export const unannounced = (t: TestApp, statement: SQL) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
