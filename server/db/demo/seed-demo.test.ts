import { and, count, eq, like, notExists } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import {
  cities,
  events,
  marketplaceItems,
  memberships,
  propertyListings,
  restaurants,
  shops,
  user,
} from "../schema.ts";
import { demoEmailDomain } from "./demo-accounts.ts";
import { seedDemoContent, seedDemoOnStart } from "./seed-demo.ts";

const launchCities = ["gold-coast", "miami", "cape-town"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
/** Everything a visitor sees in one directory of a city (each one page is enough here). */
async function directory(city: string, collection: string): Promise<Row[]> {
  const response = await new TestClient(t.app).get(`/api/cities/${city}/${collection}?limit=50`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return body.items;
}

describe("demo content on a fresh install", () => {
  it("is not seeded with SEED_DEMO=false", async () => {
    expect(await seedDemoOnStart(t.db, { ...t.settings, SEED_DEMO: false })).toBe(false);
    expect(await t.db.select().from(user)).toHaveLength(0);
    for (const city of launchCities) {
      for (const collection of [
        "marketplace-items",
        "properties",
        "restaurants",
        "shops",
        "events",
      ]) {
        expect(await directory(city, collection), `${city} ${collection}`).toHaveLength(0);
      }
    }
  });

  it("gives each city its own listings, properties, restaurants, shops and events, photos that load", async () => {
    expect(await seedDemoOnStart(t.db, { ...t.settings, SEED_DEMO: true })).toBe(true);
    const visitor = new TestClient(t.app);
    const seen = new Map<string, string>();
    /** A title, name or address shown in two cities is a copy. */
    const once = (what: string, value: unknown, city: string) => {
      const key = `${what}: ${String(value).toLowerCase()}`;
      expect(seen.get(key), key).toBeUndefined();
      seen.set(key, city);
    };
    for (const city of launchCities) {
      const listings = await directory(city, "marketplace-items");
      const properties = await directory(city, "properties");
      expect(listings.length).toBeGreaterThanOrEqual(5);
      expect(properties.length).toBeGreaterThanOrEqual(4);
      for (const item of listings) once("listing", item.title, city);
      for (const item of properties) {
        once("property", item.title, city);
        const detail = (await visitor.get(`/api/properties/${item.id}`)).json();
        once("address", detail.streetAddress, city);
      }
      for (const collection of ["restaurants", "shops"]) {
        const places = await directory(city, collection);
        expect(places.length, collection).toBeGreaterThanOrEqual(3);
        for (const place of places) {
          once("place", place.name, city);
          once("address", place.address, city);
        }
        expect((await visitor.get(String(places[0]?.thumbnailUrl))).statusCode).toBe(200);
      }
      const upcoming = await directory(city, "events");
      expect(upcoming).toHaveLength(3);
      for (const event of upcoming) once("event", event.title, city);
      expect((await visitor.get(String(listings[0]?.thumbnailUrl))).statusCode).toBe(200);
      expect((await visitor.get(String(properties[0]?.thumbnailUrl))).statusCode).toBe(200);
    }
    // A city's calendar has its demo events.
    const calendar = await visitor.get("/api/cities/miami/calendar.ics");
    expect(calendar.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(calendar.body).toContain("Wynwood art walk");
    // Miami's rentals include a two-bedroom one, for the filters to find.
    const rental = (
      await visitor.get("/api/cities/miami/properties?listingType=rental&minBedrooms=2")
    ).json();
    expect(rental.items.length).toBeGreaterThan(0);
    // The Forno Rosso of issue 28 is gone from every city.
    expect(seen.has("place: forno rosso")).toBe(false);
  });

  it("every demo seller, owner and organiser is a demo member of that city", async () => {
    const demoMembers = await t.db
      .select({ id: user.id, city: cities.slug })
      .from(user)
      .innerJoin(memberships, eq(memberships.userId, user.id))
      .innerJoin(cities, eq(cities.id, memberships.cityId))
      .where(like(user.email, `%@${demoEmailDomain}`));
    for (const city of launchCities) {
      expect(demoMembers.filter((member) => member.city === city).length, city).toBeGreaterThan(1);
    }
    // Nobody is a demo member of two cities.
    expect(new Set(demoMembers.map((member) => member.id)).size).toBe(demoMembers.length);

    const strangers = async (
      table: typeof marketplaceItems | typeof propertyListings | typeof restaurants | typeof shops,
    ) => rowsOfNonMembers(table, table.userId, table.cityId);
    expect(await strangers(marketplaceItems)).toBe(0);
    expect(await strangers(propertyListings)).toBe(0);
    expect(await strangers(restaurants)).toBe(0);
    expect(await strangers(shops)).toBe(0);
    expect(await rowsOfNonMembers(events, events.organiserId, events.cityId)).toBe(0);
    // And the sellers the pages show are those members.
    const [listing] = await directory("cape-town", "marketplace-items");
    const seller = listing?.seller as { username: string };
    expect(
      demoMembers.some(
        (member) => member.city === "cape-town" && member.id === `demo-${seller.username}`,
      ),
    ).toBe(true);
  });

  it("demo members cannot sign in and get no mail; once users exist it never seeds again", async () => {
    const [someone] = await t.db
      .select({ email: user.email, verified: user.emailVerified })
      .from(user)
      .limit(1);
    expect(someone?.email.endsWith(`@${demoEmailDomain}`)).toBe(true);
    // Unverified: the notification and digest mail goes only to verified addresses.
    expect(someone?.verified).toBe(false);
    const response = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email: someone?.email,
      password: "Sunny-Beach-42",
    });
    expect(response.statusCode).toBe(401);

    const before = (await t.db.select().from(marketplaceItems)).length;
    await signUpVerified(t);
    expect(await seedDemoContent(t.db, createStorage(t.settings))).toBe(false);
    expect(await t.db.select().from(marketplaceItems)).toHaveLength(before);
  });
});

/** Rows whose owner is not a member of the row's city. */
async function rowsOfNonMembers(
  table:
    | typeof marketplaceItems
    | typeof propertyListings
    | typeof restaurants
    | typeof shops
    | typeof events,
  owner: AnyPgColumn,
  city: AnyPgColumn,
) {
  const [row] = await t.db
    .select({ n: count() })
    .from(table as typeof marketplaceItems)
    .where(
      notExists(
        t.db
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.userId, owner), eq(memberships.cityId, city))),
      ),
    );
  return row?.n ?? 0;
}
