import { sql } from "drizzle-orm";
import { customType, index, text } from "drizzle-orm/pg-core";
import { priceRanges } from "../../../contracts/business-parts.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";

// Columns restaurants and shops share (decision 027): place entries (decision 061).
// The one column that differs (a restaurant's cuisine, a shop's category) is `kind`
// in both tables, so the directory kernel (server/features/directories/places.ts)
// runs the same queries on either.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const businessColumns = (kindColumn: "cuisine" | "category") => ({
  id: idColumn(),
  cityId: cityColumn(),
  userId: userColumn("user_id"),
  name: text("name").notNull(),
  description: text("description").notNull(),
  kind: text(kindColumn).notNull(),
  priceRange: text("price_range", { enum: priceRanges }).notNull(),
  address: text("address").notNull(),
  phone: text("phone").notNull(),
  hours: text("hours").notNull(),
  website: text("website").notNull().default(""),
  /** The one photo and its thumbnail (decision 25); written with the row. */
  imageKey: text("image_key"),
  thumbnailKey: text("thumbnail_key"),
  /** Full text over name (A), cuisine/category (A) and description (B), kept by PostgreSQL. */
  search: tsvector("search")
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "${kindColumn}"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')`,
      ),
    ),
  createdAt: writtenAt("created_at"),
  updatedAt: writtenAt("updated_at"),
});

type Indexed = Parameters<ReturnType<typeof index>["on"]>[0];

/** The indexes both tables need: the list by name per city, the owner, the search. */
export const businessIndexes = (
  name: string,
  t: Record<"cityId" | "name" | "id" | "createdAt" | "userId" | "search", Indexed>,
) => [
  // The list, by name per city (keyset on (name, id)).
  index(`${name}_city_name_id_idx`).on(t.cityId, t.name, t.id),
  // The latest per city: the community profile's preview.
  index(`${name}_city_created_idx`).on(t.cityId, t.createdAt),
  index(`${name}_user_idx`).on(t.userId),
  index(`${name}_search_idx`).using("gin", t.search),
];
