import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
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
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.itemId] }),
    // The list, newest first; and "who saved this" when the item is removed.
    index("saved_items_user_created_idx").on(table.userId, table.createdAt, table.itemId),
    index("saved_items_item_idx").on(table.itemId),
  ],
);
