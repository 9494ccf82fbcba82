import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventPeople, eventMessages } from "../../../contracts/events.ts";
import {
  cityWithMembers,
  followVerificationLink,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { cities, memberships, user } from "../../db/schema.ts";
import { create } from "./events-test-support.ts";
import { csvCell } from "./people.service.ts";

// Issue 36: the waitlist, promotion in order under the occurrence's lock, guests, the
// organiser's people view, its CSV and raising the capacity.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
const crowd: { client: TestClient; id: string }[] = [];
beforeAll(async () => {
  ({ t, alice, bob } = await cityWithMembers("gold-coast"));
  const [city] = await t.db.select().from(cities).where(eq(cities.slug, "gold-coast"));
  for (let batch = 0; batch < 5; batch++) {
    crowd.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, i) => signUpFrom(`10.36.${batch}.${i + 1}`)),
      )),
    );
  }
  // Members the quick way: the join flow has its own tests.
  await t.db
    .insert(memberships)
    .values(crowd.map((one) => ({ userId: one.id, cityId: city?.id ?? "" })));
}, 180_000);
afterAll(() => t.close());

const answer = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request("PUT", `/api/events/${id}/rsvp`, body);
const people = async (id: string) => {
  const response = await alice.get(`/api/events/${id}/people`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as EventPeople;
};

describe("the waitlist", () => {
  it("gives 10 seats to 50 members asking at once, queues 40 in arrival order, and promotes in that order", async () => {
    const { id } = await create(alice, { capacity: 10 });
    const answers = await Promise.all(
      crowd.map(async (one) => ({
        who: one.id,
        response: await answer(one.client, id, { status: "going", waitlist: true }),
      })),
    );
    for (const { response } of answers) expect(response.statusCode, response.body).toBe(200);
    const going = answers.filter(({ response }) => response.json().myRsvp === "going");
    const waiting = answers.filter(({ response }) => response.json().myRsvp === "waiting");
    expect(going).toHaveLength(10);
    expect(waiting).toHaveLength(40);
    for (const { response } of going) expect(response.json().waitlistPosition).toBeNull();
    // Each was told its place when the lock let it in: 1 to 40, once each.
    const placeOf = new Map(
      waiting.map(({ who, response }) => [who, response.json().waitlistPosition as number]),
    );
    expect([...placeOf.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const before = await people(id);
    expect(before.seatsTaken).toBe(10);
    expect(before.waitlist.map((one) => placeOf.get(one.person.id))).toEqual(
      before.waitlist.map((one) => one.position),
    );

    // Five of those going leave at once: exactly the first five waiting get their seats.
    const leaving = going.slice(0, 5);
    const left = await Promise.all(
      leaving.map(({ who }) =>
        answer(crowd.find((one) => one.id === who)?.client as TestClient, id, {
          status: "not_going",
        }),
      ),
    );
    for (const response of left) expect(response.statusCode).toBe(200);
    const after = await people(id);
    expect(after.seatsTaken).toBe(10);
    expect(after.going).toHaveLength(10);
    const promoted = after.going.map((one) => placeOf.get(one.person.id)).filter(Boolean);
    expect(promoted.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 4, 5]);
    expect(after.waitlist.map((one) => placeOf.get(one.person.id))).toEqual(
      Array.from({ length: 35 }, (_, i) => i + 6),
    );
    const firstPromoted = crowd.find((one) => placeOf.get(one.id) === 1);
    const detail = await firstPromoted?.client.get(`/api/events/${id}`);
    expect(detail?.json()).toMatchObject({ myRsvp: "going", waitlistPosition: null });
    const bell = await firstPromoted?.client.get("/api/me/notifications");
    expect(JSON.stringify(bell?.json())).toContain("waitlist_promoted");

    // The organiser raises the capacity: the next five, in order.
    const raised = await alice.request("PUT", `/api/events/${id}/capacity`, { capacity: 15 });
    expect(raised.statusCode, raised.body).toBe(200);
    const now = raised.json() as EventPeople;
    expect(now.seatsTaken).toBe(15);
    expect(now.waitlist.map((one) => placeOf.get(one.person.id))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 11),
    );
    const lower = await alice.request("PUT", `/api/events/${id}/capacity`, { capacity: 12 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().message).toBe(eventMessages.capacityTooLow.defaultMessage);
  }, 180_000);

  it("counts guests against the capacity and keeps the order for a big party", async () => {
    const { id } = await create(alice, { capacity: 4, guestsAllowed: 2 });
    const [a, b, c] = crowd;
    if (!a || !b || !c) throw new Error("no crowd");
    const tooMany = await answer(a.client, id, { status: "going", guests: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(eventMessages.tooManyGuests.defaultMessage);
    expect((await answer(a.client, id, { status: "going", guests: 2 })).json()).toMatchObject({
      myRsvp: "going",
      myGuests: 2,
      goingCount: 3,
    });
    // Two seats wanted, one free: refused without the waitlist, queued with it.
    const full = await answer(b.client, id, { status: "going", guests: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(eventMessages.full.defaultMessage);
    const queued = await answer(b.client, id, { status: "going", guests: 1, waitlist: true });
    expect(queued.json()).toMatchObject({ myRsvp: "waiting", waitlistPosition: 1 });
    // One seat is free, but B is first: C waits behind.
    const behind = await answer(c.client, id, { status: "going", waitlist: true });
    expect(behind.json()).toMatchObject({ myRsvp: "waiting", waitlistPosition: 2 });
    // A comes alone after all: three seats free, B's party (2) then C (1).
    await answer(a.client, id, { status: "going", guests: 0 });
    const now = await people(id);
    expect(now.seatsTaken).toBe(4);
    expect(now.guests).toBe(1);
    expect(now.waitlist).toEqual([]);
    expect(now.going.map((one) => one.person.id).sort()).toEqual([a.id, b.id, c.id].sort());
  }, 60_000);
});

describe("the organiser's people view", () => {
  it("is for the organiser only (moderators and admins too), as JSON and as a safe CSV", async () => {
    const { id } = await create(alice, { capacity: 1 });
    expect((await bob.get(`/api/events/${id}/people`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(`/api/events/${id}/people`)).statusCode).toBe(401);
    expect((await bob.get(`/api/events/${id}/people.csv`)).statusCode).toBe(403);
    expect(
      (await bob.request("PUT", `/api/events/${id}/capacity`, { capacity: 5 })).statusCode,
    ).toBe(403);
    await answer(bob, id, { status: "going" });
    const csv = await alice.get(`/api/events/${id}/people.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("Status,Waitlist position,Username,Guests,Since");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Going,,/);
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}1+1`).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("ana")).toBe("ana");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell(3)).toBe("3");
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
  const [row] = await t.db.select({ id: user.id }).from(user).where(sql`${user.email} = ${email}`);
  return { client, id: row?.id ?? "" };
}
