import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  type EventDetail,
  type EventInput,
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
import { AppError, conflict, justWritten, notFound } from "../../platform/http/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import type { Actor } from "../../policies/actor.ts";
import { abilities } from "../../policies/can.ts";
import type { Viewer } from "../../session/session.ts";
import type { CityRow } from "../communities/cities.service.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { deleteStoredImage, storeImage } from "../uploads/store-image.ts";

export type EventRow = typeof events.$inferSelect;

const fileUrl = (storage: Storage, key: string | null) => (key ? storage.publicUrl(key) : null);
const invalid = (message: string) => new AppError("VALIDATION", 400, message);

const goingCount = sql<number>`(select count(*)::int from ${eventRsvps} r
  where r.event_id = "events"."id" and r.status = 'going')`;

// "2026-12-05T09:30" as the city's clock shows it.
const localTime = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone "cities"."time_zone", 'YYYY-MM-DD"T"HH24:MI')`;

/**
 * Wall-clock times in a city's zone as instants. PostgreSQL's own zone data does
 * it (`timestamp at time zone`), so daylight saving in Miami is handled the way
 * the database shows it back; a time skipped by the clock change moves forward.
 */
export async function toInstants(
  db: Db,
  timeZone: string,
  input: Pick<EventInput, "startsAt" | "endsAt">,
): Promise<{ startsAt: Date; endsAt: Date }> {
  const { rows } = await db.execute<{ starts_at: string; ends_at: string }>(sql`
    select (${input.startsAt}::timestamp at time zone ${timeZone})::text as starts_at,
           (${input.endsAt}::timestamp at time zone ${timeZone})::text as ends_at`);
  const row = justWritten(rows[0], "the converted times");
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  // Equal digits can still be equal instants across a clock change.
  if (endsAt <= startsAt) throw invalid(eventMessages.endBeforeStart);
  return { startsAt, endsAt };
}

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
  };
}

/** Stores the optional photo first and removes it again if `write` fails. */
async function withStoredPhoto<T>(
  storage: Storage,
  image: Buffer | undefined,
  write: (photo: { key: string; thumbnailKey: string } | null) => Promise<T>,
): Promise<T> {
  const stored = image ? await storeImage(storage, image, { purpose: "event" }) : null;
  try {
    return await write(stored);
  } catch (error) {
    if (stored) await deleteStoredImage(storage, [stored.key, stored.thumbnailKey]);
    throw error;
  }
}

/** A member's new event in their city; the start must not have passed. */
export async function createEvent(
  context: Pick<AppContext, "db" | "storage">,
  input: { city: CityRow; viewer: Viewer; actor: Actor; fields: EventInput; image?: Buffer },
): Promise<EventDetail> {
  const { db, storage } = context;
  const { city, viewer, fields } = input;
  const times = await toInstants(db, city.timeZone, fields);
  if (times.startsAt.getTime() < Date.now()) throw invalid(eventMessages.startInPast);
  const id = await withStoredPhoto(storage, input.image, async (photo) => {
    const [inserted] = await db
      .insert(events)
      .values({
        cityId: city.id,
        organiserId: viewer.id,
        title: fields.title,
        description: fields.description,
        venue: fields.venue,
        address: fields.address,
        capacity: fields.capacity,
        ...times,
        imageKey: photo?.key ?? null,
        thumbnailKey: photo?.thumbnailKey ?? null,
      })
      .returning({ id: events.id });
    return justWritten(inserted, "the new event").id;
  });
  return findEventDetail(context, id, input.actor);
}

/**
 * The organiser's (or an admin's) changes. A new photo replaces the old one,
 * whose files go once the row points at the new ones. A cancelled event stays
 * as it was.
 */
export async function updateEvent(
  context: NotifyContext & Pick<AppContext, "storage">,
  input: {
    event: EventRow;
    city: CityRow;
    viewer: Viewer;
    actor: Actor;
    fields: EventInput;
    image?: Buffer;
  },
): Promise<EventDetail> {
  const { db, storage } = context;
  const { event, fields } = input;
  if (event.cancelledAt) throw conflict(eventMessages.cancelled);
  const times = await toInstants(db, input.city.timeZone, fields);
  const replaced = await withStoredPhoto(storage, input.image, async (photo) => {
    const [updated] = await db
      .update(events)
      .set({
        title: fields.title,
        description: fields.description,
        venue: fields.venue,
        address: fields.address,
        capacity: fields.capacity,
        ...times,
        ...(photo ? { imageKey: photo.key, thumbnailKey: photo.thumbnailKey } : {}),
        updatedAt: sql`now()`,
      })
      // Cancelled in the meantime: leave it alone.
      .where(and(eq(events.id, event.id), sql`${events.cancelledAt} is null`))
      .returning({ id: events.id });
    if (!updated) throw conflict(eventMessages.cancelled);
    return photo !== null;
  });
  if (replaced) {
    const old = [event.imageKey, event.thumbnailKey].filter((key): key is string => Boolean(key));
    await deleteStoredImage(storage, old);
  }
  await notify(context, {
    recipients: await goingTo(db, event.id),
    kind: "event_changed",
    target: eventTarget(event.id, fields.title, input.city),
    actorId: input.viewer.id,
  });
  return findEventDetail(context, event.id, input.actor);
}

/**
 * Cancels an event: it stays listed, says so and takes no more RSVPs. Everyone
 * who said going (issue 13) or interested (issue 28) gets an in-app notification,
 * and an email if they keep those on, in words that say which they answered.
 */
export async function cancelEvent(
  context: NotifyContext & Pick<AppContext, "storage">,
  input: { event: EventRow; city: CityRow; viewer: Viewer; actor: Actor },
): Promise<EventDetail> {
  const { db, settings } = context;
  const { event, city } = input;
  const answers = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(events)
      .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(events.id, event.id), sql`${events.cancelledAt} is null`))
      .returning({ id: events.id });
    if (!cancelled) throw conflict(eventMessages.cancelled);
    return tx
      .select({ id: eventRsvps.userId, status: eventRsvps.status })
      .from(eventRsvps)
      .where(
        and(eq(eventRsvps.eventId, event.id), inArray(eventRsvps.status, ["going", "interested"])),
      );
  });
  const url = `${settings.BASE_URL}/city/${city.slug}/events/${event.id}`;
  const answered = { going: "said you were going to", interested: "were interested in" } as const;
  for (const status of ["going", "interested"] as const) {
    await notify(context, {
      recipients: answers.filter((answer) => answer.status === status).map((answer) => answer.id),
      kind: "event_cancelled",
      target: eventTarget(event.id, event.title, city),
      actorId: input.viewer.id,
      mail: {
        subject: `Cancelled: ${event.title}`,
        body: `"${event.title}" in ${city.name}, which you ${answered[status]}, has been cancelled by its organiser.\n\nSee the event: ${url}`,
      },
    });
  }
  return findEventDetail(context, event.id, input.actor);
}

/**
 * A member's answer. The event's row is locked for the transaction, so
 * concurrent "going" answers (on any instance) are counted one after another:
 * with 50 seats exactly 50 get in, however many ask at once.
 */
export async function setRsvp(
  context: Pick<AppContext, "db" | "storage">,
  input: { eventId: string; viewer: Viewer; actor: Actor; status: RsvpStatus },
): Promise<EventDetail> {
  const { db } = context;
  const { viewer, status } = input;
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({
        id: events.id,
        capacity: events.capacity,
        cancelledAt: events.cancelledAt,
        over: sql<boolean>`${events.endsAt} < now()`,
      })
      .from(events)
      .where(eq(events.id, input.eventId))
      .for("update");
    if (!event) throw notFound(eventMessages.notFound);
    if (event.cancelledAt) throw conflict(eventMessages.cancelled);
    if (event.over) throw conflict(eventMessages.past);
    if (status === "going" && event.capacity !== null) {
      const [others] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(eventRsvps)
        .where(
          and(
            eq(eventRsvps.eventId, event.id),
            eq(eventRsvps.status, "going"),
            sql`${eventRsvps.userId} <> ${viewer.id}`,
          ),
        );
      if ((others?.count ?? 0) >= event.capacity) throw conflict(eventMessages.full);
    }
    await tx
      .insert(eventRsvps)
      .values({ eventId: event.id, userId: viewer.id, status })
      .onConflictDoUpdate({
        target: [eventRsvps.eventId, eventRsvps.userId],
        set: { status, updatedAt: sql`now()` },
      });
  });
  return findEventDetail(context, input.eventId, input.actor);
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

/** Who said going: they hear of changes and cancellation. */
async function goingTo(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "going")));
  return rows.map((row) => row.id);
}

const eventTarget = (id: string, title: string, city: Pick<CityRow, "slug">) => ({
  type: "event" as const,
  id,
  link: `/city/${city.slug}/events/${id}`,
  title,
});
