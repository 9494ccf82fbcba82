import { sql } from "drizzle-orm";
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

type Row = { count: number; retry_after: number | string };

/**
 * Counts one `action` by `userId` and refuses it with 429 RATE_LIMITED (and a
 * Retry-After header) once the user is over the limit of contracts/rate-limits.ts.
 * Call it before doing the work, so a refused request costs one small write.
 *
 * A fixed window in the database: the first action starts it, the count resets
 * when it has passed. One statement, so concurrent requests on any number of
 * instances cannot both slip under the limit. Refused attempts count too.
 */
export async function enforceRateLimit(
  db: Db,
  reply: FastifyReply,
  action: RateLimitedAction,
  userId: string,
): Promise<void> {
  const { max, windowSeconds } = rateLimits[action];
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const lapsed = sql`${throttles.windowStartedAt} <= now() - ${window}`;
  const { rows } = await db.execute<Row>(sql`
    insert into ${throttles} (key, count, window_started_at)
      values (${rateLimitKey(action, userId)}, 1, now())
    on conflict (key) do update set
      count = case when ${lapsed} then 1 else ${throttles.count} + 1 end,
      window_started_at = case when ${lapsed} then now() else ${throttles.windowStartedAt} end
    returning count,
      extract(epoch from window_started_at + ${window} - now()) as retry_after`);
  const row = rows[0];
  if (!row || row.count <= max) return;
  const retryAfterSeconds = Math.max(1, Math.ceil(Number(row.retry_after)));
  reply.header("retry-after", String(retryAfterSeconds));
  throw new AppError("RATE_LIMITED", 429, rateLimitedMessage(retryAfterSeconds));
}
