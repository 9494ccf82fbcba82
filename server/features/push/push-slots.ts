// The push rule's state (push_state), in single statements so every instance agrees: the
// first notification of a kind about a target is pushed and opens a 15-minute window
// (emailLimits.windowMinutes, the email's rule); those within it are held and counted; the
// first after it is pushed and says how many it covers. Quiet hours hold one too, until
// they end. Each notification takes one slot once, so it is pushed at most once.

import { sql } from "drizzle-orm";
import { emailLimits, type NotificationKind } from "../../../contracts/notifications.ts";
import type { Db } from "../../db/client.ts";
import { pushState } from "../../db/schema.ts";
import {
  confirmSendSlot,
  releaseSendSlot,
  type SlotKey,
  takeSendSlot,
} from "../../db/send-slots.ts";

export type { SlotKey };

const window = sql`make_interval(mins => ${emailLimits.windowMinutes})`;
// Far longer than a push may take (push-sender.ts gives up after 10 seconds per device).
const lostAfter = sql`interval '5 minutes'`;

/** Whether to push now and how many held ones it covers; `holdUntil` when quiet hours hold it. */
export async function takePushSlot(
  db: Db,
  key: SlotKey,
  holdUntil: Date | null,
): Promise<{ send: boolean; covered: number }> {
  const s = pushState;
  if (holdUntil) {
    const until = holdUntil.toISOString();
    await db.execute(sql`
      insert into ${s} as s (user_id, kind, target_id, sent_at, held, hold_until)
        values (${key.userId}, ${key.kind}, ${key.targetId}, now() - ${window}, 1, ${until})
      on conflict (user_id, kind, target_id) do update set
        held = s.held + 1,
        hold_until = greatest(s.hold_until, excluded.hold_until)`);
    return { send: false, covered: 0 };
  }
  const lapsed = sql`(s.sent_at <= now() - ${window} and (s.hold_until is null or s.hold_until <= now()))`;
  return takeSendSlot(db, s, key, {
    lapsed,
    alsoSet: sql`hold_until = case when ${lapsed} then null else s.hold_until end`,
  });
}

/** The push went out (or had nowhere to go): no sweep sends it again. */
export const confirmPushSlot = (db: Db, key: SlotKey) => confirmSendSlot(db, pushState, key);

/** A push no device took is held again: due at once, or at `holdUntil` (quiet hours). */
export const releasePushSlot = (
  db: Db,
  key: SlotKey,
  covered: number,
  holdUntil: Date | null = null,
) => releaseSendSlot(db, pushState, key, covered, { holdUntil });

/** Claims what is due for the sweep: held ones past their window and quiet hours, and lost ones. */
export async function claimHeldPushes(db: Db, limit: number) {
  const s = pushState;
  const { rows } = await db.execute<{
    user_id: string;
    kind: NotificationKind;
    target_id: string;
    covered: number;
  }>(sql`
    update ${s} as s set sent_at = now(), held = 0, sending = true, hold_until = null,
      covered = s.held + case when s.sending then s.covered + 1 else 0 end
    from (select user_id, kind, target_id from ${s}
          where (held > 0 and sent_at <= now() - ${window}
                 and (hold_until is null or hold_until <= now()))
            or (sending and sent_at <= now() - ${lostAfter})
          order by sent_at limit ${limit} for update skip locked) due
    where s.user_id = due.user_id and s.kind = due.kind and s.target_id = due.target_id
    returning s.user_id, s.kind, s.target_id, s.covered`);
  return rows.map((row) => ({
    userId: row.user_id,
    kind: row.kind,
    targetId: row.target_id,
    covered: row.covered,
  }));
}
