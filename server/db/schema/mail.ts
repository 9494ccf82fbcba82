import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { idColumn, writtenAt } from "./columns.ts";

// The dev outbox: mail kept here (and printed to the log) when SMTP_URL is unset.
export const outbox = pgTable(
  "outbox",
  {
    id: idColumn(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: writtenAt("created_at"),
  },
  (table) => [index("outbox_to_created_idx").on(table.to, table.createdAt)],
);

/**
 * Mail waiting to go out (sign-up verification, password reset): written in the
 * request, sent as background work, deleted once the SMTP server took it. A row
 * whose send started long ago was lost with its process, and one whose send failed
 * is due again: the email jobs' sweep sends both (server/platform/mail/mail-queue.ts).
 */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: idColumn(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: writtenAt("created_at"),
    /** When the running send started; null while none is. */
    sendingSince: timestamp("sending_since", { withTimezone: true }),
    /** When the sweep may try again after a failed send. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [index("mail_queue_due_idx").on(table.dueAt)],
);
