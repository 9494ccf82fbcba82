// The one module that writes the `throttles` table: per-user rate limits on writes,
// sign-in lockouts and once-per-period slots (a verification link's first use, the night's
// backup). Counters live in the database, not in memory, so each holds across browsers,
// IPs and every app instance (product decision 14).
import { eq, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import {
  type RateLimitedAction,
  rateLimitedMessage,
  rateLimits,
} from "../../../contracts/rate-limits.ts";
import type { Db } from "../../db/client.ts";
import { throttles } from "../../db/schema.ts";
import { AppError } from "./errors.ts";

/** The `throttles` key counting one user's `action`s; deleting a user deletes these too. */
export const rateLimitKey = (action: RateLimitedAction, userId: string) =>
  `rate:${action}:${userId}`;

type Row = { key: string; count: number; retry_after: number | string; commit_mode: string };

// Named, so each pooled connection parses and plans it once: nearly every write and every
// search counts first (decision 102). $1 the keys, $2 each key's window in seconds: a route
// that counts twice (a search, per address and per account) counts in one round trip.
// set_config(..., true) lasts until this statement's implicit transaction commits; a
// subquery the insert reads is how it runs first.
const windowOf = "make_interval(secs => ($2::float8[])[array_position($1::text[], throttles.key)])";
const countStatement = {
  name: "rate_limit_count",
  text: `insert into throttles (key, count, window_started_at)
      select asked.key, 1, now()
      from unnest($1::text[]) as asked (key),
        (select set_config('synchronous_commit', 'off', true)) as durability
    on conflict (key) do update set
      count = case when throttles.window_started_at <= now() - ${windowOf}
        then 1 else throttles.count + 1 end,
      window_started_at = case when throttles.window_started_at <= now() - ${windowOf}
        then now() else throttles.window_started_at end
    returning key, count,
      extract(epoch from window_started_at + ${windowOf} - now()) as retry_after,
      current_setting('synchronous_commit') as commit_mode`,
};

type Counted = { count: number; retryAfterSeconds: number; commitMode: string };

/** One action to count: what is done, and by whom (a user id, or an address). */
export type Counting = { action: RateLimitedAction; subject: string };

/**
 * Counts each action by its subject, in one statement: the count in the current window
 * and the seconds until it ends. A fixed window in the database: the first action starts
 * it, the count resets when it has passed. One statement, so concurrent requests on any
 * number of instances cannot both slip under the limit; its keys in one order, so two
 * such statements never wait on each other's rows in a circle.
 *
 * The commit does not wait for the disk (`synchronous_commit` off for this statement's
 * own transaction, decision 091): a counter is not a record anyone reads back, and a
 * PostgreSQL crash could lose at most the last fraction of a second of counts, letting a
 * few more actions through once. Waiting cost two disk flushes per search (9 ms of 46 on
 * a busy machine). `commitMode` says which way this commit went.
 */
export async function countActions(db: Db, countings: Counting[]): Promise<Counted[]> {
  const windows = new Map(
    countings.map(({ action, subject }) => [
      rateLimitKey(action, subject),
      rateLimits[action].windowSeconds,
    ]),
  );
  const keys = [...windows.keys()].sort();
  const { rows } = await db.$client.query<Row>({
    ...countStatement,
    values: [keys, keys.map((key) => windows.get(key))],
  });
  return countings.map(({ action, subject }) => {
    const row = rows.find((found) => found.key === rateLimitKey(action, subject));
    return {
      count: row?.count ?? 1,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.retry_after ?? 1))),
      commitMode: row?.commit_mode ?? "",
    };
  });
}

/** Counts one `action` by `userId` (countActions, for one). */
export async function countAction(
  db: Db,
  action: RateLimitedAction,
  userId: string,
): Promise<Counted> {
  const [counted] = await countActions(db, [{ action, subject: userId }]);
  return counted ?? { count: 1, retryAfterSeconds: 1, commitMode: "" };
}

/**
 * Counts one `action` by `userId` and refuses it with 429 RATE_LIMITED (and a
 * Retry-After header) once the user is over the limit of contracts/rate-limits.ts.
 * Call it before doing the work, so a refused request costs one small write.
 * Refused attempts count too.
 */
export async function enforceRateLimit(
  db: Db,
  reply: FastifyReply,
  action: RateLimitedAction,
  userId: string,
): Promise<void> {
  await enforceRateLimits(db, reply, [{ action, subject: userId }]);
}

/**
 * enforceRateLimit for several countings at once (one round trip): each is counted, and
 * the request is refused if any is over its limit, with the longest wait.
 */
export async function enforceRateLimits(
  db: Db,
  reply: FastifyReply,
  countings: Counting[],
): Promise<void> {
  const counted = await countActions(db, countings);
  const over = counted.filter((c, i) => {
    const action = countings[i]?.action;
    return action !== undefined && c.count > rateLimits[action].max;
  });
  if (over.length === 0) return;
  const retryAfterSeconds = Math.max(...over.map((c) => c.retryAfterSeconds));
  reply.header("retry-after", String(retryAfterSeconds));
  throw new AppError("RATE_LIMITED", 429, rateLimitedMessage(retryAfterSeconds));
}

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
