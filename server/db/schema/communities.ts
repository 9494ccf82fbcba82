import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

export const cities = pgTable("cities", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  timeZone: text("time_zone").notNull(),
  // How the city writes numbers, dates and prices (issue 30): a BCP 47 locale whose region
  // shapes formats (en-AU, en-US, en-ZA) and the ISO 4217 currency of its prices.
  locale: text("locale").notNull().default("en-US"),
  currency: text("currency").notNull().default("USD"),
  tagline: text("tagline").notNull().default(""),
  // A city added by an admin shows its cover photo; seeded cities have drawn scenes instead.
  coverImageKey: text("cover_image_key"),
  coverThumbnailKey: text("cover_thumbnail_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// A member's row in a city: a membership and a request to join share these. Spelled here,
// not with columns.ts, which imports this file for `cities`.
const memberOfCity = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  cityId: uuid("city_id")
    .notNull()
    .references(() => cities.id, { onDelete: "cascade" }),
});

export const memberships = pgTable(
  "memberships",
  {
    ...memberOfCity(),
    status: text("status", { enum: ["active"] })
      .notNull()
      .default("active"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("memberships_user_city_idx").on(table.userId, table.cityId),
    index("memberships_city_joined_idx").on(table.cityId, table.joinedAt),
  ],
);

export const membershipRequests = pgTable(
  "membership_requests",
  {
    ...memberOfCity(),
    reason: text("reason").notNull(),
    residentStatus: text("resident_status", {
      enum: ["resident", "visitor", "planning", "interested"],
    }).notNull(),
    interests: text("interests").notNull(),
    expectations: text("expectations").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    decisionReason: text("decision_reason"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // When the applicant saw the in-app notice of the decision.
    noticeSeenAt: timestamp("notice_seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open request per user and city; decided ones stay as history.
    uniqueIndex("membership_requests_one_pending_idx")
      .on(table.userId, table.cityId)
      .where(sql`${table.status} = 'pending'`),
    index("membership_requests_status_created_idx").on(table.status, table.createdAt),
  ],
);
