import { text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { cities } from "./communities.ts";

// The columns most tables repeat, spelled once. Each is a function: drizzle needs a
// fresh builder per table.

/** A random UUID primary key. */
export const idColumn = () => uuid("id").primaryKey().defaultRandom();

/** A moment, with its time zone, set when the row is written. */
export const writtenAt = (name: "created_at" | "updated_at") =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** The city a row belongs to; it goes when the city goes. */
export const cityColumn = () =>
  uuid("city_id")
    .notNull()
    .references(() => cities.id, { onDelete: "cascade" });

/** A user the row belongs to (`user_id`, `organiser_id`, ...); it goes when they go. */
export const userColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
