import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type EventDetail,
  type EventListTab,
  type EventPage,
  type EventSummary,
  eventLimits,
  eventMessages,
  type RsvpAnswer,
} from "../../../contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn, decodeCursor, encodeCursor } from "../../db/keyset-cursor.ts";
import { cities, eventRsvps, eventSeries, events, profiles, savedItems } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage } from "../../platform/storage/store-image.ts";
import type { Actor } from "../../policies/actor.ts";
import { abilities } from "../../policies/can.ts";
import type { CityRow } from "../communities/cities.service.ts";

// Reading events and removing one. What organisers do is in organising.service.ts,
// members' answers in rsvps.service.ts.

export type EventRow = typeof events.$inferSelect;

const fileUrl = (storage: Storage, key: string | null) => (key ? storage.publicUrl(key) : null);

// Seats taken: people going and their guests (issue 36).
const goingCount = sql<number>`(select coalesce(sum(1 + r.guests), 0)::int from ${eventRsvps} r
  where r.event_id = "events"."id" and r.status = 'going')`;
const seriesId = sql<string>`coalesce("events"."series_id", "events"."id")`;
const repeats = sql<boolean>`exists (select 1 from ${eventSeries} s
  where s.id = "events"."series_id" and s.rrule is not null)`;

// "2026-12-05T09:30" as the city's clock shows it.
const localTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone "cities"."time_zone", 'YYYY-MM-DD"T"HH24:MI')`;

function summaryColumns() {
  return {
    event: events,
    citySlug: cities.slug,
    timeZone: cities.timeZone,
    goingCount,
    seriesId,
    repeats,
  };
}

type SummaryRow = {
  event: EventRow;
  citySlug: string;
  timeZone: string;
  goingCount: number;
  seriesId: string;
  repeats: boolean;
};

function presentSummary(storage: Storage, row: SummaryRow): EventSummary {
  return {
    id: row.event.id,
    citySlug: row.citySlug,
    title: row.event.title,
    venue: row.event.venue,
    startsAt: new Date(row.event.startsAt).toISOString(),
    endsAt: new Date(row.event.endsAt).toISOString(),
    timeZone: row.timeZone,
    thumbnailUrl: fileUrl(storage, row.event.thumbnailKey),
    capacity: row.event.capacity,
    goingCount: row.goingCount ?? 0,
    cancelled: row.event.cancelledAt !== null,
    occurrenceId: row.event.id,
    seriesId: row.seriesId,
    repeats: row.repeats,
  };
}

/**
 * A page of a city's events. Upcoming: not yet over, soonest first. Past: over,
 * most recent first. Keyset paging on (starts_at, id), read from the one index.
 */
export async function listEvents(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  options: { city: CityRow; when: EventListTab; cursor?: string; limit: number },
): Promise<EventPage> {
  const upcoming = options.when === "upcoming";
  const position = options.cursor ? decodeCursor(options.cursor) : null;
  const conditions = [
    eq(events.cityId, options.city.id),
    upcoming ? gte(events.endsAt, sql`now()`) : lt(events.endsAt, sql`now()`),
  ];
  if (position) {
    const at = sql`(timestamptz 'epoch' + ${position.micros}::bigint * interval '1 microsecond', ${position.id}::uuid)`;
    conditions.push(
      upcoming
        ? sql`("events"."starts_at", "events"."id") > ${at}`
        : sql`("events"."starts_at", "events"."id") < ${at}`,
    );
  }
  const order = upcoming
    ? [asc(events.startsAt), asc(events.id)]
    : [desc(events.startsAt), desc(events.id)];
  const rows = await db
    .select({ ...summaryColumns(), cursor: cursorColumn(events.startsAt) })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentSummary(storage, row)),
    nextCursor:
      rows.length > options.limit && last ? encodeCursor(last.cursor, last.event.id) : null,
  };
}

/** The event with its city, for policy checks; 404 when it does not exist. */
export async function findEvent(db: Db, eventId: string) {
  const [row] = await db
    .select({ event: events, city: cities })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(eventMessages.notFound);
  return row;
}

/** Everything the detail page shows, as `actor` (null for a visitor) sees it. */
export async function findEventDetail(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  eventId: string,
  actor: Actor,
): Promise<EventDetail> {
  const [row] = await db
    .select({
      ...summaryColumns(),
      startsAtLocal: localTime(events.startsAt),
      endsAtLocal: localTime(events.endsAt),
      organiserName: profiles.username,
      organiserAvatar: profiles.avatarUrl,
      interestedCount: sql<number>`(select count(*)::int from ${eventRsvps} r
        where r.event_id = "events"."id" and r.status = 'interested')`,
      myRsvp: sql<RsvpAnswer | null>`(select r.status from ${eventRsvps} r
        where r.event_id = "events"."id" and r.user_id = ${actor?.id ?? ""})`,
      myGuests: sql<number>`coalesce((select r.guests from ${eventRsvps} r
        where r.event_id = "events"."id" and r.user_id = ${actor?.id ?? ""}), 0)`,
      // 1 + those waiting before me, in the waitlist's order; null unless I am waiting.
      waitlistPosition: sql<number | null>`(select (select count(*)::int from ${eventRsvps} w
          where w.event_id = me.event_id and w.status = 'waiting'
            and (w.waiting_since, w.user_id) < (me.waiting_since, me.user_id)) + 1
        from ${eventRsvps} me
        where me.event_id = "events"."id" and me.user_id = ${actor?.id ?? ""} and me.status = 'waiting')`,
      waitingCount: sql<number>`(select count(*)::int from ${eventRsvps} r
        where r.event_id = "events"."id" and r.status = 'waiting')`,
      guestsAllowed: sql<number>`coalesce(${eventSeries.guestsAllowed}, 0)`,
      repeat: eventSeries.repeat,
      past: sql<boolean>`"events"."ends_at" < now()`,
      // On the viewer's Saved list (issue 35).
      saved: sql<boolean>`exists (select 1 from ${savedItems} s where s.kind = 'event'
        and s.item_id = "events"."id" and s.user_id = ${actor?.id ?? ""})`,
    })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .leftJoin(profiles, eq(profiles.id, events.organiserId))
    .where(eq(events.id, eventId));
  if (!row) throw notFound(eventMessages.notFound);
  const going = await db
    .select({ id: eventRsvps.userId, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(eventRsvps)
    .leftJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "going")))
    .orderBy(asc(eventRsvps.updatedAt), asc(eventRsvps.userId))
    .limit(eventLimits.goingShown);
  const summary = presentSummary(storage, row);
  const subject = {
    kind: "event",
    organiserId: row.event.organiserId,
    cityId: row.event.cityId,
  } as const;
  const may = abilities(actor, subject, ["edit", "delete", "rsvp", "manage"]);
  const otherDates = row.event.seriesId
    ? await db
        .select({
          occurrenceId: events.id,
          startsAt: events.startsAt,
          endsAt: events.endsAt,
          cancelledAt: events.cancelledAt,
        })
        .from(events)
        .where(
          and(
            eq(events.seriesId, row.event.seriesId),
            sql`${events.id} <> ${eventId}`,
            gte(events.endsAt, sql`now()`),
          ),
        )
        .orderBy(asc(events.startsAt))
        .limit(eventLimits.otherDatesShown)
    : [];
  return {
    ...summary,
    description: row.event.description,
    address: row.event.address,
    imageUrl: fileUrl(storage, row.event.imageKey),
    startsAtLocal: row.startsAtLocal,
    endsAtLocal: row.endsAtLocal,
    organiser: {
      id: row.event.organiserId,
      username: row.organiserName,
      avatarUrl: row.organiserAvatar,
    },
    interestedCount: row.interestedCount ?? 0,
    going,
    myRsvp: row.myRsvp ?? null,
    canEdit: may.canEdit,
    // Organisers cancel rather than delete: this is moderation's Delete (decision 050).
    canDelete: may.canDelete,
    canRsvp: may.canRsvp && !summary.cancelled && !row.past,
    saved: row.saved,
    // Full for a newcomer too while anyone waits (the waitlist is never overtaken).
    full:
      summary.capacity !== null &&
      (summary.goingCount >= summary.capacity || (row.waitingCount ?? 0) > 0),
    past: row.past,
    myGuests: row.myGuests ?? 0,
    waitlistPosition: row.waitlistPosition ?? null,
    waitingCount: row.waitingCount ?? 0,
    guestsAllowed: row.guestsAllowed ?? 0,
    repeat: row.repeat ?? null,
    changed: row.event.changed,
    otherDates: otherDates.map((date) => ({
      occurrenceId: date.occurrenceId,
      startsAt: new Date(date.startsAt).toISOString(),
      endsAt: new Date(date.endsAt).toISOString(),
      cancelled: date.cancelledAt !== null,
    })),
    canManage: may.canManage,
  };
}

/**
 * Removes an event outright (moderation; organisers cancel instead): the row
 * with its RSVPs, then its image once that has committed.
 */
export async function deleteEvent(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: { eventId: string },
): Promise<void> {
  // The whole series goes (its occurrences cascade); an event without one goes alone.
  const [row] = await db
    .select({ seriesId: events.seriesId })
    .from(events)
    .where(eq(events.id, input.eventId));
  const removed = row?.seriesId
    ? await db
        .delete(events)
        .where(eq(events.seriesId, row.seriesId))
        .returning({ imageKey: events.imageKey, thumbnailKey: events.thumbnailKey })
    : await db
        .delete(events)
        .where(eq(events.id, input.eventId))
        .returning({ imageKey: events.imageKey, thumbnailKey: events.thumbnailKey });
  if (row?.seriesId) {
    const series = await db
      .delete(eventSeries)
      .where(eq(eventSeries.id, row.seriesId))
      .returning({ imageKey: eventSeries.imageKey, thumbnailKey: eventSeries.thumbnailKey });
    removed.push(...series);
  }
  const keys = [...new Set(removed.flatMap((one) => [one.imageKey, one.thumbnailKey]))].filter(
    (key): key is string => Boolean(key),
  );
  if (keys.length) await deleteStoredImage(storage, keys);
}
