import { and, eq, sql } from "drizzle-orm";
import { idempotencyLimits } from "../../../contracts/idempotency.ts";
import type { Db } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema.ts";

export type KeyRow = { fingerprint: string; status: number | null; body: unknown };
type KeyId = { userId: string; key: string };

const kept = sql`make_interval(hours => ${idempotencyLimits.keepHours})`;
/**
 * A first request that has not answered after this long died with its process
 * (requests give up long before): its key may be claimed again.
 */
const abandonedAfter = sql`make_interval(secs => 60)`;
/** Each keyed write removes at most this many expired keys, so the table never grows unbounded. */
const sweepBatch = 100;

/**
 * Claims (user, key) for a new request: "claimed" when this request is the
 * first (or the key had expired, or its first request was abandoned);
 * otherwise the row the earlier request holds, or null if it was released
 * in between. One statement: on any number of instances, exactly one claims.
 */
export async function claimKey(
  db: Db,
  { userId, key, fingerprint }: KeyId & { fingerprint: string },
): Promise<"claimed" | KeyRow | null> {
  const t = idempotencyKeys;
  const claimed = await db
    .insert(t)
    .values({ userId, key, fingerprint })
    .onConflictDoUpdate({
      target: [t.userId, t.key],
      set: { fingerprint, status: null, body: null, createdAt: sql`now()` },
      setWhere: sql`${t.createdAt} < now() - ${kept}
        or (${t.status} is null and ${t.createdAt} < now() - ${abandonedAfter})`,
    })
    .returning({ userId: t.userId });
  if (claimed.length > 0) return "claimed";
  const [earlier] = await db
    .select({ fingerprint: t.fingerprint, status: t.status, body: t.body })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.key, key)));
  return earlier ?? null;
}

/** Whether (user, key) was sent before and not yet forgotten. */
export async function keyExists(db: Db, { userId, key }: KeyId): Promise<boolean> {
  const t = idempotencyKeys;
  const [row] = await db
    .select({ key: t.key })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.key, key), sql`${t.createdAt} >= now() - ${kept}`));
  return row !== undefined;
}

/** The first request's answer, given again to every retry. */
export async function recordAnswer(
  db: Db,
  { userId, key, status, body }: KeyId & { status: number; body: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** The first request failed and wrote nothing: the key is free again. */
export async function releaseKey(db: Db, { userId, key }: KeyId) {
  const t = idempotencyKeys;
  await db.delete(t).where(and(eq(t.userId, userId), eq(t.key, key), sql`${t.status} is null`));
}

/** Deletes up to a batch of keys older than 24 hours (an index range that is empty most of the time). */
export async function sweepExpiredKeys(db: Db) {
  const t = idempotencyKeys;
  await db.execute(sql`
    delete from ${t} where ctid in (
      select ctid from ${t} where ${t.createdAt} < now() - ${kept} limit ${sweepBatch}
      for update skip locked)`);
}
