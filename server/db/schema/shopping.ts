import { pgTable } from "drizzle-orm/pg-core";
import { businessColumns, businessIndexes } from "./business-columns.ts";

/** A city's shops (feature "shopping"); `kind` is the category (one of the spec's 8). */
export const shops = pgTable("shops", businessColumns("category"), (table) =>
  businessIndexes("shops", table),
);
