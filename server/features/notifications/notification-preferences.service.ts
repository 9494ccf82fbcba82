import { and, eq, isNotNull, sql } from "drizzle-orm";
import {
  type NotificationPreferences,
  notificationKinds,
  type UpdateNotificationPreferences,
} from "../../../contracts/notifications.ts";
import { inAppDefaults, pushDefaults } from "../../../contracts/push.ts";
import type { Db } from "../../db/client.ts";
import { channelPreferences, pushState, quietHours } from "../../db/schema.ts";
import { memberTimeZone } from "../push/quiet-hours.ts";
import { getEmailPreferences, updateEmailPreferences } from "./notification-emails.service.ts";

type Channel = "push" | "inApp";

/** The profile's grid: every kind against in app, email and push, defaults filled in. */
export async function getNotificationPreferences(
  db: Db,
  userId: string,
): Promise<NotificationPreferences> {
  const [{ email }, rows, [quiet], timeZone] = await Promise.all([
    getEmailPreferences(db, userId),
    db
      .select({
        kind: channelPreferences.kind,
        channel: channelPreferences.channel,
        on: channelPreferences.on,
      })
      .from(channelPreferences)
      .where(eq(channelPreferences.userId, userId)),
    db
      .select({ from: quietHours.from, to: quietHours.to })
      .from(quietHours)
      .where(eq(quietHours.userId, userId)),
    memberTimeZone(db, userId),
  ]);
  const push = { ...pushDefaults };
  const inApp = { ...inAppDefaults };
  for (const row of rows) (row.channel === "push" ? push : inApp)[row.kind] = row.on;
  return { email, push, inApp, quietHours: quiet ?? null, timeZone };
}

/** Sets the given choices only; the others stay as they are. */
export async function updateNotificationPreferences(
  db: Db,
  input: { userId: string; changes: UpdateNotificationPreferences },
): Promise<NotificationPreferences> {
  const { userId, changes } = input;
  if (changes.email && Object.keys(changes.email).length > 0) {
    await updateEmailPreferences(db, { userId, changes: changes.email });
  }
  const values = (["push", "inApp"] as const).flatMap((channel: Channel) =>
    notificationKinds
      .filter((kind) => changes[channel]?.[kind] !== undefined)
      .map((kind) => ({ userId, kind, channel, on: changes[channel]?.[kind] === true })),
  );
  if (values.length > 0) {
    await db
      .insert(channelPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [channelPreferences.userId, channelPreferences.kind, channelPreferences.channel],
        set: { on: sql`excluded.on`, updatedAt: sql`now()` },
      });
  }
  if (changes.quietHours === null) {
    await db.delete(quietHours).where(eq(quietHours.userId, userId));
  } else if (changes.quietHours) {
    const { from, to } = changes.quietHours;
    await db
      .insert(quietHours)
      .values({ userId, from, to })
      .onConflictDoUpdate({ target: quietHours.userId, set: { from, to, updatedAt: sql`now()` } });
  }
  if (changes.quietHours !== undefined) {
    // Pushes held by the old hours are weighed again by the next sweep (held anew if still quiet).
    await db
      .update(pushState)
      .set({ holdUntil: null })
      .where(and(eq(pushState.userId, userId), isNotNull(pushState.holdUntil)));
  }
  return getNotificationPreferences(db, userId);
}
