import { boolean, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { notificationKinds } from "../../../contracts/notifications.ts";
import { session } from "./auth.ts";
import { idColumn, userColumn, writtenAt } from "./columns.ts";
import { sendSlotColumns, sendSlotIndexes } from "./send-slot-columns.ts";

/**
 * A browser's push subscription (issue 33): one per device and session. It goes with
 * its session (sign-out, ban, revocation: the foreign key), with its user, and when the
 * push service answers 404 or 410. The endpoint is unique: a device subscribing again,
 * or under another account, re-binds its one row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: idColumn(),
    userId: userColumn("user_id"),
    sessionId: text("session_id")
      .notNull()
      .references(() => session.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: writtenAt("created_at"),
    updatedAt: writtenAt("updated_at"),
  },
  (table) => [
    index("push_subscriptions_user_idx").on(table.userId),
    index("push_subscriptions_session_idx").on(table.sessionId),
  ],
);

/**
 * A person's push and in-app choices: a row only where they chose; otherwise
 * `pushDefaults` / `inAppDefaults` in contracts/push-rules.ts apply.
 */
export const channelPreferences = pgTable(
  "notification_channel_preferences",
  {
    userId: userColumn("user_id"),
    kind: text("kind", { enum: notificationKinds }).notNull(),
    channel: text("channel", { enum: ["push", "inApp"] }).notNull(),
    on: boolean("on").notNull(),
    updatedAt: writtenAt("updated_at"),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.channel] })],
);

/** Quiet hours for push, "HH:MM" read in the member's active city's time zone. */
export const quietHours = pgTable("push_quiet_hours", {
  userId: userColumn("user_id").primaryKey(),
  from: text("from_time").notNull(),
  to: text("to_time").notNull(),
  updatedAt: writtenAt("updated_at"),
});

/**
 * The push rule's state, shared by every instance, as the email's is: at most one push
 * per recipient, kind and target per window; `held` counts notifications that came
 * within the window or in quiet hours and were not pushed; the next push (or the sweep,
 * once the window closed and `holdUntil` passed) covers them. Taking a slot is one
 * statement, so each notification row is pushed at most once, whichever instance asks.
 */
export const pushState = pgTable(
  "push_state",
  {
    ...sendSlotColumns(),
    /** The end of the quiet hours that held the latest one back. */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** The last push is being sent; a process killed mid-send leaves it for the sweep. */
    sending: boolean("sending").notNull().default(false),
  },
  (table) => sendSlotIndexes("push_state", table),
);
