import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { PushSubscriptionInput } from "../../../contracts/push.ts";
import { pushLimits } from "../../../contracts/push.ts";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";

/**
 * Saves this device's subscription for the member and the session it came in: the same
 * endpoint again (a re-subscribe, or another account signing in on the device) re-binds
 * the one row. A member's oldest devices go past `pushLimits.perUser`.
 */
export async function subscribe(
  db: Db,
  input: { userId: string; sessionId: string; subscription: PushSubscriptionInput },
): Promise<{ id: string }> {
  const { endpoint, keys } = input.subscription;
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      userId: input.userId,
      sessionId: input.sessionId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        sessionId: input.sessionId,
        p256dh: keys.p256dh,
        auth: keys.auth,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: pushSubscriptions.id });
  const kept = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.userId))
    .orderBy(desc(pushSubscriptions.updatedAt))
    .limit(pushLimits.perUser);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, input.userId), notInArray(pushSubscriptions.id, kept)));
  return { id: row?.id ?? "" };
}

/** Forgets this device's subscription if it is the member's; anyone else's stays. */
export async function unsubscribe(db: Db, input: { userId: string; endpoint: string }) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, input.userId),
        eq(pushSubscriptions.endpoint, input.endpoint),
      ),
    );
}

/** The push service said the subscription is gone (404, 410): nothing more is sent to it. */
export async function forgetEndpoint(db: Db, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Every subscription of `userId` whose session is still open. */
export async function liveSubscriptions(db: Db, userId: string) {
  const { rows } = await db.execute<{ endpoint: string; p256dh: string; auth: string }>(sql`
    select s.endpoint, s.p256dh, s.auth from ${pushSubscriptions} s
      join sessions se on se.id = s.session_id
    where s.user_id = ${userId} and se.expires_at > now()`);
  return rows;
}
