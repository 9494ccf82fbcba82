import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyPhotosMessage } from "../../../contracts/listing-parts.ts";
import { type CreateListing, marketplaceMessages } from "../../../contracts/marketplace.ts";
import { uploadMessages } from "../../../contracts/uploads.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { marketplaceItems } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  // Decision 9 / spec section 6: any signed-in user lists, member or not.
  alice = (await signUpVerified(t)).client;
  bob = (await signUpVerified(t)).client;
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

const chair: CreateListing = {
  title: "Teak lounge chair",
  description: "Solid teak, a few scratches on the left arm. Pick up in Burleigh.",
  category: "furniture",
  condition: "good",
  price: 120.5,
};

const create = (client: TestClient, body: unknown = chair, city = "gold-coast") =>
  client.post(`/api/cities/${city}/marketplace-items`, body);

const createWithPhotos = async (
  client: TestClient,
  count: number,
  body: unknown = chair,
  city = "gold-coast",
) => {
  const png = await smallPng();
  const files = Array.from({ length: count }, () => ({
    field: "photos",
    body: png,
    name: "p.png",
    type: "image/png",
  }));
  return client.upload(`/api/cities/${city}/marketplace-items`, files, {
    data: JSON.stringify(body),
  });
};

const uploadedFiles = async () =>
  readdir(path.join(t.settings.DATA_DIR, "uploads")).catch(() => []);

const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe("listing an item", () => {
  it("lets any signed-in user list an item, stored to the cent, shown to visitors", async () => {
    const created = await create(alice);
    expect(created.statusCode).toBe(201);
    const listing = created.json();
    expect(listing).toMatchObject({
      title: chair.title,
      price: 120.5,
      category: "furniture",
      condition: "good",
      status: "available",
      citySlug: "gold-coast",
      photos: [],
      saved: false,
      canEdit: true,
    });
    const [row] = await t.db
      .select()
      .from(marketplaceItems)
      .where(eq(marketplaceItems.id, listing.id));
    expect(row?.priceCents).toBe(12050);

    const seen = (await visitor.get(`/api/marketplace-items/${listing.id}`)).json();
    expect(seen).toMatchObject({ title: chair.title, canEdit: false, contact: null });
  });

  it("refuses visitors, unknown cities and bad fields with the spec's words", async () => {
    const signedOut = await create(visitor);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(marketplaceMessages.loginToCreate);

    const nowhere = await create(alice, chair, "atlantis");
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe(marketplaceMessages.cityNotFound);

    const cases: [unknown, string][] = [
      [{ ...chair, price: -1 }, "Price must be 0 or more."],
      [{ ...chair, price: 10.001 }, "Price can have at most 2 decimals."],
      [{ ...chair, category: "boats" }, marketplaceMessages.badCategory],
      [{ ...chair, condition: "broken" }, marketplaceMessages.badCondition],
      [{ ...chair, title: "   " }, marketplaceMessages.titleRequired],
      [{ ...chair, description: undefined }, marketplaceMessages.descriptionRequired],
      [{ ...chair, price: "12" }, "Please enter a price."],
    ];
    for (const [body, message] of cases) {
      const refused = await create(alice, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toEqual({ code: "VALIDATION", message });
    }
  });

  it("takes a free item (price 0)", async () => {
    expect(
      (await create(bob, { ...chair, title: "Free moving boxes", price: 0 })).json().price,
    ).toBe(0);
  });

  it("refuses a body that is neither JSON nor a form", async () => {
    const response = await alice.request(
      "POST",
      "/api/cities/gold-coast/marketplace-items",
      undefined,
      {
        "content-type": "text/plain",
      },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("photos", () => {
  it("stores up to 8 photos in order, with thumbnails", async () => {
    const created = await createWithPhotos(alice, 3);
    expect(created.statusCode).toBe(201);
    const listing = created.json();
    expect(listing.photos).toHaveLength(3);
    for (const photo of listing.photos) {
      expect((await visitor.get(photo.url)).statusCode).toBe(200);
      expect((await visitor.get(photo.thumbnailUrl)).statusCode).toBe(200);
    }
    const eight = await createWithPhotos(alice, 8);
    expect(eight.json().photos).toHaveLength(8);
  });

  it("refuses a 9th photo with a clear message and writes nothing", async () => {
    const before = await uploadedFiles();
    const count = (await t.db.select().from(marketplaceItems)).length;
    const refused = await createWithPhotos(alice, 9);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(tooManyPhotosMessage);
    expect(await uploadedFiles()).toEqual(before);
    expect(await t.db.select().from(marketplaceItems)).toHaveLength(count);
  });

  it("refuses a file that is not an image, keeping no listing and no file", async () => {
    const before = await uploadedFiles();
    const count = (await t.db.select().from(marketplaceItems)).length;
    const png = await smallPng();
    const refused = await alice.upload(
      "/api/cities/gold-coast/marketplace-items",
      [
        { field: "photos", body: png, type: "image/png" },
        { field: "photos", body: Buffer.from("not an image at all"), name: "x.jpg" },
      ],
      { data: JSON.stringify(chair) },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: "UNSUPPORTED_IMAGE",
      message: uploadMessages.unsupportedType,
    });
    // The first photo had been stored; it went again with the refusal.
    expect(await uploadedFiles()).toEqual(before);
    expect(await t.db.select().from(marketplaceItems)).toHaveLength(count);
  });

  it("refuses a form whose data is not JSON or breaks the rules, before storing photos", async () => {
    const before = await uploadedFiles();
    const png = await smallPng();
    const notJson = await alice.upload(
      "/api/cities/gold-coast/marketplace-items",
      [{ field: "photos", body: png }],
      {
        data: "{oops",
      },
    );
    expect(notJson.statusCode).toBe(400);
    const negative = await createWithPhotos(alice, 1, { ...chair, price: -5 });
    expect(negative.statusCode).toBe(400);
    expect(await uploadedFiles()).toEqual(before);
  });

  it("reorders, removes and adds photos on edit, deleting the dropped files", async () => {
    const listing = (await createWithPhotos(alice, 3)).json();
    const [first, second, third] = listing.photos;
    const png = await smallPng(30, 30);
    const edited = await alice.upload(
      `/api/marketplace-items/${listing.id}`,
      [{ field: "photos", body: png, type: "image/png" }],
      { data: JSON.stringify({ photoOrder: [third.key, "new:0", first.key] }) },
      "PUT",
    );
    expect(edited.statusCode).toBe(200);
    const photos = edited.json().photos;
    expect(photos.map((p: { key: string }) => p.key)).toEqual([
      third.key,
      photos[1].key,
      first.key,
    ]);
    expect(photos[1].key).not.toBe(second.key);
    const files = await uploadedFiles();
    expect(files).not.toContain(second.key);
    expect(files).toContain(photos[1].key);

    const tooMany = await alice.request("PUT", `/api/marketplace-items/${listing.id}`, {
      photoOrder: Array.from({ length: 9 }, (_, i) => `new:${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(tooManyPhotosMessage);

    const stranger = await alice.request("PUT", `/api/marketplace-items/${listing.id}`, {
      photoOrder: ["post-someone-else.webp"],
    });
    expect(stranger.statusCode).toBe(400);
  });

  it("keeps the current photos and appends new ones when no order is sent", async () => {
    const listing = (await createWithPhotos(alice, 7)).json();
    const png = await smallPng();
    const two = [png, png].map((body) => ({ field: "photos", body, type: "image/png" }));
    const over = await alice.upload(
      `/api/marketplace-items/${listing.id}`,
      two,
      { data: "{}" },
      "PUT",
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(tooManyPhotosMessage);
    const one = await alice.upload(
      `/api/marketplace-items/${listing.id}`,
      two.slice(1),
      { data: "{}" },
      "PUT",
    );
    expect(one.json().photos).toHaveLength(8);
  });

  it("two edits of the same photos at once: one wins, the other is refused, no file is lost", async () => {
    const listing = (await createWithPhotos(alice, 2)).json();
    const [a, b] = listing.photos;
    const results = await Promise.all([
      alice.request("PUT", `/api/marketplace-items/${listing.id}`, { photoOrder: [a.key] }),
      alice.request("PUT", `/api/marketplace-items/${listing.id}`, { photoOrder: [b.key] }),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    // Serialised on the row's lock: the second either still finds its photo or gets a 409.
    expect(statuses[0]).toBe(200);
    const final = (await visitor.get(`/api/marketplace-items/${listing.id}`)).json();
    const files = await uploadedFiles();
    for (const photo of final.photos) expect(files).toContain(photo.key);
    expect(final.photos).toHaveLength(1);
  });
});

describe("who may change a listing", () => {
  it("lets the seller or an admin edit, mark sold and delete; others get 403, visitors 401", async () => {
    const listing = (await createWithPhotos(alice, 2)).json();
    const url = `/api/marketplace-items/${listing.id}`;

    const other = await bob.request("PUT", url, { title: "Mine now" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(marketplaceMessages.notOwner);
    expect((await visitor.request("PUT", url, { title: "x" })).statusCode).toBe(401);
    expect((await bob.post(`${url}/status`, { status: "sold" })).statusCode).toBe(403);
    expect((await bob.request("DELETE", url)).statusCode).toBe(403);

    const edited = await alice.request("PUT", url, { title: "Teak chair, reduced", price: 99.99 });
    expect(edited.json()).toMatchObject({ title: "Teak chair, reduced", price: 99.99 });
    const sold = await alice.post(`${url}/status`, { status: "sold" });
    expect(sold.json().status).toBe("sold");
    const badStatus = await alice.post(`${url}/status`, { status: "gone" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(marketplaceMessages.badStatus);
    const byAdmin = await admin.post(`${url}/status`, { status: "available" });
    expect(byAdmin.json().status).toBe("available");
    expect((await admin.request("PUT", url, { condition: "fair" })).json().condition).toBe("fair");
  });

  it("deletes the row and its photo files", async () => {
    const listing = (await createWithPhotos(bob, 2)).json();
    const keys = listing.photos.map((p: { key: string }) => p.key);
    expect(await uploadedFiles()).toEqual(expect.arrayContaining(keys));
    const removal = { reason: "spam" };
    expect(
      (await admin.request("DELETE", `/api/marketplace-items/${listing.id}`, removal)).statusCode,
    ).toBe(204);
    expect((await visitor.get(`/api/marketplace-items/${listing.id}`)).json().message).toBe(
      marketplaceMessages.notFound,
    );
    const files = await uploadedFiles();
    for (const key of keys) expect(files).not.toContain(key);
    expect((await bob.request("DELETE", `/api/marketplace-items/${listing.id}`)).statusCode).toBe(
      404,
    );
  });

  it("shows contact details only to signed-in viewers", async () => {
    const { client, email } = await signUpVerified(t);
    const listing = (await create(client)).json();
    expect((await visitor.get(`/api/marketplace-items/${listing.id}`)).json().contact).toBeNull();
    const seen = (await bob.get(`/api/marketplace-items/${listing.id}`)).json();
    expect(seen.contact).toEqual({ email, phone: null });
    expect(seen.seller.username).toBe(email.split("@")[0]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const missing = await visitor.get(
      "/api/marketplace-items/00000000-0000-4000-8000-000000000000",
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(marketplaceMessages.notFound);
    expect((await visitor.get("/api/marketplace-items/not-a-uuid")).statusCode).toBe(400);
  });
});

describe("browsing", () => {
  let seller: TestClient;
  beforeAll(async () => {
    seller = (await signUpVerified(t)).client;
    const items: CreateListing[] = [
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
      marketplaceMessages.listCityNotFound,
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
  });
});
