import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { throttles } from "../../db/schema.ts";

// Counters live in the database, not in memory, so a lockout holds across
// browsers, IPs and every app instance (product decision 14).

type Attempt = { count: number; minutes_left: number | null };

/**
 * Counts one attempt on `key` BEFORE the work it guards (checking a password),
 * in one statement, so parallel attempts each get their own number and no more
 * than `max` of them get through. The `max`-th attempt within `minutes` locks the
 * key for `minutes`; later attempts keep counting but do not extend the lock.
 * Returns the attempt's number and the minutes left on a lock (0 when unlocked).
 */
export async function countAttempt(
  db: Db,
  key: string,
  limits: { max: number; minutes: number },
): Promise<{ count: number; minutesLeft: number }> {
  const window = sql`make_interval(mins => ${limits.minutes})`;
  // A lapsed lock, or (unlocked) a first attempt older than the window, starts afresh.
  const stale = sql`(case when ${throttles.lockedUntil} is not null
    then ${throttles.lockedUntil} <= now()
    else ${throttles.windowStartedAt} <= now() - ${window} end)`;
  const next = sql`(case when ${stale} then 1 else ${throttles.count} + 1 end)`;
  const { rows } = await db.execute<Attempt>(sql`
    insert into ${throttles} (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = ${next},
      window_started_at = case when ${stale} then now() else ${throttles.windowStartedAt} end,
      locked_until = case
        when ${stale} then null
        when ${throttles.lockedUntil} is null and ${next} >= ${limits.max} then now() + ${window}
        else ${throttles.lockedUntil} end
    returning count,
      ceil(extract(epoch from (locked_until - now())) / 60)::int as minutes_left`);
  const row = rows[0];
  return { count: row?.count ?? 1, minutesLeft: Math.max(0, row?.minutes_left ?? 0) };
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** Allows one use of `key` per `seconds`; returns false when used too recently. */
export async function takeSlot(db: Db, key: string, seconds: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    insert into ${throttles} (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set count = 1, window_started_at = now()
      where ${throttles.windowStartedAt} <= now() - make_interval(secs => ${seconds})
    returning count, locked_until`);
  return rows.length > 0;
}
