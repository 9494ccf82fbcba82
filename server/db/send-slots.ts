// The rate rule's slot, which email (notification_email_state) and push (push_state) keep
// alike (schema/send-slot-columns.ts), taken in one statement so every instance agrees: the
// first notification of a kind about a target is sent and opens a window; those within it
// are counted as held; the first after it is sent and says how many it covers.

import { and, eq, type SQL, sql } from "drizzle-orm";
import { emailLimits, type NotificationKind } from "../../contracts/notifications-rules.ts";
import type { Db } from "./client.ts";
import type { notificationEmailState, pushState } from "./schema.ts";

export type SlotKey = { userId: string; kind: NotificationKind; targetId: string };
type SlotTable = typeof notificationEmailState | typeof pushState;

/** The window after a send in which more of the same kind about the same target are held. */
export const slotWindow = sql`make_interval(mins => ${emailLimits.windowMinutes})`;

/**
 * Takes the slot when `lapsed` (read on the row as `s`) says its window is over, else counts
 * one more held; `alsoSet` adds an assignment of the table's own. Returns whether to send
 * now and how many held ones it covers.
 */
export async function takeSendSlot(
  db: Db,
  s: SlotTable,
  key: SlotKey,
  { lapsed, alsoSet }: { lapsed: SQL; alsoSet?: SQL },
): Promise<{ send: boolean; covered: number }> {
  const { rows } = await db.execute<{ send: boolean; covered: number }>(sql`
    insert into ${s} as s (user_id, kind, target_id, sent_at, sending)
      values (${key.userId}, ${key.kind}, ${key.targetId}, now(), true)
    on conflict (user_id, kind, target_id) do update set
      sent_at = case when ${lapsed} then now() else s.sent_at end,
      covered = case when ${lapsed} then s.held else s.covered end,
      held = case when ${lapsed} then 0 else s.held + 1 end,
      sending = case when ${lapsed} then true else s.sending end${alsoSet ? sql`, ${alsoSet}` : sql``}
    returning s.sent_at = now() as send, s.covered`);
  const row = rows[0];
  return { send: row?.send === true, covered: row?.send ? row.covered : 0 };
}

/** The one row of a recipient, kind and target. */
export const slotWhere = (s: SlotTable, key: SlotKey) =>
  and(eq(s.userId, key.userId), eq(s.kind, key.kind), eq(s.targetId, key.targetId));

/** The send went out (or had nowhere to go): the slot is no longer in flight, so no sweep sends it again. */
export async function confirmSendSlot(db: Db, s: SlotTable, key: SlotKey) {
  await db.update(s).set({ sending: false }).where(slotWhere(s, key));
}

/**
 * A send that did not go out is held again with what it covered, and due at once (its
 * window moved back); `holdUntil` (push's quiet hours) may keep it later.
 */
export async function releaseSendSlot(
  db: Db,
  s: SlotTable,
  key: SlotKey,
  covered: number,
  holdUntil?: { holdUntil: Date | null },
) {
  await db
    .update(s)
    .set({
      held: sql`${s.held} + ${covered + 1}`,
      sentAt: sql`${s.sentAt} - ${slotWindow}`,
      sending: false,
      ...holdUntil,
    })
    .where(slotWhere(s, key));
}
