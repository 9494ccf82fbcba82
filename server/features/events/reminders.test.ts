import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cityWithMembers,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { eventReminders, eventRsvps, notifications } from "../../db/schema.ts";
import { anEvent } from "./events-test-support.ts";
import { dayBefore } from "./reminders.ts";

// Issue 36: reminders the day before and an hour before, exactly once per person and
// occurrence however many instances sweep at the same moment.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
beforeAll(async () => {
  let admin: TestClient;
  ({ t, alice, bob, admin } = await cityWithMembers("gold-coast"));
  carol = (await signUpMember(t, admin, "gold-coast")).client;
});
afterAll(() => t.close());

/** The Gold Coast's wall clock (UTC+10 all year) `minutes` from now, to the minute. */
const brisbaneIn = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 10 * 3_600_000).toISOString().slice(0, 16);

const eventIn = async (minutes: number, title: string) => {
  const made = await alice.post(
    "/api/cities/gold-coast/events",
    anEvent({ title, startsAt: brisbaneIn(minutes), endsAt: brisbaneIn(minutes + 60) }),
  );
  expect(made.statusCode, made.body).toBe(201);
  const id = made.json().id as string;
  for (const client of [bob, carol]) {
    expect(
      (await client.request("PUT", `/api/events/${id}/rsvp`, { status: "going" })).statusCode,
    ).toBe(200);
  }
  return id;
};

describe("event reminders", () => {
  it("sends each person one reminder per occurrence and kind with two instances sweeping at once", async () => {
    const soon = await eventIn(50, "Sunrise paddle");
    const tomorrow = await eventIn(20 * 60, "Market morning");
    // They said going two days ago, as time would have it.
    await t.db
      .update(eventRsvps)
      .set({ updatedAt: sql`now() - interval '2 days'` })
      .where(eq(eventRsvps.eventId, tomorrow));

    // Two more instances start together; each sweeps on start. Closing waits for the sweeps.
    const instances = await Promise.all([t.secondInstance(), t.secondInstance()]);
    await Promise.all(instances.map((instance) => instance.close()));
    await t.settled();

    const sent = await t.db
      .select({ eventId: eventReminders.eventId, kind: eventReminders.kind })
      .from(eventReminders);
    expect(sent.filter((row) => row.eventId === soon).map((row) => row.kind)).toEqual([
      "hour",
      "hour",
    ]);
    expect(sent.filter((row) => row.eventId === tomorrow).map((row) => row.kind)).toEqual([
      "day",
      "day",
    ]);
    const told = async (kind: "event_reminder_hour" | "event_reminder_day", targetId: string) =>
      t.db
        .select({ userId: notifications.userId, count: notifications.count })
        .from(notifications)
        .where(and(eq(notifications.kind, kind), eq(notifications.targetId, targetId)));
    const hour = await told("event_reminder_hour", soon);
    expect(hour).toHaveLength(2);
    expect(hour.every((row) => row.count === 1)).toBe(true);
    const day = await told("event_reminder_day", tomorrow);
    expect(day).toHaveLength(2);
    // Not a day-before reminder for an event an hour away, nor an hour one a day ahead.
    expect(await told("event_reminder_day", soon)).toHaveLength(0);
    expect(await told("event_reminder_hour", tomorrow)).toHaveLength(0);
    const bell = (await bob.get("/api/me/notifications")).json();
    expect(JSON.stringify(bell)).toContain("Sunrise paddle");
  }, 120_000);

  it("reminds the day before at the same time on the city's clock across daylight saving", async () => {
    const dueFor = async (startsAt: string, zone: string) => {
      const { rows } = await t.db.execute<{ due: string }>(
        sql`select to_char(${dayBefore(sql`${startsAt}::timestamptz`, sql`${zone}::text`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as due`,
      );
      return rows[0]?.due;
    };
    // Miami springs forward on Sunday 14 March 2027: Saturday 7:00 EST, Sunday 7:00 EDT (23 hours).
    expect(await dueFor("2027-03-14T11:00:00Z", "America/New_York")).toBe("2027-03-13T12:00Z");
    // And falls back on Sunday 7 November 2027: 25 hours.
    expect(await dueFor("2027-11-07T12:00:00Z", "America/New_York")).toBe("2027-11-06T11:00Z");
    // The Gold Coast keeps UTC+10: 24 hours.
    expect(await dueFor("2027-03-13T21:00:00Z", "Australia/Brisbane")).toBe("2027-03-12T21:00Z");
  });
});
