import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { savedSearchSections } from "../../../contracts/saved-searches-rules.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";

/** A parsed text query, kept so matching never parses 10,000 queries per write. */
const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

/**
 * A member's saved search (issue 34, decision 081): a directory's list with its filters
 * and words, or a search of the whole city (`section` null). New and changed listings
 * are matched against the city's unpaused rows when they are written.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: idColumn(),
    userId: userColumn("user_id"),
    cityId: cityColumn(),
    section: text("section", { enum: savedSearchSections }),
    name: text("name").notNull(),
    /** The list's filters as its address holds them (dollars, words). */
    filters: jsonb("filters").$type<Record<string, string>>().notNull().default({}),
    /** The same filters as the columns hold them (cents): what matching compares. */
    columnFilters: jsonb("column_filters")
      .$type<Record<string, string | number>>()
      .notNull()
      .default({}),
    query: text("query").notNull().default(""),
    /** The whole-city search's prefix query (`surf:* & board:*`), "" for a directory list. */
    terms: text("terms").notNull().default(""),
    /** The list's words as its keyword filter reads them (websearch, English); null without words. */
    listQuery: tsquery("list_tsquery"),
    /** The whole-city search's words as city search reads them (English or Spanish prefixes). */
    cityQuery: tsquery("city_tsquery"),
    paused: boolean("paused").notNull().default(false),
    createdAt: writtenAt("created_at"),
    updatedAt: writtenAt("updated_at"),
  },
  (table) => [
    index("saved_searches_user_created_idx").on(table.userId, table.createdAt, table.id),
    // What a write in a city asks: its unpaused searches of that section (or of everything).
    index("saved_searches_city_section_idx")
      .on(table.cityId, table.section)
      .where(sql`not ${table.paused}`),
  ],
);

/**
 * One notice per saved search and item, across instances and edits: matching claims the
 * row with INSERT ... ON CONFLICT DO NOTHING and only the claimer notifies.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").notNull(),
    createdAt: writtenAt("created_at"),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.itemId] })],
);
