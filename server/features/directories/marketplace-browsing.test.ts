import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CreateMarketplaceItem, marketplaceMessages } from "../../../contracts/marketplace.ts";
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
  // Decision 9 / spec section 6: any signed-in user lists, member or not.
  bob = (await signUpVerified(t)).client;
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

const chair: CreateMarketplaceItem = {
  title: "Teak lounge chair",
  description: "Solid teak, a few scratches on the left arm. Pick up in Burleigh.",
  category: "furniture",
  condition: "good",
  price: 120.5,
};

const create = (client: TestClient, body: unknown = chair, city = "gold-coast") =>
  client.post(`/api/cities/${city}/marketplace-items`, body);

const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe("browsing", () => {
  let seller: TestClient;
  beforeAll(async () => {
    seller = (await signUpVerified(t)).client;
    const items: CreateMarketplaceItem[] = [
      {
        title: "Surfboard 6'2 thruster",
        description: "Shaped locally, light wax.",
        category: "sports",
        condition: "like-new",
        price: 350,
      },
      {
        title: "Road bike",
        description: "Aluminium frame, new tyres.",
        category: "sports",
        condition: "good",
        price: 180,
      },
      {
        title: "Bookshelf",
        description: "Pine, five shelves, holds surf magazines.",
        category: "furniture",
        condition: "fair",
        price: 40,
      },
      {
        title: "Cordless drill",
        description: "Two batteries.",
        category: "tools",
        condition: "new",
        price: 89.99,
      },
      {
        title: "Paperback bundle",
        description: "Twenty crime novels.",
        category: "books",
        condition: "good",
        price: 15,
      },
    ];
    for (const item of items) await create(seller, item, "cape-town");
  });

  const list = (query = "") => visitor.get(`/api/cities/cape-town/marketplace-items${query}`);

  it("lists a city's items newest first with the card's fields", async () => {
    const page = (await list()).json();
    expect(titles(page)).toEqual([
      "Paperback bundle",
      "Cordless drill",
      "Bookshelf",
      "Road bike",
      "Surfboard 6'2 thruster",
    ]);
    expect(page.items[1]).toMatchObject({
      price: 89.99,
      thumbnailUrl: null,
      excerpt: "Two batteries.",
    });
    expect(page.items[0].seller.username).toBeTruthy();
    expect((await visitor.get("/api/cities/atlantis/marketplace-items")).json().message).toBe(
      marketplaceMessages.listCityNotFound.defaultMessage,
    );
  });

  it("filters by category, condition and price bounds (inclusive), and combines them", async () => {
    expect(titles((await list("?category=sports")).json())).toEqual([
      "Road bike",
      "Surfboard 6'2 thruster",
    ]);
    expect(titles((await list("?condition=good")).json())).toEqual([
      "Paperback bundle",
      "Road bike",
    ]);
    expect(titles((await list("?minPrice=40&maxPrice=180")).json())).toEqual([
      "Cordless drill",
      "Bookshelf",
      "Road bike",
    ]);
    expect(titles((await list("?maxPrice=89.99")).json())).toEqual([
      "Paperback bundle",
      "Cordless drill",
      "Bookshelf",
    ]);
    expect(titles((await list("?category=sports&maxPrice=200")).json())).toEqual(["Road bike"]);
    expect(titles((await list("?minPrice=1000")).json())).toEqual([]);
  });

  it("refuses bad filters with a 400", async () => {
    for (const query of [
      "?category=boats",
      "?condition=x",
      "?minPrice=-1",
      "?maxPrice=abc",
      "?limit=0",
      "?cursor=zzz",
    ]) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });

  it("finds items by keyword in the title or description, with stemming", async () => {
    // "surf" matches the word surf (in "surf magazines"), not "surfboard".
    expect(titles((await list("?q=surf")).json())).toEqual(["Bookshelf"]);
    expect(titles((await list("?q=batteries")).json())).toEqual(["Cordless drill"]);
    expect(titles((await list("?q=novel")).json())).toEqual(["Paperback bundle"]);
    expect(titles((await list("?q=bike%20-road")).json())).toEqual([]);
    expect(titles((await list("?q=%22light%20wax%22&category=sports")).json())).toEqual([
      "Surfboard 6'2 thruster",
    ]);
    expect((await list("?q=%27%22%3A%26%7C!")).statusCode).toBe(200);
  });

  it("reads a long run of dashes as one NOT, where PostgreSQL would fail past 32", async () => {
    // The fuzz found it: websearch_to_tsquery nests each "-" as a NOT, punctuation or not.
    for (const q of [`${"-".repeat(40)}road`, `${"-(".repeat(40)}road`]) {
      const found = titles((await list(`?q=${encodeURIComponent(q)}`)).json());
      expect(found).toContain("Cordless drill");
      expect(found).not.toContain("Road bike");
    }
    // Dashes alone leave no word to look for, so nothing matches, as with any empty query.
    expect(titles((await list(`?q=${"-%20".repeat(40)}`)).json())).toEqual([]);
    expect(titles((await list("?q=road%20--")).json())).toEqual(["Road bike"]);
  });

  it("pages with a keyset cursor, keeping the filters, never repeating or skipping", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2&maxPrice=500${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await list(query)).json();
      seen.push(...titles(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      "Paperback bundle",
      "Cordless drill",
      "Bookshelf",
      "Road bike",
      "Surfboard 6'2 thruster",
    ]);
    // The community profile's preview: the latest 3.
    expect((await list("?limit=3")).json().items).toHaveLength(3);
  });
});

describe("the admin dashboard's Marketplace tab", () => {
  it("lists every city's items to admins only, newest first, searchable", async () => {
    expect((await bob.get("/api/admin/listings")).statusCode).toBe(403);
    expect((await visitor.get("/api/admin/listings")).statusCode).toBe(401);
    const page = (await admin.get("/api/admin/listings?limit=2")).json();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      kind: expect.any(String),
      city: { slug: expect.any(String) },
    });
    const found = (await admin.get("/api/admin/listings?q=drill")).json();
    expect(titles(found)).toEqual(["Cordless drill"]);
    expect(found.items[0].city).toEqual({ slug: "cape-town", name: "Cape Town" });
    const dashes = await admin.get(`/api/admin/listings?q=${"-".repeat(36)}drill`);
    expect(dashes.statusCode).toBe(200);
    expect(titles(dashes.json())).not.toContain("Cordless drill");
  });
});

describe("a city's list", () => {
  it("writes each city's prices in its own currency and locale, read with the page", async () => {
    const seller = (await signUpVerified(t)).client;
    await create(seller, { ...chair, title: "Cape Town chair" }, "cape-town");
    await create(seller, { ...chair, title: "Miami chair" }, "miami");
    const card = async (city: string) =>
      (await visitor.get(`/api/cities/${city}/marketplace-items?q=chair`)).json().items[0];
    expect(await card("cape-town")).toMatchObject({
      title: "Cape Town chair",
      currency: "ZAR",
      locale: "en-ZA",
    });
    expect(await card("miami")).toMatchObject({
      title: "Miami chair",
      currency: "USD",
      locale: "en-US",
    });
    // The page without a keyword is the prepared statement's, which reads the city too.
    const capeTown = (await visitor.get("/api/cities/cape-town/marketplace-items")).json();
    expect(capeTown.items.every((item: { currency: string }) => item.currency === "ZAR")).toBe(
      true,
    );
    expect(capeTown.items[0].seller.username).toEqual(expect.any(String));
  });

  it("is empty for a known city with nothing matching, and City not found for an unknown one", async () => {
    const empty = await visitor.get(
      "/api/cities/miami/marketplace-items?category=books&minPrice=99999",
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], nextCursor: null });
    const nowhere = await visitor.get("/api/cities/atlantis/marketplace-items");
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe("City not found");
  });
});
