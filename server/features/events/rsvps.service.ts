import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import {
  type EventDetail,
  eventMessages,
  type RsvpScope,
  type RsvpStatus,
} from "../../../contracts/events.ts";
import type { Db, Tx } from "../../db/client.ts";
import { eventRsvps, eventSeries, events } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError, conflict, notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import type { CityRow } from "../communities/cities.service.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { findEventDetail } from "./events.service.ts";

/** Seats taken on an occurrence: people going plus their guests. */
export const seatsTaken = sql<number>`coalesce((select sum(1 + r.guests)::int from ${eventRsvps} r
  where r.event_id = "events"."id" and r.status = 'going'), 0)`;

/**
 * Promotes the waitlist of a locked occurrence in order while the first waiting party
 * (person and guests) fits: the order is kept, so a big party at the head waits for
 * enough seats rather than being overtaken. Returns who was promoted.
 */
export async function promoteWaiting(
  tx: Tx,
  occurrence: { id: string; capacity: number | null },
): Promise<string[]> {
  const waiting = await tx
    .select({ userId: eventRsvps.userId, guests: eventRsvps.guests })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, occurrence.id), eq(eventRsvps.status, "waiting")))
    .orderBy(asc(eventRsvps.waitingSince), asc(eventRsvps.userId));
  if (waiting.length === 0) return [];
  let taken = await takenSeats(tx, occurrence.id);
  const promoted: string[] = [];
  for (const person of waiting) {
    if (occurrence.capacity !== null && taken + 1 + person.guests > occurrence.capacity) break;
    taken += 1 + person.guests;
    promoted.push(person.userId);
  }
  if (promoted.length > 0) {
    await tx
      .update(eventRsvps)
      .set({ status: "going", waitingSince: null, updatedAt: sql`now()` })
      .where(and(eq(eventRsvps.eventId, occurrence.id), inArray(eventRsvps.userId, promoted)));
  }
  return promoted;
}

async function takenSeats(tx: Tx, eventId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ seats: sql<number>`coalesce(sum(1 + ${eventRsvps.guests}), 0)::int` })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, "going"),
        except ? sql`${eventRsvps.userId} <> ${except}` : undefined,
      ),
    );
  return row?.seats ?? 0;
}

type Answer = { status: RsvpStatus; guests: number; waitlist: boolean };

/**
 * One person's answer to one occurrence, in ONE transaction under the occurrence's row
 * lock (SELECT … FOR UPDATE): concurrent answers on any instance are taken one after
 * another, so capacity (guests included) is never exceeded, the waitlist is in the order
 * the lock was had, and a freed seat goes to the first waiting at once.
 */
async function answerOne(
  db: Db,
  occurrenceId: string,
  viewer: Viewer,
  answer: Answer,
): Promise<{ promoted: string[] }> {
  return db.transaction(async (tx) => {
    const [occurrence] = await tx
      .select({
        id: events.id,
        capacity: events.capacity,
        cancelledAt: events.cancelledAt,
        over: sql<boolean>`${events.endsAt} < now()`,
        guestsAllowed: sql<number>`coalesce((select s.guests_allowed from ${eventSeries} s
          where s.id = "events"."series_id"), 0)`,
      })
      .from(events)
      .where(eq(events.id, occurrenceId))
      .for("update");
    if (!occurrence) throw notFound(eventMessages.notFound);
    if (occurrence.cancelledAt) throw conflict(eventMessages.cancelled);
    if (occurrence.over) throw conflict(eventMessages.past);
    const going = answer.status === "going";
    const guests = going ? answer.guests : 0;
    if (guests > occurrence.guestsAllowed) {
      throw new AppError("VALIDATION", 400, eventMessages.tooManyGuests);
    }
    const [mine] = await tx
      .select({ status: eventRsvps.status, waitingSince: eventRsvps.waitingSince })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, occurrence.id), eq(eventRsvps.userId, viewer.id)));
    let status: "going" | "waiting" | RsvpStatus = answer.status;
    let waitingSince: unknown = null;
    if (going && mine?.status !== "going") {
      // Someone already waiting is ahead of a newcomer, even if a seat looks free.
      const [queue] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(eventRsvps)
        .where(
          and(
            eq(eventRsvps.eventId, occurrence.id),
            eq(eventRsvps.status, "waiting"),
            sql`${eventRsvps.userId} <> ${viewer.id}`,
            mine?.waitingSince
              ? sql`${eventRsvps.waitingSince} < ${mine.waitingSince.toISOString()}`
              : undefined,
          ),
        );
      const fits =
        occurrence.capacity === null ||
        (await takenSeats(tx, occurrence.id, viewer.id)) + 1 + guests <= occurrence.capacity;
      if (!fits || (queue?.count ?? 0) > 0) {
        if (!answer.waitlist && mine?.status !== "waiting") throw conflict(eventMessages.full);
        status = "waiting";
        waitingSince = mine?.waitingSince ?? sql`clock_timestamp()`;
      }
    } else if (going && occurrence.capacity !== null) {
      // Already going, changing how many guests: only into free seats.
      const taken = await takenSeats(tx, occurrence.id, viewer.id);
      if (taken + 1 + guests > occurrence.capacity) throw conflict(eventMessages.full);
    }
    await tx
      .insert(eventRsvps)
      .values({
        eventId: occurrence.id,
        userId: viewer.id,
        status,
        guests,
        waitingSince: waitingSince as Date | null,
      })
      .onConflictDoUpdate({
        target: [eventRsvps.eventId, eventRsvps.userId],
        set: { status, guests, waitingSince: waitingSince as Date | null, updatedAt: sql`now()` },
      });
    // Leaving, or fewer guests: the freed seats go to the waitlist, in order.
    return { promoted: await promoteWaiting(tx, occurrence) };
  });
}

/**
 * A member's answer to an occurrence, or (`all-upcoming`) to it and each later one of its
 * series, one occurrence at a time. A later date that is full is skipped (or waitlisted
 * with `waitlist`); only the addressed occurrence's refusal is the answer's.
 */
export async function setRsvp(
  context: NotifyContext & Pick<AppContext, "storage">,
  input: {
    eventId: string;
    viewer: Viewer;
    actor: Actor;
    city: CityRow;
    status: RsvpStatus;
    guests: number;
    waitlist: boolean;
    scope: RsvpScope;
  },
): Promise<EventDetail> {
  const { db } = context;
  const answer = { status: input.status, guests: input.guests, waitlist: input.waitlist };
  const first = await answerOne(db, input.eventId, input.viewer, answer);
  await tellPromoted(context, input.eventId, input.city, first.promoted);
  if (input.scope === "all-upcoming") {
    for (const later of await laterOccurrences(db, input.eventId)) {
      try {
        const { promoted } = await answerOne(db, later, input.viewer, answer);
        await tellPromoted(context, later, input.city, promoted);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
      }
    }
  }
  return findEventDetail(context, input.eventId, input.actor);
}

/** The series' occurrences after this one that have not started and are not cancelled. */
export async function laterOccurrences(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .innerJoin(
      sql`${events} as this`,
      sql`this.id = ${eventId} and this.series_id = ${events.seriesId}`,
    )
    .where(
      and(
        sql`${events.startsAt} > this.starts_at`,
        gte(events.startsAt, sql`now()`),
        isNull(events.cancelledAt),
      ),
    )
    .orderBy(asc(events.startsAt));
  return rows.map((row) => row.id);
}

/** People promoted from a waitlist hear of it at once (bell, email and push per preferences). */
export async function tellPromoted(
  context: NotifyContext,
  eventId: string,
  city: Pick<CityRow, "slug">,
  promoted: string[],
) {
  if (promoted.length === 0) return;
  const [event] = await context.db
    .select({ title: events.title })
    .from(events)
    .where(eq(events.id, eventId));
  await notify(context, {
    recipients: promoted,
    kind: "waitlist_promoted",
    target: {
      type: "event",
      id: eventId,
      link: `/city/${city.slug}/events/${eventId}`,
      title: event?.title ?? "",
    },
    actorId: null,
  });
}

/** Who said going: they hear of changes and cancellation. */
export async function goingTo(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "going")));
  return rows.map((row) => row.id);
}
