import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import {
  listingCategories,
  listingConditions,
  listingStatuses,
} from "../../../contracts/marketplace.ts";
import { listingColumns } from "./listing-columns.ts";

export const marketplaceItems = pgTable(
  "marketplace_items",
  {
    ...listingColumns(),
    category: text("category", { enum: listingCategories }).notNull(),
    condition: text("condition", { enum: listingConditions }).notNull(),
    status: text("status", { enum: listingStatuses }).notNull().default("available"),
  },
  (table) => [
    // Newest first per city, read backwards (as posts_city_created_id_idx).
    index("marketplace_items_city_created_id_idx").on(table.cityId, table.createdAt, table.id),
    // The admin tab: every city, newest first.
    index("marketplace_items_created_id_idx").on(table.createdAt, table.id),
    index("marketplace_items_user_idx").on(table.userId),
    index("marketplace_items_search_idx").using("gin", table.search),
    check("marketplace_items_price_check", sql`${table.priceCents} >= 0`),
  ],
);
