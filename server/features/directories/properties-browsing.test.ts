import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateProperty } from "../../../contracts/properties.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

let t: TestApp;
let admin: TestClient;
let bob: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  bob = (await signUpVerified(t)).client;
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

const cottage: CreateProperty = {
  title: "Beach cottage",
  description: "Two minutes to the sand, north-facing deck.",
  price: 850000,
  listingType: "sale",
  propertyType: "house",
  bedrooms: 3,
  bathrooms: 1.5,
  parkingSpaces: 2,
  floorAreaSqm: 140.5,
  landAreaSqm: 600,
  streetAddress: "12 Pacific Parade",
  suburb: "Burleigh Heads",
  postalCode: "4220",
  features: " deck, , outdoor shower ,pool ",
  contactPhone: "+61 400 000 000",
  contactEmail: "agent@example.com",
};

const create = (client: TestClient, body: unknown = cottage, city = "gold-coast") =>
  client.post(`/api/cities/${city}/properties`, body);

const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe("browsing properties", () => {
  beforeAll(async () => {
    const seller = (await signUpVerified(t)).client;
    const homes: Partial<CreateProperty>[] = [
      {
        title: "Studio near the pier",
        listingType: "rental",
        propertyType: "apartment",
        bedrooms: 1,
        bathrooms: 1,
        price: 1200,
      },
      {
        title: "Family house with pool",
        listingType: "sale",
        propertyType: "house",
        bedrooms: 4,
        bathrooms: 2.5,
        price: 1250000,
      },
      {
        title: "Townhouse two bed",
        listingType: "rental",
        propertyType: "townhouse",
        bedrooms: 2,
        bathrooms: 1.5,
        price: 2400,
      },
      {
        title: "Penthouse condo",
        listingType: "sale",
        propertyType: "condo",
        bedrooms: 5,
        bathrooms: 4,
        price: 3100000,
      },
      {
        title: "Corner shop",
        listingType: "rental",
        propertyType: "commercial",
        bedrooms: null,
        bathrooms: 1,
        price: 5000,
      },
    ];
    for (const home of homes)
      await create(seller, { ...cottage, features: undefined, ...home }, "miami");
  });

  const list = (query = "") => visitor.get(`/api/cities/miami/properties${query}`);

  it("lists newest first with the card's fields", async () => {
    const page = (await list()).json();
    expect(titles(page)).toEqual([
      "Corner shop",
      "Penthouse condo",
      "Townhouse two bed",
      "Family house with pool",
      "Studio near the pier",
    ]);
    expect(page.items[2]).toMatchObject({
      price: 2400,
      bedrooms: 2,
      bathrooms: 1.5,
      parkingSpaces: 2,
      propertyType: "townhouse",
      suburb: "Burleigh Heads",
      status: "for_rent",
    });
  });

  it("filters by tab, type, bedrooms and bathrooms as 'at least', and price", async () => {
    expect(titles((await list("?listingType=rental")).json())).toEqual([
      "Corner shop",
      "Townhouse two bed",
      "Studio near the pier",
    ]);
    expect(titles((await list("?listingType=sale")).json())).toEqual([
      "Penthouse condo",
      "Family house with pool",
    ]);
    expect(titles((await list("?listingType=rental&minBedrooms=2")).json())).toEqual([
      "Townhouse two bed",
    ]);
    expect(titles((await list("?minBedrooms=4")).json())).toEqual([
      "Penthouse condo",
      "Family house with pool",
    ]);
    expect(titles((await list("?minBedrooms=5")).json())).toEqual(["Penthouse condo"]);
    expect(titles((await list("?minBathrooms=1.5")).json())).toEqual([
      "Penthouse condo",
      "Townhouse two bed",
      "Family house with pool",
    ]);
    expect(titles((await list("?minBathrooms=4")).json())).toEqual(["Penthouse condo"]);
    expect(titles((await list("?propertyType=condo")).json())).toEqual(["Penthouse condo"]);
    expect(titles((await list("?minPrice=2400&maxPrice=1250000")).json())).toEqual([
      "Corner shop",
      "Townhouse two bed",
      "Family house with pool",
    ]);
    for (const bad of [
      "?listingType=lease",
      "?propertyType=castle",
      "?minBedrooms=-1",
      "?minBathrooms=x",
      "?maxPrice=-3",
    ]) {
      expect((await list(bad)).statusCode, bad).toBe(400);
    }
  });

  it("finds by keyword and pages with a keyset cursor", async () => {
    expect(titles((await list("?q=pool")).json())).toEqual(["Family house with pool"]);
    expect(titles((await list("?q=pier&listingType=rental")).json())).toEqual([
      "Studio near the pier",
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2&listingType=rental${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await list(query)).json();
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Corner shop", "Townhouse two bed", "Studio near the pier"]);
  });
});

describe("the admin dashboard's Properties tab", () => {
  it("lists every city's properties to admins, searchable and paged; refuses others", async () => {
    expect((await bob.get("/api/admin/properties")).statusCode).toBe(403);
    expect((await visitor.get("/api/admin/properties")).statusCode).toBe(401);
    const page = (await admin.get("/api/admin/properties?limit=3")).json();
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({
      title: "Corner shop",
      kind: "commercial",
      city: { slug: "miami", name: "Miami" },
    });
    expect(page.nextCursor).toBeTruthy();
    const next = (
      await admin.get(`/api/admin/properties?limit=3&cursor=${page.nextCursor}`)
    ).json();
    expect(titles(next)).not.toContain("Corner shop");
    const found = (await admin.get("/api/admin/properties?q=penthouse")).json();
    expect(titles(found)).toEqual(["Penthouse condo"]);
  });
});
