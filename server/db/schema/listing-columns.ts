import { sql } from "drizzle-orm";
import { bigint, customType, jsonb, text } from "drizzle-orm/pg-core";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";

// Columns marketplace items and properties share (decision 022): the directories with a
// set of photos, newest first (server/features/directories/marketplace.ts, properties.ts).

/** A stored photo: the image and its thumbnail (server/platform/storage/store-image.ts). */
export type PhotoKeys = { key: string; thumbnailKey: string };

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const head = () => ({
  id: idColumn(),
  cityId: cityColumn(),
  userId: userColumn("user_id"),
  title: text("title").notNull(),
  description: text("description").notNull(),
});

const priceColumn = () => ({
  /** Exact money: whole cents (dollars x 100), never a float. */
  priceCents: bigint("price_cents", { mode: "number" }).notNull(),
});

const tail = () => ({
  /** In display order, at most 8; written with the row in one statement, so never half there. */
  photos: jsonb("photos").$type<PhotoKeys[]>().notNull().default([]),
  /**
   * Full-text search over title (weight A) and description (B), kept by
   * PostgreSQL itself; the GIN index over it serves `search @@ websearch_to_tsquery(...)`.
   */
  search: tsvector("search")
    .notNull()
    .generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')`,
    ),
  createdAt: writtenAt("created_at"),
  updatedAt: writtenAt("updated_at"),
});

type Unpriced = ReturnType<typeof head> & ReturnType<typeof tail>;

/** The shared columns, with a price unless `{ price: false }` (a directory that has none). */
export function listingColumns(): Unpriced & ReturnType<typeof priceColumn>;
export function listingColumns(options: { price: false }): Unpriced;
export function listingColumns(options?: { price: false }) {
  return options ? { ...head(), ...tail() } : { ...head(), ...priceColumn(), ...tail() };
}
