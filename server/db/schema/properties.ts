import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import {
  propertyListingTypes,
  propertyStatuses,
  propertyTypes,
} from "../../../contracts/properties.ts";
import { listingColumns } from "./listing-columns.ts";

export const propertyListings = pgTable(
  "property_listings",
  {
    ...listingColumns(),
    listingType: text("listing_type", { enum: propertyListingTypes }).notNull(),
    propertyType: text("property_type", { enum: propertyTypes }).notNull(),
    status: text("status", { enum: propertyStatuses }).notNull(),
    // Empty optional numbers are null (spec section 5). Bathrooms come in halves
    // and areas are measurements: a double holds both exactly enough (1.5 is exact).
    bedrooms: integer("bedrooms"),
    bathrooms: doublePrecision("bathrooms"),
    parkingSpaces: integer("parking_spaces"),
    floorAreaSqm: doublePrecision("floor_area_sqm"),
    landAreaSqm: doublePrecision("land_area_sqm"),
    streetAddress: text("street_address").notNull(),
    suburb: text("suburb"),
    postalCode: text("postal_code"),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    contactPhone: text("contact_phone"),
    contactEmail: text("contact_email"),
  },
  (table) => [
    index("property_listings_city_created_id_idx").on(table.cityId, table.createdAt, table.id),
    index("property_listings_created_id_idx").on(table.createdAt, table.id),
    index("property_listings_user_idx").on(table.userId),
    index("property_listings_search_idx").using("gin", table.search),
    check("property_listings_price_check", sql`${table.priceCents} >= 0`),
  ],
);
