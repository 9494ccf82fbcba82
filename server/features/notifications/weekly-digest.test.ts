import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayFromNow, newEventBody } from "../../../tests/support/event-body.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { cities, digestRuns, digestSends, marketplaceItems, memberships } from "../../db/schema.ts";
import { createMailer } from "../../platform/mail/mail.ts";
import { type DigestContext, runDueDigests } from "./weekly-digest.service.ts";

type Person = { client: TestClient; email: string; id: string };

let inbox: SmtpInbox;
let t: TestApp;
let admin: TestClient;
let alice: Person;
let bob: Person;
let carol: Person;
let dave: Person;
let erin: Person;
let frank: Person;
/** Two app instances' worth of connections and mailers on the one database. */
let instances: Database[];
const member = async (city: string): Promise<Person> => {
  const signedUp = await signUpMember(t, admin, city);
  const id = (await signedUp.client.get("/api/me")).json().viewer.id as string;
  return { ...signedUp, id };
};
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(await createTestApp({ SMTP_URL: inbox.url }));
  admin = (await signUpAdmin(t)).client;
  [alice, bob, carol] = [await member("miami"), await member("miami"), await member("miami")];
  [dave, erin, frank] = [
    await member("cape-town"),
    await member("cape-town"),
    await member("cape-town"),
  ];
  // Carol opts out of the digest.
  await carol.client.request("PATCH", "/api/me/notification-preferences", {
    email: { weekly_digest: false },
  });

  // Miami's week: a much-liked post, a quieter one, a listing, a property, an event ahead.
  const post = async (content: string) =>
    (await alice.client.post("/api/cities/miami/posts", { content })).json().id as string;
  const liked = await post("Sunrise yoga at Lummus Park");
  const quiet = await post("Found a blue towel on the beach");
  for (const client of [bob.client, carol.client, admin]) {
    await client.post(`/api/posts/${liked}/reactions`, { type: "love" });
  }
  await bob.client.post(`/api/posts/${quiet}/reactions`, { type: "like" });
  await post("Nobody reacted to this one");
  const listing = await bob.client.post("/api/cities/miami/marketplace-items", {
    title: "Paddle board",
    description: "Ten foot, with paddle and leash.",
    category: "sports",
    condition: "good",
    price: 250,
  });
  expect(listing.statusCode, listing.body).toBe(201);
  const property = await bob.client.post("/api/cities/miami/properties", {
    title: "Ocean Drive condo",
    description: "Two bedrooms, balcony on the ocean.",
    price: 2400,
    listingType: "rental",
    propertyType: "apartment",
    streetAddress: "900 Ocean Dr",
  });
  expect(property.statusCode, property.body).toBe(201);
  // Cape Town's events fall in the next digest (Lion's Head) and the one after (the hike).
  for (const [client, city, title, days] of [
    [alice.client, "miami", "Sunset swim", 10],
    [dave.client, "cape-town", "Lion's Head full moon walk", 9],
    [dave.client, "cape-town", "Table Mountain hike", 15],
  ] as const) {
    const event = await client.post(
      `/api/cities/${city}/events`,
      newEventBody({
        title,
        venue: "The lifeguard tower",
        startsAt: `${dayFromNow(days)}T18:00`,
        endsAt: `${dayFromNow(days)}T19:00`,
      }),
    );
    expect(event.statusCode, event.body).toBe(201);
  }
  instances = [
    await openDatabase({ databaseUrl: t.settings.DATABASE_URL }),
    await openDatabase({ databaseUrl: t.settings.DATABASE_URL }),
  ];
});
afterAll(async () => {
  await Promise.all(instances.map((database) => database.close()));
  await t.close();
  await inbox.close();
});

const contextOf = (database: Database): DigestContext => ({
  db: database.db,
  pool: database.pool,
  settings: t.settings,
  mailer: createMailer({
    smtpUrl: inbox.url,
    from: t.settings.MAIL_FROM,
    db: database.db,
    log: () => {},
  }),
});
const digestsTo = (person: Person) =>
  inbox.to(person.email).filter((mail) => mail.subject.startsWith("This week in "));

/**
 * Within the hour after Miami's next digest falls due (Monday 08:00 there): the
 * digest covers the week before it, so what the tests wrote just now is in it.
 */
function dueMoment(): Date {
  let moment = new Date(Date.now() + 60_000);
  const local = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    weekday: "short",
    hour: "numeric",
    hourCycle: "h23",
  });
  const due = (date: Date) => {
    const parts = Object.fromEntries(local.formatToParts(date).map((p) => [p.type, p.value]));
    return parts.weekday === "Mon" && Number(parts.hour) === 8;
  };
  while (!due(moment)) moment = new Date(moment.getTime() + 3_600_000);
  return moment;
}

describe("the admin's digest preview", () => {
  it("shows this week's most reacted posts, new listings and properties and upcoming events", async () => {
    const response = await admin.get("/api/admin/cities/miami/digest");
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json();
    expect(preview).toMatchObject({
      city: "miami",
      subject: "This week in Miami on Coastal",
      empty: false,
    });
    const text = preview.text as string;
    expect(text).toContain("Most reacted posts");
    // The most reacted first; a post nobody reacted to is left out.
    expect(text.indexOf("Sunrise yoga at Lummus Park")).toBeLessThan(
      text.indexOf("Found a blue towel on the beach"),
    );
    expect(text).toContain("(3 reactions)");
    expect(text).not.toContain("Nobody reacted to this one");
    expect(text).toContain("Paddle board, $250");
    expect(text).toContain("Ocean Drive condo, $2,400");
    expect(text).toContain("Sunset swim");
    expect(text).toContain("http://localhost:3000/city/miami/events/");
    expect(preview.html).toContain("<h2");
    expect(preview.html).toContain("Sunrise yoga at Lummus Park");
    // Another city's events stay out of it.
    expect(text).not.toContain("Table Mountain hike");
  });

  it("is for admins only, and says so for an unknown city", async () => {
    expect((await new TestClient(t.app).get("/api/admin/cities/miami/digest")).statusCode).toBe(
      401,
    );
    expect((await alice.client.get("/api/admin/cities/miami/digest")).statusCode).toBe(403);
    const unknown = await admin.get("/api/admin/cities/atlantis/digest");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("City not found");
  });
});

describe("the weekly digest", () => {
  it("is not due before Monday 08:00 in the city", async () => {
    // Monday 5 January 2026, 07:00 in Miami.
    const early = new Date("2026-01-05T12:00:00Z");
    await runDueDigests(contextOf(instances[0] as Database), early);
    const miami = await t.db.select({ id: cities.id }).from(cities).where(eq(cities.slug, "miami"));
    const runs = await t.db
      .select()
      .from(digestRuns)
      .where(and(eq(digestRuns.cityId, miami[0]?.id ?? ""), eq(digestRuns.week, "2026-W02")));
    expect(runs).toHaveLength(0);
    expect(digestsTo(alice)).toHaveLength(0);
  });

  it("reaches each member once when two instances run it at the same moment, and never again that week", async () => {
    const now = dueMoment();
    const [a, b] = instances.map(contextOf) as [DigestContext, DigestContext];
    const sent = await Promise.all([runDueDigests(a, now), runDueDigests(b, now)]);
    // Alice, Bob and the admin is not a member; Carol opted out; Cape Town's members too.
    expect(digestsTo(alice)).toHaveLength(1);
    expect(digestsTo(bob)).toHaveLength(1);
    expect(digestsTo(carol)).toHaveLength(0);
    for (const person of [dave, erin, frank]) expect(digestsTo(person)).toHaveLength(1);
    expect(sent[0] + sent[1]).toBe(5);
    // Run again, on either instance, later that week: nothing more.
    const later = new Date(now.getTime() + 3_600_000);
    expect(await runDueDigests(a, later)).toBe(0);
    expect(await runDueDigests(b, now)).toBe(0);
    expect(digestsTo(alice)).toHaveLength(1);

    const [mail] = digestsTo(alice);
    expect(mail?.subject).toBe("This week in Miami on Coastal");
    expect(mail?.text).toContain("Sunrise yoga at Lummus Park");
    expect(mail?.text).toContain("Unsubscribe: http://localhost:3000/api/unsubscribe?token=");
    expect(mail?.html).toContain("Sunrise yoga at Lummus Park");
    expect(mail?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Its one-click link turns off the digest, and nothing else.
    const link = new URL(mail?.headers.get("list-unsubscribe")?.slice(1, -1) ?? "http://x/");
    const done = await t.app.inject({
      method: "POST",
      url: `${link.pathname}${link.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    const choices = (await alice.client.get("/api/me/notification-preferences")).json().email;
    expect(choices).toMatchObject({ weekly_digest: false, comment_on_post: true });
  });

  it("resumes after a restart mid-send: those sent are skipped, the interrupted one and the rest are sent", async () => {
    // A week later: Cape Town has its hike ahead. The last run stopped after Dave's
    // mail was stamped and while Erin's was being handed to SMTP.
    const now = new Date(dueMoment().getTime() + 7 * 86_400_000);
    const [capeTown] = await t.db.select().from(cities).where(eq(cities.slug, "cape-town"));
    const { rows } = await t.db.execute<{ week: string }>(
      sql`select to_char(${now.toISOString()}::timestamptz at time zone 'Africa/Johannesburg', 'IYYY-"W"IW') as week`,
    );
    const week = rows[0]?.week ?? "";
    const cityId = capeTown?.id ?? "";
    await t.db.insert(digestRuns).values({ cityId, week });
    await t.db.insert(digestSends).values([
      { cityId, week, userId: dave.id, sentAt: new Date() },
      { cityId, week, userId: erin.id, sentAt: null },
    ]);
    const before = [dave, erin, frank].map((person) => digestsTo(person).length);
    await runDueDigests(contextOf(instances[1] as Database), now);
    const after = [dave, erin, frank].map((person) => digestsTo(person).length);
    expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([0, 1, 1]);
    const [run] = await t.db
      .select()
      .from(digestRuns)
      .where(and(eq(digestRuns.cityId, cityId), eq(digestRuns.week, week)));
    expect(run?.finishedAt).not.toBeNull();
    expect(run?.recipients).toBe(3);
    const [latest] = digestsTo(frank).slice(-1);
    expect(latest?.text).toContain("Table Mountain hike");
  });
});

describe("a digest sent late, after a restart", () => {
  it("goes to those who were members when it fell due, and covers the week before that", async () => {
    // Gold Coast's digest fell due on Monday 2 February 2026, 08:00 in Brisbane; the
    // instance was down until Wednesday. Meanwhile a newcomer was approved and a new
    // listing went up: neither belongs to that digest.
    const dueAt = new Date("2026-02-01T22:00:00Z");
    const caughtUpAt = new Date("2026-02-04T03:00:00Z");
    const old = await member("gold-coast");
    const newcomer = await member("gold-coast");
    const listed = async (title: string, createdAt: Date) => {
      const response = await old.client.post("/api/cities/gold-coast/marketplace-items", {
        title,
        description: "Collect from Burleigh Heads.",
        category: "sports",
        condition: "good",
        price: 300,
      });
      expect(response.statusCode, response.body).toBe(201);
      await t.db
        .update(marketplaceItems)
        .set({ createdAt })
        .where(eq(marketplaceItems.id, response.json().id));
    };
    const hours = (n: number) => new Date(dueAt.getTime() + n * 3_600_000);
    await listed("Single-fin longboard", hours(-72));
    await listed("Wetsuit listed after the due time", hours(7));
    const joined = async (person: Person, joinedAt: Date) =>
      t.db.update(memberships).set({ joinedAt }).where(eq(memberships.userId, person.id));
    await joined(old, hours(-24 * 20));
    await joined(newcomer, new Date(caughtUpAt.getTime() - 10_000));

    await runDueDigests(contextOf(instances[0] as Database), caughtUpAt);

    expect(digestsTo(newcomer)).toHaveLength(0);
    const [mail, ...more] = digestsTo(old);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("This week in Gold Coast on Coastal");
    expect(mail?.text).toContain("Single-fin longboard, $300");
    expect(mail?.text).not.toContain("Wetsuit listed after the due time");
    const [run] = await t.db
      .select()
      .from(digestRuns)
      .innerJoin(cities, eq(cities.id, digestRuns.cityId))
      .where(and(eq(cities.slug, "gold-coast"), eq(digestRuns.week, "2026-W06")));
    expect(run?.digest_runs.finishedAt).not.toBeNull();
    expect(run?.digest_runs.recipients).toBe(1);
  });
});
