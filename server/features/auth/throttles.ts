import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { throttles } from "../../db/schema.ts";

// Counters live in the database, not in memory, so a lockout holds across
// browsers, IPs and every app instance (product decision 14).

type Row = { count: number; locked_until: string | Date | null };

const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

/** Minutes left on a lock, or 0 when the key is not locked. */
export async function lockedMinutesLeft(db: Db, key: string): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: throttles.lockedUntil })
    .from(throttles)
    .where(eq(throttles.key, key));
  const until = row?.lockedUntil ? new Date(row.lockedUntil).getTime() : 0;
  const left = until - Date.now();
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}

/**
 * Counts one failure; the `max`-th failure within `minutes` locks the key for
 * `minutes`. Returns the minutes locked (0 when not locked). One statement, so
 * concurrent failures cannot both slip under the limit.
 */
export async function recordFailure(
  db: Db,
  key: string,
  limits: { max: number; minutes: number },
): Promise<number> {
  const window = sql`make_interval(mins => ${limits.minutes})`;
  // A lapsed lock or an old first failure starts the count afresh.
  const stale = sql`(${throttles.lockedUntil} is not null and ${throttles.lockedUntil} <= now())
    or ${throttles.windowStartedAt} <= now() - ${window}`;
  const result = await db.execute(sql`
    insert into ${throttles} (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when ${stale} then 1 else ${throttles.count} + 1 end,
      window_started_at = case when ${stale} then now() else ${throttles.windowStartedAt} end,
      locked_until = case
        when (case when ${stale} then 1 else ${throttles.count} + 1 end) >= ${limits.max}
          then now() + ${window}
        when ${stale} then null
        else ${throttles.lockedUntil} end
    returning count, locked_until`);
  const row = rowsOf(result)[0];
  return row?.locked_until ? limits.minutes : 0;
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Allows one use of `key` per `seconds`; returns false when used too recently. */
export async function takeSlot(db: Db, key: string, seconds: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${throttles} (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set count = 1, window_started_at = now()
      where ${throttles.windowStartedAt} <= now() - make_interval(secs => ${seconds})
    returning count, locked_until`);
  return rowsOf(result).length > 0;
}
