import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CreateMarketplaceItem, marketplaceMessages } from "../../../contracts/marketplace.ts";
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

const chair: CreateMarketplaceItem = {
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
    expect(signedOut.json().message).toBe(marketplaceMessages.loginToCreate.defaultMessage);

    const nowhere = await create(alice, chair, "atlantis");
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe(marketplaceMessages.cityNotFound.defaultMessage);

    const cases: [unknown, string][] = [
      [{ ...chair, price: -1 }, "Price must be 0 or more."],
      [{ ...chair, price: 10.001 }, "Price can have at most 2 decimals."],
      [{ ...chair, category: "boats" }, marketplaceMessages.badCategory.defaultMessage],
      [{ ...chair, condition: "broken" }, marketplaceMessages.badCondition.defaultMessage],
      [{ ...chair, title: "   " }, marketplaceMessages.titleRequired.defaultMessage],
      [
        { ...chair, description: undefined },
        marketplaceMessages.descriptionRequired.defaultMessage,
      ],
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

describe("who may change a listing", () => {
  it("lets the seller or an admin edit, mark sold and delete; others get 403, visitors 401", async () => {
    const listing = (await createWithPhotos(alice, 2)).json();
    const url = `/api/marketplace-items/${listing.id}`;

    const other = await bob.request("PUT", url, { title: "Mine now" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(marketplaceMessages.notOwner.defaultMessage);
    expect((await visitor.request("PUT", url, { title: "x" })).statusCode).toBe(401);
    expect((await bob.post(`${url}/status`, { status: "sold" })).statusCode).toBe(403);
    expect((await bob.request("DELETE", url)).statusCode).toBe(403);

    const edited = await alice.request("PUT", url, { title: "Teak chair, reduced", price: 99.99 });
    expect(edited.json()).toMatchObject({ title: "Teak chair, reduced", price: 99.99 });
    const sold = await alice.post(`${url}/status`, { status: "sold" });
    expect(sold.json().status).toBe("sold");
    const badStatus = await alice.post(`${url}/status`, { status: "gone" });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(marketplaceMessages.badStatus.defaultMessage);
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
      marketplaceMessages.notFound.defaultMessage,
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
    expect(missing.json().message).toBe(marketplaceMessages.notFound.defaultMessage);
    expect((await visitor.get("/api/marketplace-items/not-a-uuid")).statusCode).toBe(400);
  });
});
