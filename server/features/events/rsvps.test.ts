import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventMessages } from "../../../contracts/events.ts";
import {
  cityWithMembers,
  followVerificationLink,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { cities, eventRsvps, memberships, user } from "../../db/schema.ts";
import { create, endInThePast, rsvp } from "./events-test-support.ts";

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, alice, bob } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

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
    expect(visitor.json().message).toBe(eventMessages.loginToRsvp.defaultMessage);
    const outsider = (await signUpVerified(t)).client;
    const refused = await rsvp(outsider, id, "going");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(eventMessages.membersOnlyRsvp.defaultMessage);
    const inSpanish = await outsider.request(
      "PUT",
      `/api/events/${id}/rsvp`,
      { status: "going" },
      { "accept-language": "es" },
    );
    expect(inSpanish.json()).toEqual({
      code: "FORBIDDEN",
      message: "Solo los miembros de esta comunidad pueden confirmar asistencia.",
    });

    expect((await rsvp(alice, id, "going")).statusCode).toBe(200);
    const full = await rsvp(bob, id, "going");
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ code: "CONFLICT", message: eventMessages.full.defaultMessage });
    // Interested is still open, and the person going may say it again.
    expect((await rsvp(bob, id, "interested")).statusCode).toBe(200);
    expect((await rsvp(alice, id, "going")).statusCode).toBe(200);
    expect((await bob.get(`/api/events/${id}`)).json()).toMatchObject({
      full: true,
      goingCount: 1,
    });

    await endInThePast(t, id);
    const past = await rsvp(bob, id, "not_going");
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(eventMessages.past.defaultMessage);
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

  it("tells a member who reads Spanish of a cancellation in Spanish", async () => {
    const { id } = await create(alice, { title: "Noche de salsa" });
    expect((await bob.request("PATCH", "/api/profile", { language: "es" })).statusCode).toBe(200);
    expect((await rsvp(bob, id, "going")).statusCode).toBe(200);
    expect((await alice.post(`/api/events/${id}/cancel`)).statusCode).toBe(200);

    const [bobRow] = await t.db
      .select({ email: user.email })
      .from(eventRsvps)
      .innerJoin(user, eq(user.id, eventRsvps.userId))
      .where(eq(eventRsvps.eventId, id));
    const mail = await t.lastMailTo(bobRow?.email ?? "");
    expect(mail?.subject).toBe("Cancelado: Noche de salsa");
    expect(mail?.text).toContain(
      '"Noche de salsa" en Gold Coast, al que dijiste que irías, fue cancelado por su organizador.',
    );
  });
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
