import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  type EventDetail,
  type EventInput,
  eventMessages,
  type OccurrenceScope,
} from "../../../contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { eventRsvps, eventSeries, events } from "../../db/schema.ts";
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
import {
  isRepeating,
  localTimeOf,
  minutesBetween,
  occurrencesFor,
  promoteAfterChange,
} from "./occurrences.ts";
import { goingTo } from "./rsvps.service.ts";
import {
  floating,
  horizonFrom,
  materialise,
  repeatInvalid,
  rruleText,
  ruleOptions,
} from "./series.ts";

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

/**
 * A member's new event in their city; the start must not have passed. It is a series:
 * of one, or (with `repeat`) of the rule's dates up to the horizon (issue 36). The answer
 * is the first occurrence.
 */
export async function createEvent(
  context: Pick<AppContext, "db" | "storage">,
  input: { city: CityRow; viewer: Viewer; actor: Actor; fields: EventInput; image?: Buffer },
): Promise<EventDetail> {
  const { db, storage } = context;
  const { city, viewer, fields } = input;
  const times = await toInstants(db, city.timeZone, fields);
  if (times.startsAt.getTime() < Date.now()) throw invalid(eventMessages.startInPast);
  const durationMinutes = Math.round(
    (floating(fields.endsAt).getTime() - floating(fields.startsAt).getTime()) / 60_000,
  );
  const repeat = fields.repeat;
  if (repeat?.until && repeat.until < fields.startsAt.slice(0, 10)) throw repeatInvalid();
  const created = await withStoredPhoto(storage, input.image, async (photo) =>
    db.transaction(async (tx) => {
      const [series] = await tx
        .insert(eventSeries)
        .values({
          cityId: city.id,
          organiserId: viewer.id,
          rrule: repeat ? rruleText(ruleOptions(repeat, fields.startsAt)) : null,
          repeat,
          startsLocal: fields.startsAt,
          durationMinutes,
          timeZone: city.timeZone,
          ...eventColumns(fields),
          guestsAllowed: fields.guestsAllowed,
          imageKey: photo?.key ?? null,
          thumbnailKey: photo?.thumbnailKey ?? null,
        })
        .returning({ id: eventSeries.id });
      const seriesId = justWritten(series, "the new series").id;
      if (repeat) return { seriesId, eventId: null };
      const [inserted] = await tx
        .insert(events)
        .values({
          cityId: city.id,
          organiserId: viewer.id,
          seriesId,
          ...eventColumns(fields),
          ...times,
          originalStartsAt: times.startsAt,
          imageKey: photo?.key ?? null,
          thumbnailKey: photo?.thumbnailKey ?? null,
        })
        .returning({ id: events.id });
      return { seriesId, eventId: justWritten(inserted, "the new event").id };
    }),
  );
  let id = created.eventId;
  if (!id) {
    // Its first date may lie past the six months (a series for next year).
    await materialise(db, created.seriesId, horizonFrom(times.startsAt));
    const [first] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.seriesId, created.seriesId))
      .orderBy(asc(events.startsAt))
      .limit(1);
    if (!first) {
      // A rule with no date at all (say, the 31st of a month until the 30th).
      await db.delete(eventSeries).where(eq(eventSeries.id, created.seriesId));
      throw repeatInvalid();
    }
    id = first.id;
  }
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
 * The organiser's (or an admin's) changes, to this occurrence or (`this-and-later`) to it
 * and each later one of its series, whose template takes them for dates still to come.
 * A time change moves each date by the same wall-clock amount. A new photo replaces the
 * old one. A cancelled occurrence stays as it was. A bigger capacity promotes the waitlist.
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
  const { event, fields, city } = input;
  if (event.cancelledAt) throw conflict(eventMessages.cancelled);
  // Checks the times (an end after its start, even across a clock change).
  await toInstants(db, city.timeZone, fields);
  const targets = await occurrencesFor(db, event, fields.scope);
  const repeating = await isRepeating(db, event);
  // Wall-clock minutes: 7:00 to 8:00 is 60 whatever daylight saving does in between.
  const wasLocal = await localTimeOf(db, event.startsAt, city.timeZone);
  const shiftMinutes = minutesBetween(wasLocal, fields.startsAt);
  const durationMinutes = minutesBetween(fields.startsAt, fields.endsAt);
  const replaced = await withStoredPhoto(storage, input.image, async (photo) => {
    const updated = await db
      .update(events)
      .set({
        ...eventColumns(fields),
        // The same wall-clock shift on each date, in the city's zone (DST-proof).
        startsAt: sql`((${events.startsAt} at time zone ${city.timeZone}) + make_interval(mins => ${shiftMinutes}::int)) at time zone ${city.timeZone}`,
        endsAt: sql`((${events.startsAt} at time zone ${city.timeZone}) + make_interval(mins => ${shiftMinutes + durationMinutes}::int)) at time zone ${city.timeZone}`,
        ...(photo ? { imageKey: photo.key, thumbnailKey: photo.thumbnailKey } : {}),
        changed: repeating,
        updatedAt: sql`now()`,
      })
      // Cancelled in the meantime: leave it alone.
      .where(and(inArray(events.id, targets), sql`${events.cancelledAt} is null`))
      .returning({ id: events.id });
    if (!updated.some((row) => row.id === event.id)) throw conflict(eventMessages.cancelled);
    if (event.seriesId && (fields.scope === "this-and-later" || !repeating)) {
      await db
        .update(eventSeries)
        .set({
          ...eventColumns(fields),
          guestsAllowed: fields.guestsAllowed,
          ...(photo ? { imageKey: photo.key, thumbnailKey: photo.thumbnailKey } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(eventSeries.id, event.seriesId));
    }
    return photo !== null;
  });
  if (replaced && !repeating) {
    const old = [event.imageKey, event.thumbnailKey].filter((key): key is string => Boolean(key));
    await deleteStoredImage(storage, old);
  }
  for (const id of targets) {
    await promoteAfterChange(context, id, city);
    await notify(context, {
      recipients: await goingTo(db, id),
      kind: "event_changed",
      target: eventTarget(id, fields.title, city),
      actorId: input.viewer.id,
    });
  }
  return findEventDetail(context, event.id, input.actor);
}

/**
 * Cancels an occurrence, or (`this-and-later`) it and every later one of its series, which
 * then makes no more dates: they stay listed, say so and take no more RSVPs. Everyone who
 * said going (issue 13) or interested (issue 28) gets an in-app notification, and an email
 * if they keep those on, in words that say which they answered.
 */
export async function cancelEvent(
  context: NotifyContext & Pick<AppContext, "storage">,
  input: { event: EventRow; city: CityRow; viewer: Viewer; actor: Actor; scope?: OccurrenceScope },
): Promise<EventDetail> {
  const { db, settings } = context;
  const { event, city } = input;
  const scope = input.scope ?? "one";
  const targets = await occurrencesFor(db, event, scope);
  const answers = await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(events)
      .set({ cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(inArray(events.id, targets), sql`${events.cancelledAt} is null`))
      .returning({ id: events.id });
    if (!cancelled.some((row) => row.id === event.id)) throw conflict(eventMessages.cancelled);
    if (scope === "this-and-later" && event.seriesId) {
      await tx
        .update(eventSeries)
        .set({ stoppedFrom: event.startsAt, updatedAt: sql`now()` })
        .where(eq(eventSeries.id, event.seriesId));
    }
    return tx
      .select({ eventId: eventRsvps.eventId, id: eventRsvps.userId, status: eventRsvps.status })
      .from(eventRsvps)
      .where(
        and(
          inArray(
            eventRsvps.eventId,
            cancelled.map((row) => row.id),
          ),
          inArray(eventRsvps.status, ["going", "waiting", "interested"]),
        ),
      );
  });
  for (const id of targets) {
    const url = `${settings.BASE_URL}/city/${city.slug}/events/${id}`;
    for (const status of ["going", "interested"] as const) {
      await notify(context, {
        recipients: answers
          .filter((answer) => answer.eventId === id)
          .filter((answer) =>
            status === "going" ? answer.status !== "interested" : answer.status === "interested",
          )
          .map((answer) => answer.id),
        kind: "event_cancelled",
        target: eventTarget(id, event.title, city),
        actorId: input.viewer.id,
        mail: cancellationMail(event, city, status, url),
      });
    }
  }
  return findEventDetail(context, event.id, input.actor);
}

const eventTarget = (id: string, title: string, city: Pick<CityRow, "slug">) => ({
  type: "event" as const,
  id,
  link: `/city/${city.slug}/events/${id}`,
  title,
});
