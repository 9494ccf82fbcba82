import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { OccurrenceScope } from "../../../contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { eventSeries, events } from "../../db/schema.ts";
import { justWritten } from "../../platform/http/errors.ts";
import type { CityRow } from "../communities/cities.service.ts";
import type { NotifyContext } from "../notifications/notifications.service.ts";
import type { EventRow } from "./events.service.ts";
import { promoteWaiting, tellPromoted } from "./rsvps.service.ts";
import { floating } from "./series.ts";

// Which occurrences an organiser's change reaches, and what follows it.

/** "2026-12-05T07:00": an instant on the city's clock. */
export async function localTimeOf(db: Db, at: Date, timeZone: string): Promise<string> {
  const { rows } = await db.execute<{ local: string }>(
    sql`select to_char(${at.toISOString()}::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD"T"HH24:MI') as local`,
  );
  return justWritten(rows[0], "the local time").local;
}

/** Wall-clock minutes from one "YYYY-MM-DDTHH:MM" to another. */
export const minutesBetween = (from: string, to: string) =>
  Math.round((floating(to).getTime() - floating(from).getTime()) / 60_000);

/** After a capacity change: the waitlist is promoted in order, under the occurrence's lock. */
export async function promoteAfterChange(context: NotifyContext, id: string, city: CityRow) {
  const promoted = await context.db.transaction(async (tx) => {
    const [occurrence] = await tx
      .select({ id: events.id, capacity: events.capacity })
      .from(events)
      .where(eq(events.id, id))
      .for("update");
    return occurrence ? promoteWaiting(tx, occurrence) : [];
  });
  await tellPromoted(context, id, city, promoted);
}

export async function isRepeating(db: Db, event: EventRow): Promise<boolean> {
  if (!event.seriesId) return false;
  const [series] = await db
    .select({ rrule: eventSeries.rrule })
    .from(eventSeries)
    .where(eq(eventSeries.id, event.seriesId));
  return Boolean(series?.rrule);
}

/** This occurrence, or it and the later ones of its series not yet cancelled. */
export async function occurrencesFor(db: Db, event: EventRow, scope: OccurrenceScope) {
  if (scope === "one" || !event.seriesId) return [event.id];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.seriesId, event.seriesId),
        gte(events.startsAt, event.startsAt),
        isNull(events.cancelledAt),
      ),
    );
  return rows.map((row) => row.id);
}
