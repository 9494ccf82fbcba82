import { and, eq, gt, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventDetail, type EventPage, eventMessages } from "../../../contracts/events.ts";
import {
  cityWithMembers,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { eventSeries, events } from "../../db/schema.ts";
import { anEvent, dayFromNow } from "./events-test-support.ts";
import { extendSeriesHorizons } from "./series.ts";

// Issue 36: repeating events, on the city's clock across daylight saving, per-date RSVPs,
// per-date changes and cancellations, and the calendar round trip through ical.js.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let coaster: TestClient;
beforeAll(async () => {
  let admin: TestClient;
  ({ t, alice, bob, admin } = await cityWithMembers("miami"));
  coaster = (await signUpMember(t, admin, "gold-coast")).client;
});
afterAll(() => t.close());

// Saturdays at 7:00 around Miami's clock change (Sunday 14 March 2027, 2:00 → 3:00).
const parkrun = {
  title: "Saturday parkrun",
  startsAt: "2027-03-06T07:00",
  endsAt: "2027-03-06T08:00",
  capacity: 20,
  repeat: { frequency: "weekly", interval: 1, weekdays: ["SA"], until: "2027-03-27" },
};

const make = async (client: TestClient, body: Record<string, unknown>, city: string) => {
  const response = await client.post(`/api/cities/${city}/events`, anEvent(body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EventDetail;
};
const seriesIn = async (city: string, seriesId: string) => {
  const page = (await alice.get(`/api/cities/${city}/events?limit=50`)).json() as EventPage;
  return page.items.filter((item) => item.seriesId === seriesId);
};

describe("repeating events", () => {
  it("keeps 7:00 on the city's clock across daylight saving, in Miami and on the Gold Coast", async () => {
    const first = await make(alice, parkrun, "miami");
    expect(first).toMatchObject({
      repeats: true,
      repeat: parkrun.repeat,
      startsAtLocal: parkrun.startsAt,
    });
    const dates = await seriesIn("miami", first.seriesId);
    expect(dates.map((date) => date.startsAt)).toEqual([
      "2027-03-06T12:00:00.000Z", // EST, UTC-5
      "2027-03-13T12:00:00.000Z",
      "2027-03-20T11:00:00.000Z", // EDT, UTC-4
      "2027-03-27T11:00:00.000Z",
    ]);
    expect(new Set(dates.map((date) => date.occurrenceId)).size).toBe(4);
    expect(first.otherDates).toHaveLength(3);

    // The first Saturday of the month, three times (Brisbane keeps UTC+10 all year).
    const market = await make(
      coaster,
      {
        title: "First-Saturday market",
        startsAt: "2027-01-02T07:00",
        endsAt: "2027-01-02T12:00",
        repeat: {
          frequency: "monthly",
          interval: 1,
          monthly: { week: 1, weekday: "SA" },
          count: 3,
        },
      },
      "gold-coast",
    );
    const months = await seriesIn("gold-coast", market.seriesId);
    expect(months.map((date) => date.startsAt)).toEqual([
      "2027-01-01T21:00:00.000Z",
      "2027-02-05T21:00:00.000Z",
      "2027-03-05T21:00:00.000Z",
    ]);
  });

  it("refuses a rule it cannot keep, with the contract's words", async () => {
    for (const [repeat, message] of [
      [{ frequency: "daily", interval: 1 }, eventMessages.repeatInvalid],
      [{ frequency: "weekly", interval: 0 }, eventMessages.repeatInvalid],
      [
        { frequency: "weekly", interval: 1, until: "2027-04-01", count: 3 },
        eventMessages.repeatEndInvalid,
      ],
      [{ frequency: "weekly", interval: 1, until: "2027-01-01" }, eventMessages.repeatEndInvalid],
    ] as const) {
      const response = await alice.post(
        "/api/cities/miami/events",
        anEvent({ ...parkrun, repeat }),
      );
      expect(response.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(response.json().message).toBe(message.defaultMessage);
    }
  });

  it("answers all upcoming dates at once, and leaving one leaves only that one", async () => {
    const first = await make(alice, parkrun, "miami");
    const [, second, third] = await seriesIn("miami", first.seriesId);
    const all = await bob.request("PUT", `/api/events/${first.id}/rsvp`, {
      status: "going",
      scope: "all-upcoming",
    });
    expect(all.statusCode, all.body).toBe(200);
    for (const date of await seriesIn("miami", first.seriesId)) {
      expect((await bob.get(`/api/events/${date.occurrenceId}`)).json().myRsvp).toBe("going");
    }
    await bob.request("PUT", `/api/events/${second?.occurrenceId}/rsvp`, { status: "not_going" });
    expect((await bob.get(`/api/events/${second?.occurrenceId}`)).json().myRsvp).toBe("not_going");
    expect((await bob.get(`/api/events/${third?.occurrenceId}`)).json().myRsvp).toBe("going");
    expect((await bob.get(`/api/events/${first.id}`)).json().myRsvp).toBe("going");
  });

  it("gives one VEVENT with RRULE, EXDATE and RECURRENCE-ID that ical.js reads back", async () => {
    const first = await make(alice, parkrun, "miami");
    const [, second, third] = await seriesIn("miami", first.seriesId);
    expect((await alice.post(`/api/events/${second?.occurrenceId}/cancel`)).statusCode).toBe(200);
    const moved = await alice.request(
      "PUT",
      `/api/events/${third?.occurrenceId}`,
      anEvent({
        ...parkrun,
        title: "Parkrun, later start",
        startsAt: "2027-03-20T09:00",
        endsAt: "2027-03-20T10:00",
      }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ changed: true, startsAt: "2027-03-20T13:00:00.000Z" });

    const response = await new TestClient(t.app).get(`/api/events/${first.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    for (const zone of calendar.getAllSubcomponents("vtimezone")) {
      ICAL.TimezoneService.register(zone);
    }
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(2);
    const main = vevents.find((vevent) => !vevent.hasProperty("recurrence-id"));
    const override = vevents.find((vevent) => vevent.hasProperty("recurrence-id"));
    if (!main || !override) throw new Error("missing VEVENT");
    const rule = main.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.parts.BYDAY).toEqual(["SA"]);
    expect(main.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/New_York");
    const exdates = main
      .getAllProperties("exdate")
      .map((property) => (property.getFirstValue() as ICAL.Time).toJSDate().toISOString());
    expect(exdates).toEqual(["2027-03-13T12:00:00.000Z"]);
    expect(override.getFirstPropertyValue("uid")).toBe(main.getFirstPropertyValue("uid"));
    expect(
      (override.getFirstPropertyValue("recurrence-id") as ICAL.Time).toJSDate().toISOString(),
    ).toBe("2027-03-20T11:00:00.000Z");

    // What a calendar app would show: the rule's dates less the EXDATE, the override applied.
    const event = new ICAL.Event(main);
    event.relateException(new ICAL.Event(override));
    const shown: string[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      shown.push(`${details.startDate.toJSDate().toISOString()} ${details.item.summary}`);
    }
    expect(shown).toEqual([
      "2027-03-06T12:00:00.000Z Saturday parkrun",
      "2027-03-20T13:00:00.000Z Parkrun, later start",
      "2027-03-27T11:00:00.000Z Saturday parkrun",
    ]);

    // The city feed has the series once, the same way.
    const feed = await new TestClient(t.app).get("/api/cities/miami/calendar.ics");
    const fed = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents("vevent")
      .filter((vevent) => vevent.getFirstPropertyValue("uid") === `${first.seriesId}@coastal`);
    expect(fed).toHaveLength(2);
  });

  it("cancels this and all later dates: they say so and the rule ends before them", async () => {
    const first = await make(alice, parkrun, "miami");
    const [, , third, fourth] = await seriesIn("miami", first.seriesId);
    const cancelled = await alice.post(
      `/api/events/${third?.occurrenceId}/cancel?scope=this-and-later`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await bob.get(`/api/events/${fourth?.occurrenceId}`)).json().cancelled).toBe(true);
    expect((await bob.get(`/api/events/${first.id}`)).json().cancelled).toBe(false);
    const ics = (await bob.get(`/api/events/${first.id}/calendar.ics`)).body;
    const main = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    const rule = main?.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.until?.toJSDate().getTime()).toBeLessThan(Date.parse("2027-03-20T11:00:00.000Z"));
    expect(main?.getAllProperties("exdate")).toHaveLength(0);
  });

  it("makes a series whose first date lies past six months from now; later dates come as the horizon reaches them", async () => {
    const far = await make(
      alice,
      {
        title: "Next year's beach clean-up",
        startsAt: `${dayFromNow(200)}T08:00`,
        endsAt: `${dayFromNow(200)}T10:00`,
        repeat: { frequency: "weekly", interval: 1, count: 3 },
      },
      "miami",
    );
    expect(far.startsAtLocal).toBe(`${dayFromNow(200)}T08:00`);
    const dates = await seriesIn("miami", far.seriesId);
    expect(dates.map((date) => date.occurrenceId)).toEqual([far.occurrenceId]);
  });

  it("keeps about six months of dates, extended once by instances sweeping together", async () => {
    const open = await make(
      alice,
      {
        title: "Thursday market",
        startsAt: `${dayFromNow(3)}T16:00`,
        endsAt: `${dayFromNow(3)}T20:00`,
        repeat: { frequency: "weekly", interval: 1 },
      },
      "miami",
    );
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(events)
          .where(eq(events.seriesId, open.seriesId))
      )[0]?.n;
    const all = await count();
    expect(all).toBeGreaterThanOrEqual(26);
    expect(all).toBeLessThanOrEqual(28);
    // As if made a month ago: dates only 30 days ahead, the rest still to come.
    await t.db
      .delete(events)
      .where(
        and(
          eq(events.seriesId, open.seriesId),
          gt(events.startsAt, sql`now() + interval '30 days'`),
        ),
      );
    await t.db
      .update(eventSeries)
      .set({ materialisedUntil: sql`now() + interval '30 days'` })
      .where(eq(eventSeries.id, open.seriesId));
    expect(await count()).toBeLessThan(6);
    await Promise.all([extendSeriesHorizons(t.db), extendSeriesHorizons(t.db)]);
    expect(await count()).toBe(all);
  });

  it("changes this and all later dates, and tells the people going to each", async () => {
    const first = await make(alice, parkrun, "miami");
    const [, second, third, fourth] = await seriesIn("miami", first.seriesId);
    await bob.request("PUT", `/api/events/${fourth?.occurrenceId}/rsvp`, { status: "going" });
    const changed = await alice.request(
      "PUT",
      `/api/events/${third?.occurrenceId}`,
      anEvent({
        ...parkrun,
        title: "Parkrun at the pier",
        startsAt: "2027-03-20T08:00",
        endsAt: "2027-03-20T09:00",
        scope: "this-and-later",
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await seriesIn("miami", first.seriesId);
    expect(after.map((date) => [date.title, date.startsAt])).toEqual([
      ["Saturday parkrun", "2027-03-06T12:00:00.000Z"],
      ["Saturday parkrun", "2027-03-13T12:00:00.000Z"],
      ["Parkrun at the pier", "2027-03-20T12:00:00.000Z"],
      ["Parkrun at the pier", "2027-03-27T12:00:00.000Z"],
    ]);
    expect(second?.title).toBe("Saturday parkrun");
    const bell = JSON.stringify((await bob.get("/api/me/notifications")).json());
    expect(bell).toContain("event_changed");
    expect(bell).toContain(fourth?.occurrenceId);
  });
});
