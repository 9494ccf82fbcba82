import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { savedKinds } from "../../../contracts/saved.ts";
import { user } from "./auth.ts";
import { cities } from "./communities.ts";

/**
 * A user's Saved list (decision 22). No foreign key to the item: a deleted
 * listing stays here (with the title it had) so the list says it was removed
 * instead of losing it without a word.
 */
export const savedItems = pgTable(
  "saved_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: savedKinds }).notNull(),
    itemId: uuid("item_id").notNull(),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    /** The title when saved, brought up to date when the item is removed. */
    title: text("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.itemId] }),
    // The list, newest first; and "who saved this" when the item is removed.
    index("saved_items_user_created_idx").on(table.userId, table.createdAt, table.itemId),
    index("saved_items_item_idx").on(table.itemId),
  ],
);
