import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { createStorage } from "../../lib/storage/create-storage.ts";
import { marketplaceItems } from "../schema.ts";
import { seedDemoContent } from "./seed-demo.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo content on a fresh install", () => {
  it("fills every city with listings, properties, events, restaurants and shops, photos that load, once", async () => {
    // Test apps start empty: nothing is seeded unless a test asks.
    expect(await t.db.select().from(marketplaceItems)).toHaveLength(0);
    const storage = createStorage(t.settings);
    expect(await seedDemoContent(t.db, storage)).toBe(true);

    const visitor = new TestClient(t.app);
    for (const city of ["gold-coast", "miami", "cape-town"]) {
      const listings = (await visitor.get(`/api/cities/${city}/listings`)).json().items;
      const properties = (await visitor.get(`/api/cities/${city}/properties`)).json().items;
      expect(listings.length).toBeGreaterThanOrEqual(5);
      expect(properties.length).toBeGreaterThanOrEqual(4);
      expect((await visitor.get(listings[0].thumbnailUrl)).statusCode).toBe(200);
      expect((await visitor.get(properties[0].thumbnailUrl)).statusCode).toBe(200);
      expect(listings[0].seller.username).toBeTruthy();
      const upcoming = (await visitor.get(`/api/cities/${city}/events`)).json().events;
      expect(upcoming.length).toBeGreaterThanOrEqual(2);
      for (const collection of ["restaurants", "shops"]) {
        const items = (await visitor.get(`/api/cities/${city}/${collection}`)).json().items;
        expect(items.length, collection).toBeGreaterThanOrEqual(3);
        expect((await visitor.get(items[0].thumbnailUrl)).statusCode).toBe(200);
      }
    }
    const rental = (
      await visitor.get("/api/cities/miami/properties?listingType=rental&minBedrooms=2")
    ).json();
    expect(rental.items.length).toBeGreaterThan(0);

    // Users exist now (the demo neighbours, and soon real ones): never again.
    const count = (await t.db.select().from(marketplaceItems)).length;
    await signUpVerified(t);
    expect(await seedDemoContent(t.db, storage)).toBe(false);
    expect(await t.db.select().from(marketplaceItems)).toHaveLength(count);
  });

  it("demo neighbours cannot sign in", async () => {
    const response = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email: "maya.lopes@demo.coastal.invalid",
      password: "Sunny-Beach-42",
    });
    expect(response.statusCode).toBe(401);
  });
});
