import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";

// Decision 061: marketplace items moved from /api/listings to /api/marketplace-items.
// An open tab or a script that still asks the old address is sent on with 308, which
// keeps the method and the body, and gets what the new address answers.

let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = (await signUpVerified(t)).client;
});
afterAll(() => t.close());

const kayak = {
  title: "Sit-on-top kayak",
  description: "Stable, with a paddle.",
  category: "sports",
  condition: "good",
  price: 120.5,
};

/** Asks `url`, then, as a browser does on a 308, asks the Location with the same method and body. */
async function followed(client: TestClient, method: string, url: string, body?: unknown) {
  const first = await client.request(method, url, body);
  expect(first.statusCode).toBe(308);
  const location = String(first.headers.location);
  return { location, answer: await client.request(method, location, body) };
}

describe("the marketplace's former addresses", () => {
  it("sends a POST to the old city list on to the new one, where the item is listed", async () => {
    const { location, answer } = await followed(
      seller,
      "POST",
      "/api/cities/gold-coast/listings",
      kayak,
    );
    expect(location).toBe("/api/cities/gold-coast/marketplace-items");
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ title: "Sit-on-top kayak", citySlug: "gold-coast" });
  });

  it("sends a form with photos on too, so an old tab's upload is listed", async () => {
    const photo = { field: "photos", body: await smallPng(), name: "p.png", type: "image/png" };
    const data = { data: JSON.stringify(kayak) };
    const first = await seller.upload("/api/cities/gold-coast/listings", [photo], data);
    expect(first.statusCode).toBe(308);
    const listed = await seller.upload(String(first.headers.location), [photo], data);
    expect(listed.statusCode).toBe(201);
    expect(listed.json().photos).toHaveLength(1);
  });

  it("sends a GET of an old item address, with its query, on to the same item", async () => {
    const created = (await seller.post("/api/cities/gold-coast/marketplace-items", kayak)).json();
    const item = await followed(seller, "GET", `/api/listings/${created.id}`);
    expect(item.location).toBe(`/api/marketplace-items/${created.id}`);
    expect(item.answer.json()).toMatchObject({ id: created.id, title: "Sit-on-top kayak" });

    const list = await followed(seller, "GET", "/api/cities/gold-coast/listings?category=sports");
    expect(list.location).toBe("/api/cities/gold-coast/marketplace-items?category=sports");
    expect(list.answer.json().items.map((card: { id: string }) => card.id)).toContain(created.id);
  });

  it("sends a status change and a save on to the new addresses", async () => {
    const created = (await seller.post("/api/cities/gold-coast/marketplace-items", kayak)).json();
    const sold = await followed(seller, "POST", `/api/listings/${created.id}/status`, {
      status: "sold",
    });
    expect(sold.answer.json().status).toBe("sold");
    const saved = await followed(seller, "PUT", `/api/listings/${created.id}/saved`);
    expect(saved.answer.statusCode).toBe(204);
    expect((await seller.get(`/api/marketplace-items/${created.id}`)).json().saved).toBe(true);
  });
});
