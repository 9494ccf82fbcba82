import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { type Repeat, rsvpAnswers } from "../../../contracts/events.ts";
import { cityColumn, idColumn, userColumn, writtenAt } from "./columns.ts";

/**
 * An event as its organiser made it (issue 36, decision 080): a one-off event is a series
 * of one; a repeating one has an RRULE whose dates become `events` rows (occurrences) up to
 * `materialisedUntil`, extended by a sweep. The fields are the template later dates copy.
 */
export const eventSeries = pgTable(
  "event_series",
  {
    id: idColumn(),
    cityId: cityColumn(),
    organiserId: userColumn("organiser_id"),
    /** RFC 5545 RRULE (no DTSTART), on the city's wall clock; null for a one-off. */
    rrule: text("rrule"),
    /** The organiser's choice as the contract has it, for the web's plain-language summary. */
    repeat: jsonb("repeat").$type<Repeat>(),
    /** DTSTART: "2026-12-05T07:00" on the city's wall clock, in `timeZone`. */
    startsLocal: text("starts_local").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    timeZone: text("time_zone").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    venue: text("venue").notNull(),
    address: text("address").notNull(),
    capacity: integer("capacity"),
    guestsAllowed: integer("guests_allowed").notNull().default(0),
    imageKey: text("image_key"),
    thumbnailKey: text("thumbnail_key"),
    /** Dates before this instant exist as rows. */
    materialisedUntil: timestamp("materialised_until", { withTimezone: true }),
    /** "This and later" cancelled: no dates from this instant on. */
    stoppedFrom: timestamp("stopped_from", { withTimezone: true }),
    createdAt: writtenAt("created_at"),
    updatedAt: writtenAt("updated_at"),
  },
  (table) => [
    index("event_series_city_idx").on(table.cityId),
    check("event_series_guests", sql`${table.guestsAllowed} between 0 and 20`),
  ],
);

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
    // Every event the app writes has a series (one-offs: a series of one, backfilled by the
    // migration); a row written without one (demo data) reads as a series of one.
    seriesId: uuid("series_id").references(() => eventSeries.id, { onDelete: "cascade" }),
    /** The date the rule gave it (RECURRENCE-ID), whatever it was moved to. */
    originalStartsAt: timestamp("original_starts_at", { withTimezone: true }),
    /** Changed on its own: a RECURRENCE-ID entry in calendars. */
    changed: boolean("changed").notNull().default(false),
  },
  (table) => [
    uniqueIndex("events_series_original_idx").on(table.seriesId, table.originalStartsAt),
    index("events_starts_idx").on(table.startsAt),
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
    status: text("status", { enum: rsvpAnswers }).notNull(),
    updatedAt: writtenAt("updated_at"),
    /** Guests coming with a going (or waiting) member; they take seats too. */
    guests: integer("guests").notNull().default(0),
    /** The waitlist's order: when they joined it (under the occurrence's lock). */
    waitingSince: timestamp("waiting_since", { withTimezone: true, precision: 6 }),
  },
  // One answer per person per event; counting "going" reads (event_id, status).
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("event_rsvps_event_status_idx").on(table.eventId, table.status, table.updatedAt),
    index("event_rsvps_user_idx").on(table.userId),
  ],
);

/** A reminder claimed once per person, occurrence and kind, on whichever instance first. */
export const eventReminders = pgTable(
  "event_reminders",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: userColumn("user_id"),
    kind: text("kind", { enum: ["day", "hour"] }).notNull(),
    sentAt: writtenAt("created_at"),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId, table.kind] })],
);
