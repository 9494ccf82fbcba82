import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessFieldMessages } from "../../../contracts/business-parts.ts";
import { type ShopInput, shopCategories, shoppingMessages } from "../../../contracts/shopping.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";

// Shops share dining's routes and service (decision 027); dining.test.ts covers
// those rules in full. Here: what differs (category, free-text hours, messages).

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  alice = (await signUpVerified(t)).client;
  bob = (await signUpVerified(t)).client;
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

const boutique: ShopInput = {
  name: "Salt & Linen",
  description: "Linen shirts and beach bags, made locally.",
  category: "Clothing",
  priceRange: "$$",
  address: "12 Ocean Drive, Miami Beach",
  phone: "+1 305 555 0142",
  hours: "Tue-Sun: 10am-6pm",
  website: "https://salt-and-linen.example",
};

const create = async (client: TestClient, body: unknown = boutique, city = "miami") =>
  client.upload(
    `/api/cities/${city}/shops`,
    [{ field: "photo", body: await smallPng(), name: "p.png", type: "image/png" }],
    { data: JSON.stringify(body) },
  );

describe("shops", () => {
  it("adds a shop with free-text hours and one of the 8 categories", async () => {
    const created = await create(alice);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: boutique.name,
      kind: "Clothing",
      hours: "Tue-Sun: 10am-6pm",
      canEdit: true,
    });
    expect(shopCategories).toHaveLength(8);
  });

  it("refuses a category outside the spec's list, missing hours and a website that is not a URL", async () => {
    const cases: [unknown, string][] = [
      [{ ...boutique, category: "Boats" }, shoppingMessages.badCategory.defaultMessage],
      [{ ...boutique, hours: "" }, businessFieldMessages.hoursRequired.defaultMessage],
      [{ ...boutique, website: "www" }, businessFieldMessages.websiteNotUrl.defaultMessage],
    ];
    for (const [body, message] of cases) {
      const refused = await create(alice, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const badFilter = await visitor.get("/api/cities/miami/shops?category=Boats");
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe(shoppingMessages.badCategory.defaultMessage);
  });

  it("lets the owner and an admin edit; anyone else gets 403 with the spec's words", async () => {
    const { id } = (await create(alice, { ...boutique, name: "Edit Shop" })).json();
    const changed = { ...boutique, name: "Edited Shop", category: "Art" };
    const byOther = await bob.request("PUT", `/api/shops/${id}`, changed);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(shoppingMessages.notOwner.defaultMessage);
    expect((await visitor.request("PUT", `/api/shops/${id}`, changed)).statusCode).toBe(401);
    expect((await alice.request("PUT", `/api/shops/${id}`, changed)).json().kind).toBe("Art");
    const byAdmin = await admin.request("PUT", `/api/shops/${id}`, { ...changed, name: "Admin" });
    expect(byAdmin.json().name).toBe("Admin");
    expect((await bob.request("DELETE", `/api/shops/${id}`)).statusCode).toBe(403);
    expect((await alice.request("DELETE", `/api/shops/${id}`)).statusCode).toBe(204);
    const gone = await visitor.get(`/api/shops/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(shoppingMessages.notFound.defaultMessage);
  });

  it("finds shops by category, by name A to Z, and never a restaurant's id", async () => {
    const { client: lister } = await signUpVerified(t);
    for (const [name, category] of [
      ["Page Turner", "Books"],
      ["Antique Alley", "Antiques"],
      ["Chapter One", "Books"],
    ] as const) {
      expect((await create(lister, { ...boutique, name, category }, "gold-coast")).statusCode).toBe(
        201,
      );
    }
    const list = async (query: string) =>
      (await visitor.get(`/api/cities/gold-coast/shops${query}`)).json();
    expect((await list("?category=Books")).items.map((s: { name: string }) => s.name)).toEqual([
      "Chapter One",
      "Page Turner",
    ]);
    const all = await list("");
    expect(all.items.map((s: { name: string }) => s.name)).toEqual([
      "Antique Alley",
      "Chapter One",
      "Page Turner",
    ]);
    const shopId = all.items[0].id;
    expect((await visitor.get(`/api/restaurants/${shopId}`)).statusCode).toBe(404);
  });
});
