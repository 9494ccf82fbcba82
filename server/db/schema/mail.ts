import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The dev outbox: mail kept here (and printed to the log) when SMTP_URL is unset.
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_to_created_idx").on(table.to, table.createdAt)],
);
