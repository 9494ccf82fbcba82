import { and, eq, inArray, sql } from "drizzle-orm";
import { type EventDetail, type EventInput, eventMessages } from "../../../contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { eventRsvps, events } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError, conflict, justWritten, type Said } from "../../platform/http/errors.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import type { Actor } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import type { CityRow } from "../communities/cities.service.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { cancellationMail } from "./cancellation-mail.ts";
import { type EventRow, findEventDetail } from "./events.service.ts";
import { goingTo } from "./rsvps.service.ts";

// What an organiser does with their event: create it, change it, cancel it.

const invalid = (message: Said) => new AppError("VALIDATION", 400, message);

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
        ...eventColumns(fields),
        ...times,
        imageKey: photo?.key ?? null,
        thumbnailKey: photo?.thumbnailKey ?? null,
      })
      .returning({ id: events.id });
    return justWritten(inserted, "the new event").id;
  });
  return findEventDetail(context, id, input.actor);
}

/** What an organiser writes, as the table's columns. */
const eventColumns = (fields: EventInput) => ({
  title: fields.title,
  description: fields.description,
  venue: fields.venue,
  address: fields.address,
  capacity: fields.capacity,
});

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
        ...eventColumns(fields),
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
  for (const status of ["going", "interested"] as const) {
    await notify(context, {
      recipients: answers.filter((answer) => answer.status === status).map((answer) => answer.id),
      kind: "event_cancelled",
      target: eventTarget(event.id, event.title, city),
      actorId: input.viewer.id,
      mail: cancellationMail(event, city, status, url),
    });
  }
  return findEventDetail(context, event.id, input.actor);
}

const eventTarget = (id: string, title: string, city: Pick<CityRow, "slug">) => ({
  type: "event" as const,
  id,
  link: `/city/${city.slug}/events/${id}`,
  title,
});
