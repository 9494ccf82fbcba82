import { sql } from "drizzle-orm";
import { index, integer, type PgColumn, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { notificationKinds } from "../../../contracts/notifications.ts";
import { userColumn } from "./columns.ts";

// The rate rule's slot, which email (notification_email_state) and push (push_state) keep
// alike: one row per recipient, kind and target, taken by one statement on any instance.

/** Who, what kind about which target, when the last one went, and what waited since. */
export const sendSlotColumns = () => ({
  userId: userColumn("user_id"),
  kind: text("kind", { enum: notificationKinds }).notNull(),
  targetId: text("target_id").notNull(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  /** Notifications that came within the window and were not sent. */
  held: integer("held").notNull().default(0),
  /** How many held ones the last one sent covered. */
  covered: integer("covered").notNull().default(0),
});

/** The key, and what the sweep reads: slots holding some, and sends a killed process left. */
export const sendSlotIndexes = (
  name: string,
  t: Record<"userId" | "kind" | "targetId" | "sentAt" | "held" | "sending", PgColumn>,
) => [
  primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
  index(`${name}_held_idx`).on(t.sentAt).where(sql`${t.held} > 0`),
  index(`${name}_sending_idx`).on(t.sentAt).where(sql`${t.sending}`),
];
