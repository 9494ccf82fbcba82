import { sql } from "drizzle-orm";
import { date, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { savedKinds } from "../../../contracts/saved.ts";
import { cityColumn, userColumn, writtenAt } from "./columns.ts";

/**
 * A user's Saved list (decision 22). No foreign key to the item: a deleted
 * listing stays here (with the title it had) so the list says it was removed
 * instead of losing it without a word.
 */
export const savedItems = pgTable(
  "saved_items",
  {
    userId: userColumn("user_id"),
    kind: text("kind", { enum: savedKinds }).notNull(),
    itemId: uuid("item_id").notNull(),
    cityId: cityColumn(),
    /** The title when saved, brought up to date when the item is removed. */
    title: text("title").notNull(),
    createdAt: writtenAt("created_at"),
    /**
     * A bookmark's reminder (issue 35): a day on its city's calendar. `remindedAt` is set
     * by the sweep that claims it (UPDATE ... WHERE reminded_at IS NULL), so it is sent once
     * across instances; choosing a new day clears it.
     */
    remindOn: date("remind_on", { mode: "string" }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.itemId] }),
    // The list, newest first; and "who saved this" when the item is removed.
    index("saved_items_user_created_idx").on(table.userId, table.createdAt, table.itemId),
    index("saved_items_item_idx").on(table.itemId),
    // The reminder sweep reads only reminders still to send.
    index("saved_items_due_idx")
      .on(table.remindOn)
      .where(sql`${table.remindOn} is not null and ${table.remindedAt} is null`),
  ],
);
