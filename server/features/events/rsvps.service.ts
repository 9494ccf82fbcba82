import { and, eq, sql } from "drizzle-orm";
import { type EventDetail, eventMessages, type RsvpStatus } from "../../../contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { eventRsvps, events } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { conflict, notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import { findEventDetail } from "./events.service.ts";

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

/** Who said going: they hear of changes and cancellation. */
export async function goingTo(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "going")));
  return rows.map((row) => row.id);
}
