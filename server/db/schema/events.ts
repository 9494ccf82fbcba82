import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { rsvpStatuses } from "../../../contracts/events.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";

export const events = pgTable(
  "events",
  {
    id: idColumn(),
    cityId: cityColumn(),
    organiserId: userColumn("organiser_id"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    venue: text("venue").notNull(),
    address: text("address").notNull(),
    // Instants; the city's time zone says how to show them.
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity"),
    imageKey: text("image_key"),
    thumbnailKey: text("thumbnail_key"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: writtenAt("created_at"),
    updatedAt: writtenAt("updated_at"),
  },
  (table) => [
    // Upcoming reads it forwards, Past backwards (plain columns serve both).
    index("events_city_starts_id_idx").on(table.cityId, table.startsAt, table.id),
    index("events_organiser_idx").on(table.organiserId),
    check("events_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check("events_capacity_positive", sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

export const eventRsvps = pgTable(
  "event_rsvps",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: userColumn("user_id"),
    status: text("status", { enum: rsvpStatuses }).notNull(),
    updatedAt: writtenAt("updated_at"),
  },
  // One answer per person per event; counting "going" reads (event_id, status).
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("event_rsvps_event_status_idx").on(table.eventId, table.status, table.updatedAt),
    index("event_rsvps_user_idx").on(table.userId),
  ],
);
