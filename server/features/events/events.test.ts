import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventMessages } from "../../../contracts/events.ts";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { eventRsvps, events, user } from "../../db/schema.ts";
import { anEvent, create, dayFromNow, rsvp } from "./events-test-support.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

const edit = (client: TestClient, id: string, body: unknown) =>
  client.request("PUT", `/api/events/${id}`, body);

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
    expect(visitor.json().message).toBe(eventMessages.loginToCreate.defaultMessage);

    const outsider = (await signUpVerified(t)).client;
    const refused = await outsider.post("/api/cities/gold-coast/events", anEvent());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(eventMessages.membersOnly.defaultMessage);

    const backwards = await alice.post(
      "/api/cities/gold-coast/events",
      anEvent({ endsAt: `${dayFromNow(10)}T08:00` }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      code: "VALIDATION",
      message: eventMessages.endBeforeStart.defaultMessage,
    });

    const past = await alice.post(
      "/api/cities/gold-coast/events",
      anEvent({ startsAt: `${dayFromNow(-2)}T09:00`, endsAt: `${dayFromNow(-2)}T10:00` }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(eventMessages.startInPast.defaultMessage);

    for (const [body, message] of [
      [anEvent({ title: "  " }), eventMessages.titleRequired.defaultMessage],
      [anEvent({ startsAt: "2031-02-30T09:00" }), eventMessages.startRequired.defaultMessage],
      [anEvent({ capacity: 0 }), eventMessages.capacityInvalid.defaultMessage],
      [anEvent({ capacity: "lots" }), eventMessages.capacityInvalid.defaultMessage],
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
    expect(byOther.json().message).toBe(eventMessages.noPermission.defaultMessage);
    expect((await edit(new TestClient(t.app), id, anEvent())).statusCode).toBe(401);
    expect((await bob.post(`/api/events/${id}/cancel`)).statusCode).toBe(403);

    const backwards = await edit(alice, id, anEvent({ endsAt: `${dayFromNow(9)}T09:00` }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe(eventMessages.endBeforeStart.defaultMessage);
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
    expect(late.json().message).toBe(eventMessages.cancelled.defaultMessage);
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
