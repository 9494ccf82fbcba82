import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type EventDetail,
  type EventListTab,
  type EventPage,
  type EventSummary,
  eventLimits,
  eventMessages,
  type RsvpStatus,
} from "../../../contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn, decodeCursor, encodeCursor } from "../../db/keyset-cursor.ts";
import { cities, eventRsvps, events, profiles } from "../../db/schema.ts";
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

const goingCount = sql<number>`(select count(*)::int from ${eventRsvps} r
  where r.event_id = "events"."id" and r.status = 'going')`;

// "2026-12-05T09:30" as the city's clock shows it.
const localTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone "cities"."time_zone", 'YYYY-MM-DD"T"HH24:MI')`;

function summaryColumns() {
  return {
    event: events,
    citySlug: cities.slug,
    timeZone: cities.timeZone,
    goingCount,
  };
}

type SummaryRow = { event: EventRow; citySlug: string; timeZone: string; goingCount: number };

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
    seriesId: row.event.id,
    repeats: false,
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
      myRsvp: sql<RsvpStatus | null>`(select r.status from ${eventRsvps} r
        where r.event_id = "events"."id" and r.user_id = ${actor?.id ?? ""})`,
      past: sql<boolean>`"events"."ends_at" < now()`,
    })
    .from(events)
    .innerJoin(cities, eq(cities.id, events.cityId))
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
  const may = abilities(actor, subject, ["edit", "delete", "rsvp"]);
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
    full: summary.capacity !== null && summary.goingCount >= summary.capacity,
    past: row.past,
    myGuests: 0,
    waitlistPosition: null,
    waitingCount: 0,
    guestsAllowed: 0,
    repeat: null,
    changed: false,
    otherDates: [],
    canManage: may.canEdit,
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
  const [removed] = await db
    .delete(events)
    .where(eq(events.id, input.eventId))
    .returning({ imageKey: events.imageKey, thumbnailKey: events.thumbnailKey });
  const keys = [removed?.imageKey, removed?.thumbnailKey].filter((key): key is string =>
    Boolean(key),
  );
  if (keys.length) await deleteStoredImage(storage, keys);
}
