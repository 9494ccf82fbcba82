import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { userColumn, writtenAt } from "./columns.ts";

/**
 * The first answer to each `Idempotency-Key` a user sent with a creating write
 * (decision 055), kept 24 hours so a retry gets that answer instead of a second
 * row, on any instance. `status` is null while the first request is still
 * running; `fingerprint` is the route and body it was sent with.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userColumn("user_id"),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    // The sweep of keys older than 24 hours.
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);
