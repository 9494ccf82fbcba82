import { eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventMessages } from "../../../contracts/events.ts";
import {
  cityWithMembers,
  followVerificationLink,
  signUpMember,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { cities, eventRsvps, events, memberships, user } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

/** "2026-12-05": the calendar date `days` from now (UTC; any zone is still ahead at +2 days). */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const anEvent = (overrides: Record<string, unknown> = {}) => ({
  title: "Burleigh beach clean-up",
  description: "Bags and gloves provided. Coffee after.",
  startsAt: `${dayFromNow(10)}T09:00`,
  endsAt: `${dayFromNow(10)}T11:30`,
  venue: "Burleigh Heads surf club",
  address: "Goodwin Terrace, Burleigh Heads QLD",
  capacity: 50,
  ...overrides,
});

async function create(
  client: TestClient,
  overrides: Record<string, unknown> = {},
  city = "gold-coast",
) {
  const response = await client.post(`/api/cities/${city}/events`, anEvent(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; [key: string]: unknown };
}

const rsvp = (client: TestClient, id: string, status: string) =>
  client.request("PUT", `/api/events/${id}/rsvp`, { status });
const edit = (client: TestClient, id: string, body: unknown) =>
  client.request("PUT", `/api/events/${id}`, body);

/** Moves an event into the past, as time would. */
async function endInThePast(id: string) {
  await t.db
    .update(events)
    .set({
      startsAt: sql`now() - interval '3 days'`,
      endsAt: sql`now() - interval '3 days' + interval '2 hours'`,
    })
    .where(eq(events.id, id));
}

describe("creating an event", () => {
  it("takes start and end as the city's clock and shows them as such to anyone", async () => {
    const created = await create(alice);
    expect(created).toMatchObject({
      title: "Burleigh beach clean-up",
      citySlug: "gold-coast",
      timeZone: "Australia/Brisbane",
      startsAtLocal: `${dayFromNow(10)}T09:00`,
      endsAtLocal: `${dayFromNow(10)}T11:30`,
      capacity: 50,
      goingCount: 0,
      cancelled: false,
      canEdit: true,
      canRsvp: true,
      imageUrl: null,
    });
    // Brisbane is UTC+10 all year: 9 am there is 11 pm UTC the day before.
    expect(created.startsAt).toBe(new Date(`${dayFromNow(10)}T09:00:00+10:00`).toISOString());

    const visitor = await new TestClient(t.app).get(`/api/events/${created.id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ canEdit: false, canRsvp: false, myRsvp: null });
  });

  it("reads the same digits in another city's zone", async () => {
    const miamiMember = (await signUpMember(t, admin, "miami")).client;
    const created = await create(
      miamiMember,
      { startsAt: "2031-01-15T09:00", endsAt: "2031-01-15T10:00" },
      "miami",
    );
    // January in Miami is EST, UTC-5.
    expect(created.startsAt).toBe("2031-01-15T14:00:00.000Z");
    expect(created.timeZone).toBe("America/New_York");
  });

  it("refuses visitors, non-members and bad times with clear words", async () => {
    const visitor = await new TestClient(t.app).post("/api/cities/gold-coast/events", anEvent());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(eventMessages.loginToCreate);

    const outsider = (await signUpVerified(t)).client;
    const refused = await outsider.post("/api/cities/gold-coast/events", anEvent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(eventMessages.membersOnly);

    const backwards = await alice.post(
      "/api/cities/gold-coast/events",
      anEvent({ endsAt: `${dayFromNow(10)}T08:00` }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ code: "VALIDATION", message: eventMessages.endBeforeStart });

    const past = await alice.post(
      "/api/cities/gold-coast/events",
      anEvent({ startsAt: `${dayFromNow(-2)}T09:00`, endsAt: `${dayFromNow(-2)}T10:00` }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(eventMessages.startInPast);

    for (const [body, message] of [
      [anEvent({ title: "  " }), eventMessages.titleRequired],
      [anEvent({ startsAt: "2031-02-30T09:00" }), eventMessages.startRequired],
      [anEvent({ capacity: 0 }), eventMessages.capacityInvalid],
      [anEvent({ capacity: "lots" }), eventMessages.capacityInvalid],
    ] as const) {
      const response = await alice.post("/api/cities/gold-coast/events", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unknownCity = await alice.post("/api/cities/atlantis/events", anEvent());
    expect(unknownCity.statusCode).toBe(404);
  });

  it("stores an optional photo cleaned of metadata, and nothing when the photo is refused", async () => {
    const { jpegWithGps } = await import("../../../tests/support/test-images.ts");
    const fields = Object.fromEntries(
      Object.entries(anEvent({ capacity: "" })).map(([key, value]) => [key, String(value)]),
    );
    const response = await alice.upload(
      "/api/cities/gold-coast/events",
      [{ field: "image", body: await jpegWithGps() }],
      fields,
    );
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.capacity).toBeNull();
    expect(created.imageUrl).toMatch(/^\/uploads\/event-.+\.webp$/);
    const image = await bob.get(created.thumbnailUrl);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.includes(Buffer.from("CoastalCam"))).toBe(false);

    const before = await t.db.select({ id: events.id }).from(events);
    const refused = await alice.upload(
      "/api/cities/gold-coast/events",
      [{ field: "image", body: Buffer.from("%PDF-1.4 fake"), name: "x.png", type: "image/png" }],
      { ...fields, title: "Not an image" },
    );
    expect(refused.statusCode).toBe(400);
    expect(await t.db.select({ id: events.id }).from(events)).toHaveLength(before.length);
  });
});

describe("listing events", () => {
  it("shows upcoming soonest first and past most recent first, a page at a time, to anyone", async () => {
    const { t: app, alice: member } = await cityWithMembers("cape-town");
    const post = async (days: number, title: string) => {
      const response = await member.post("/api/cities/cape-town/events", {
        ...anEvent({ title }),
        startsAt: `${dayFromNow(days)}T18:00`,
        endsAt: `${dayFromNow(days)}T20:00`,
      });
      return response.json().id as string;
    };
    try {
      await post(20, "Later");
      await post(5, "Sooner");
      await post(12, "Middle");
      const old = await post(3, "Was soon");
      await app.db
        .update(events)
        .set({ startsAt: sql`now() - interval '3 days'`, endsAt: sql`now() - interval '2 days'` })
        .where(eq(events.id, old));
      const visitor = new TestClient(app.app);
      const first = (await visitor.get("/api/cities/cape-town/events?limit=2")).json();
      expect(first.items.map((e: { title: string }) => e.title)).toEqual(["Sooner", "Middle"]);
      const second = (
        await visitor.get(`/api/cities/cape-town/events?limit=2&cursor=${first.nextCursor}`)
      ).json();
      expect(second.items.map((e: { title: string }) => e.title)).toEqual(["Later"]);
      expect(second.nextCursor).toBeNull();
      const past = (await visitor.get("/api/cities/cape-town/events?when=past")).json();
      expect(past.items.map((e: { title: string }) => e.title)).toEqual(["Was soon"]);
      expect((await visitor.get("/api/cities/cape-town/events?cursor=nonsense")).statusCode).toBe(
        400,
      );
    } finally {
      await app.close();
    }
  });
});

describe("editing and cancelling", () => {
  it("lets the organiser and an admin edit, and refuses anyone else", async () => {
    const { id } = await create(alice);
    const changed = await edit(alice, id, anEvent({ title: "Bigger clean-up", capacity: 80 }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ title: "Bigger clean-up", capacity: 80 });

    const byAdmin = await edit(admin, id, anEvent({ title: "Admin fixed the title" }));
    expect(byAdmin.statusCode).toBe(200);

    const byOther = await edit(bob, id, anEvent({ title: "Mine now" }));
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(eventMessages.noPermission);
    expect((await edit(new TestClient(t.app), id, anEvent())).statusCode).toBe(401);
    expect((await bob.post(`/api/events/${id}/cancel`)).statusCode).toBe(403);

    const backwards = await edit(alice, id, anEvent({ endsAt: `${dayFromNow(9)}T09:00` }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(eventMessages.endBeforeStart);
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect(row?.title).toBe("Admin fixed the title");
  });

  it("cancels: the event says so, takes no RSVPs or edits, and people going get an email", async () => {
    const { id } = await create(alice);
    expect((await rsvp(bob, id, "going")).statusCode).toBe(200);
    const cancelled = await alice.post(`/api/events/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelled: true, canRsvp: false });

    const [bobRow] = await t.db
      .select({ email: user.email })
      .from(eventRsvps)
      .innerJoin(user, eq(user.id, eventRsvps.userId))
      .where(eq(eventRsvps.eventId, id));
    const mail = await t.lastMailTo(bobRow?.email ?? "");
    expect(mail?.subject).toBe("Cancelled: Burleigh beach clean-up");
    expect(mail?.text).toContain(`/city/gold-coast/events/${id}`);

    const late = await rsvp(bob, id, "interested");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(eventMessages.cancelled);
    expect((await edit(alice, id, anEvent())).statusCode).toBe(409);
    expect((await alice.post(`/api/events/${id}/cancel`)).statusCode).toBe(409);
  });

  it("tells people interested in a cancelled event too, in the bell and by email", async () => {
    // The admin organises this one: alice's hourly allowance of event changes is spent above.
    const { id } = await create(admin);
    expect((await rsvp(bob, id, "interested")).statusCode).toBe(200);
    expect((await admin.post(`/api/events/${id}/cancel`)).statusCode).toBe(200);

    const { items } = (await bob.get("/api/me/notifications")).json() as {
      items: { kind: string; link: string }[];
    };
    const link = `/city/gold-coast/events/${id}`;
    expect(items.filter((item) => item.link === link).map((item) => item.kind)).toEqual([
      "event_cancelled",
    ]);
    const [bobRow] = await t.db
      .select({ email: user.email })
      .from(eventRsvps)
      .innerJoin(user, eq(user.id, eventRsvps.userId))
      .where(eq(eventRsvps.eventId, id));
    const mail = await t.lastMailTo(bobRow?.email ?? "");
    expect(mail?.subject).toBe("Cancelled: Burleigh beach clean-up");
    expect(mail?.text).toContain("which you were interested in, has been cancelled");
  });
});

describe("RSVPs", () => {
  it("counts going and interested, lists who is going, and lets members change their answer", async () => {
    const { id } = await create(alice, { capacity: 2 });
    const going = await rsvp(bob, id, "going");
    expect(going.statusCode).toBe(200);
    expect(going.json()).toMatchObject({ goingCount: 1, myRsvp: "going", full: false });
    expect(going.json().going).toHaveLength(1);
    const interested = await rsvp(bob, id, "interested");
    expect(interested.json()).toMatchObject({ goingCount: 0, interestedCount: 1, going: [] });
    const notGoing = await rsvp(bob, id, "not_going");
    expect(notGoing.json()).toMatchObject({
      goingCount: 0,
      interestedCount: 0,
      myRsvp: "not_going",
    });
    expect((await rsvp(bob, id, "maybe")).statusCode).toBe(400);
  });

  it("refuses visitors, non-members, a full event and a past one", async () => {
    const { id } = await create(alice, { capacity: 1 });
    const visitor = await rsvp(new TestClient(t.app), id, "going");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(eventMessages.loginToRsvp);
    const outsider = (await signUpVerified(t)).client;
    const refused = await rsvp(outsider, id, "going");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(eventMessages.membersOnlyRsvp);

    expect((await rsvp(alice, id, "going")).statusCode).toBe(200);
    const full = await rsvp(bob, id, "going");
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: "CONFLICT", message: eventMessages.full });
    // Interested is still open, and the person going may say it again.
    expect((await rsvp(bob, id, "interested")).statusCode).toBe(200);
    expect((await rsvp(alice, id, "going")).statusCode).toBe(200);
    expect((await bob.get(`/api/events/${id}`)).json()).toMatchObject({
      full: true,
      goingCount: 1,
    });

    await endInThePast(id);
    const past = await rsvp(bob, id, "not_going");
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(eventMessages.past);
    expect((await rsvp(bob, crypto.randomUUID(), "going")).statusCode).toBe(404);
  });

  it("gives exactly 50 seats to 80 members asking at the same moment", async () => {
    const { id } = await create(alice, { capacity: 50 });
    const [city] = await t.db.select().from(cities).where(eq(cities.slug, "gold-coast"));
    const crowd: TestClient[] = [];
    for (let batch = 0; batch < 8; batch++) {
      crowd.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) => signUpFrom(`10.80.${batch}.${i + 1}`)),
        )),
      );
    }
    // Members the quick way: the join flow has its own tests.
    const crowdUsers = await t.db
      .select({ id: user.id })
      .from(user)
      .where(sql`${user.email} like 'crowd.%'`);
    await t.db
      .insert(memberships)
      .values(crowdUsers.map((row) => ({ userId: row.id, cityId: city?.id ?? "" })));

    const answers = await Promise.all(crowd.map((client) => rsvp(client, id, "going")));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    const [count] = await t.db
      .select({ going: sql<number>`count(*)::int` })
      .from(eventRsvps)
      .where(sql`${eventRsvps.eventId} = ${id} and ${eventRsvps.status} = 'going'`);
    expect(count?.going).toBe(50);
  }, 120_000);
});

async function signUpFrom(ip: string) {
  const email = uniqueEmail("crowd");
  const client = new TestClient(t.app, ip);
  await client.post("/api/auth/sign-up/email", {
    email,
    password: strongPassword,
    name: "crowd",
    callbackURL: "/auth?verified=true",
  });
  await followVerificationLink(t, client, email);
  const signIn = await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return client;
}

describe("calendars", () => {
  it("gives an event as an .ics file a calendar app can read", async () => {
    const { id } = await create(alice, { title: "Sunset paddle, Currumbin" });
    const response = await new TestClient(t.app).get(`/api/events/${id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain("attachment");
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const [vevent] = calendar.getAllSubcomponents("vevent");
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe("Sunset paddle, Currumbin");
    expect(event.uid).toBe(`${id}@coastal`);
    expect(event.location).toBe("Burleigh Heads surf club, Goodwin Terrace, Burleigh Heads QLD");
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(`${dayFromNow(10)}T09:00:00+10:00`).toISOString(),
    );
    expect(event.endDate.toJSDate().toISOString()).toBe(
      new Date(`${dayFromNow(10)}T11:30:00+10:00`).toISOString(),
    );
    expect(vevent?.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect((await alice.get(`/api/events/${crypto.randomUUID()}/calendar.ics`)).statusCode).toBe(
      404,
    );
  });

  it("serves each city's upcoming events as a public feed, cancelled ones marked", async () => {
    const coming = await create(bob, { title: "Feed: market day" });
    const called = await create(bob, { title: "Feed: called off" });
    await bob.post(`/api/events/${called.id}/cancel`);
    const over = await create(bob, { title: "Feed: already over" });
    await endInThePast(over.id);

    const response = await new TestClient(t.app).get("/api/cities/gold-coast/calendar.ics");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Gold Coast events on Coastal");
    const byTitle = new Map(
      calendar
        .getAllSubcomponents("vevent")
        .map((vevent) => [vevent.getFirstPropertyValue("summary"), vevent]),
    );
    expect(byTitle.get("Feed: market day")?.getFirstPropertyValue("uid")).toBe(
      `${coming.id}@coastal`,
    );
    expect(byTitle.get("Feed: called off")?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(byTitle.has("Feed: already over")).toBe(false);
    expect((await alice.get("/api/cities/atlantis/calendar.ics")).statusCode).toBe(404);
  });
});

describe("deleting a user", () => {
  it("removes their events with the RSVPs to them and the photos", async () => {
    const { t: app, admin: boss, alice: organiser, bob: guest } = await cityWithMembers("miami");
    try {
      const { smallPng } = await import("../../../tests/support/test-images.ts");
      const fields = Object.fromEntries(
        Object.entries(anEvent()).map(([key, value]) => [key, String(value)]),
      );
      const created = (
        await organiser.upload(
          "/api/cities/miami/events",
          [{ field: "image", body: await smallPng(), type: "image/png", name: "p.png" }],
          fields,
        )
      ).json();
      await rsvp(guest, created.id, "going");
      const userId = (await organiser.get(`/api/events/${created.id}`)).json().organiser.id;
      const removed = await boss.post("/api/auth/admin/remove-user", { userId });
      expect(removed.statusCode).toBe(200);
      expect(await app.db.select().from(events).where(eq(events.id, created.id))).toHaveLength(0);
      expect(
        await app.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, created.id)),
      ).toHaveLength(0);
      expect((await guest.get(created.imageUrl)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
