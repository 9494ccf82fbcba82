import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";

export const polls = pgTable(
  "polls",
  {
    id: idColumn(),
    cityId: cityColumn(),
    question: text("question").notNull(),
    options: text("options").array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: writtenAt("created_at"),
  },
  (table) => [index("polls_city_created_idx").on(table.cityId, table.createdAt)],
);

export const pollVotes = pgTable(
  "poll_votes",
  {
    pollId: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    userId: userColumn("user_id"),
    optionIndex: integer("option_index").notNull(),
    updatedAt: writtenAt("updated_at"),
  },
  // One vote per user per poll; changing it updates this row.
  (table) => [primaryKey({ columns: [table.pollId, table.userId] })],
);
