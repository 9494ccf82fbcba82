import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyPhotosMessage } from "../../../contracts/listing-parts.ts";
import type { CreateMarketplaceItem } from "../../../contracts/marketplace.ts";
import { uploadMessages } from "../../../contracts/uploads.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { marketplaceItems } from "../../db/schema.ts";

let t: TestApp;
let alice: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  // Decision 9 / spec section 6: any signed-in user lists, member or not.
  alice = (await signUpVerified(t)).client;
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
