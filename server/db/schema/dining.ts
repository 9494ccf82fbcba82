import { pgTable } from "drizzle-orm/pg-core";
import { businessColumns, businessIndexes } from "./business-columns.ts";

/** A city's restaurants (feature "dining"); `kind` is the cuisine. */
export const restaurants = pgTable("restaurants", businessColumns("cuisine"), (table) =>
  businessIndexes("restaurants", table),
);
