import { and, asc, eq, inArray } from "drizzle-orm";
import { type EventPeople, eventMessages } from "../../../contracts/events.ts";
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { eventRsvps, events, profiles } from "../../db/schema.ts";
import { AppError, notFound } from "../../platform/http/errors.ts";
import { intlFor } from "../../platform/i18n/intl.ts";
import type { CityRow } from "../communities/cities.service.ts";
import type { NotifyContext } from "../notifications/notifications.service.ts";
import { promoteWaiting, tellPromoted } from "./rsvps.service.ts";

// The organiser's people view of one occurrence (issue 36): who is going with how many
// guests, and the waitlist in order; as JSON, as CSV, and raising the capacity.

/** Going (by when they said so) and waiting (in the waitlist's order). */
export async function listPeople(db: Db, occurrenceId: string): Promise<EventPeople> {
  const [occurrence] = await db
    .select({ id: events.id, capacity: events.capacity })
    .from(events)
    .where(eq(events.id, occurrenceId));
  if (!occurrence) throw notFound(eventMessages.notFound);
  const rows = await db
    .select({
      id: eventRsvps.userId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      status: eventRsvps.status,
      guests: eventRsvps.guests,
      updatedAt: eventRsvps.updatedAt,
      waitingSince: eventRsvps.waitingSince,
    })
    .from(eventRsvps)
    .leftJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(
      and(eq(eventRsvps.eventId, occurrenceId), inArray(eventRsvps.status, ["going", "waiting"])),
    )
    .orderBy(asc(eventRsvps.waitingSince), asc(eventRsvps.updatedAt), asc(eventRsvps.userId));
  const person = (row: (typeof rows)[number]) => ({
    person: { id: row.id, username: row.username, avatarUrl: row.avatarUrl },
    guests: row.guests,
    since: new Date(row.waitingSince ?? row.updatedAt).toISOString(),
  });
  const going = rows.filter((row) => row.status === "going").map(person);
  const waitlist = rows
    .filter((row) => row.status === "waiting")
    .map((row, index) => ({ ...person(row), position: index + 1 }));
  const guests = going.reduce((sum, one) => sum + one.guests, 0);
  return {
    occurrenceId,
    capacity: occurrence.capacity,
    seatsTaken: going.length + guests,
    going,
    waitlist,
    guests,
  };
}

const csvWords = defineMessages({
  status: { id: "events.csvStatus", defaultMessage: "Status" },
  position: { id: "events.csvPosition", defaultMessage: "Waitlist position" },
  username: { id: "events.csvUsername", defaultMessage: "Username" },
  guests: { id: "events.csvGuests", defaultMessage: "Guests" },
  since: { id: "events.csvSince", defaultMessage: "Since" },
  going: { id: "events.csvGoing", defaultMessage: "Going" },
  waiting: { id: "events.csvWaiting", defaultMessage: "Waiting" },
});

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (starting with = + - @, a tab
 * or a carriage return) gets a leading apostrophe (OWASP's CSV injection advice); then
 * RFC 4180 quoting.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The people view as CSV, in the request's language: going first, then the waitlist. */
export function peopleCsv(people: EventPeople, language: Language): string {
  const intl = intlFor(language);
  const say = (message: (typeof csvWords)[keyof typeof csvWords]) => intl.formatMessage(message);
  const header = [csvWords.status, csvWords.position, csvWords.username, csvWords.guests]
    .map(say)
    .concat(say(csvWords.since));
  const lines = [
    header,
    ...people.going.map((one) => [
      say(csvWords.going),
      "",
      one.person.username ?? "",
      one.guests,
      one.since,
    ]),
    ...people.waitlist.map((one) => [
      say(csvWords.waiting),
      one.position,
      one.person.username ?? "",
      one.guests,
      one.since,
    ]),
  ];
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * A bigger capacity for one occurrence, and the waitlist promoted in order into the new
 * seats, in one transaction under the occurrence's row lock.
 */
export async function raiseCapacity(
  context: NotifyContext,
  input: { occurrenceId: string; capacity: number; city: CityRow },
): Promise<EventPeople> {
  const promoted = await context.db.transaction(async (tx) => {
    const [occurrence] = await tx
      .select({ id: events.id, capacity: events.capacity })
      .from(events)
      .where(eq(events.id, input.occurrenceId))
      .for("update");
    if (!occurrence) throw notFound(eventMessages.notFound);
    if (occurrence.capacity === null || input.capacity <= occurrence.capacity) {
      throw new AppError("VALIDATION", 400, eventMessages.capacityTooLow);
    }
    await tx.update(events).set({ capacity: input.capacity }).where(eq(events.id, occurrence.id));
    return promoteWaiting(tx, { id: occurrence.id, capacity: input.capacity });
  });
  await tellPromoted(context, input.occurrenceId, input.city, promoted);
  return listPeople(context.db, input.occurrenceId);
}
