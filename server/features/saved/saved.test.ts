import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceMessages } from "../../../contracts/marketplace.ts";
import { savedMessages } from "../../../contracts/saved.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { user } from "../../db/schema.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { deleteUser } from "../admin/delete-user.service.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  alice = (await signUpVerified(t)).client;
  bob = (await signUpVerified(t)).client;
});
afterAll(() => t.close());

const listItem = async (client: TestClient, title: string) =>
  (
    await client.post("/api/cities/gold-coast/marketplace-items", {
      title,
      description: "Collect from Palm Beach.",
      category: "other",
      condition: "good",
      price: 25,
    })
  ).json();

const listHome = async (client: TestClient, title: string) =>
  (
    await client.post("/api/cities/gold-coast/properties", {
      title,
      description: "Walk to the beach.",
      price: 700,
      listingType: "rental",
      propertyType: "apartment",
      streetAddress: "3 Marine Parade",
    })
  ).json();

const savedList = async (client: TestClient) => (await client.get("/api/me/saved")).json();

describe("saving listings and properties", () => {
  it("saves and unsaves, newest first, shown on the item as saved; twice changes nothing", async () => {
    const lamp = await listItem(bob, "Brass lamp");
    const flat = await listHome(bob, "Sunny flat");
    expect((await alice.request("PUT", `/api/marketplace-items/${lamp.id}/saved`)).statusCode).toBe(
      204,
    );
    expect((await alice.request("PUT", `/api/marketplace-items/${lamp.id}/saved`)).statusCode).toBe(
      204,
    );
    expect((await alice.request("PUT", `/api/properties/${flat.id}/saved`)).statusCode).toBe(204);

    const list = await savedList(alice);
    expect(list.items.map((i: { title: string }) => i.title)).toEqual(["Sunny flat", "Brass lamp"]);
    expect(list.items[1]).toMatchObject({
      kind: "listing",
      id: lamp.id,
      citySlug: "gold-coast",
      price: 25,
      state: "available",
    });
    expect((await alice.get(`/api/marketplace-items/${lamp.id}`)).json().saved).toBe(true);
    expect((await bob.get(`/api/marketplace-items/${lamp.id}`)).json().saved).toBe(false);
    expect((await savedList(bob)).items).toEqual([]);

    expect((await alice.request("DELETE", `/api/properties/${flat.id}/saved`)).statusCode).toBe(
      204,
    );
    expect((await savedList(alice)).items.map((i: { id: string }) => i.id)).toEqual([lamp.id]);
  });

  it("says when a saved item was sold or removed instead of dropping it", async () => {
    const board = await listItem(bob, "Longboard");
    const unit = await listHome(bob, "Beach unit");
    await alice.request("PUT", `/api/marketplace-items/${board.id}/saved`);
    await alice.request("PUT", `/api/properties/${unit.id}/saved`);
    await bob.post(`/api/marketplace-items/${board.id}/status`, { status: "sold" });
    await bob.post(`/api/properties/${unit.id}/status`, { status: "rented" });
    let items = (await savedList(alice)).items;
    expect(items.slice(0, 2).map((i: { state: string }) => i.state)).toEqual(["sold", "sold"]);

    await bob.request("PUT", `/api/marketplace-items/${board.id}`, { title: "Longboard 9ft" });
    await bob.request("DELETE", `/api/marketplace-items/${board.id}`);
    items = (await savedList(alice)).items;
    const removed = items.find((i: { id: string }) => i.id === board.id);
    expect(removed).toMatchObject({
      state: "removed",
      title: "Longboard 9ft",
      price: null,
      thumbnailUrl: null,
    });
    // It can still be taken off the list.
    expect(
      (await alice.request("DELETE", `/api/marketplace-items/${board.id}/saved`)).statusCode,
    ).toBe(204);
    expect((await savedList(alice)).items.some((i: { id: string }) => i.id === board.id)).toBe(
      false,
    );
  });

  it("saving the same item twice at once keeps one entry", async () => {
    const { client } = await signUpVerified(t);
    const mug = await listItem(bob, "Pottery mug");
    const answers = await Promise.all([
      client.request("PUT", `/api/marketplace-items/${mug.id}/saved`),
      client.request("PUT", `/api/marketplace-items/${mug.id}/saved`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204]);
    expect((await savedList(client)).items.map((i: { id: string }) => i.id)).toEqual([mug.id]);
  });

  it("refuses visitors and unknown items", async () => {
    const visitor = new TestClient(t.app);
    const lamp = await listItem(bob, "Desk lamp");
    const refused = await visitor.request("PUT", `/api/marketplace-items/${lamp.id}/saved`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(marketplaceMessages.loginToSave.defaultMessage);
    expect((await visitor.get("/api/me/saved")).json().message).toBe(savedMessages.loginToSave);
    const missing = await alice.request(
      "PUT",
      "/api/marketplace-items/00000000-0000-4000-8000-000000000000/saved",
    );
    expect(missing.statusCode).toBe(404);
    expect((await alice.request("PUT", "/api/properties/nope/saved")).statusCode).toBe(400);
  });

  it("pages the list with a keyset cursor", async () => {
    const { client } = await signUpVerified(t);
    for (const title of ["One", "Two", "Three"]) {
      const item = await listItem(bob, title);
      await client.request("PUT", `/api/marketplace-items/${item.id}/saved`);
    }
    const first = (await client.get("/api/me/saved?limit=2")).json();
    const second = (await client.get(`/api/me/saved?limit=2&cursor=${first.nextCursor}`)).json();
    expect([...first.items, ...second.items].map((i: { title: string }) => i.title)).toEqual([
      "Three",
      "Two",
      "One",
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe("saving restaurants and shops", () => {
  // Issue 35: any directory item can be bookmarked, each kind on its own tab of /saved.
  const business = {
    description: "Open all week.",
    priceRange: "$$",
    address: "1 The Esplanade",
    phone: "+61 7 5555 0142",
  };
  it.each([
    ["restaurants", "restaurant", { cuisine: "Seafood", hoursPreset: "Mon-Sun: 10am-10pm" }],
    ["shops", "shop", { category: "Clothing", hours: "Tue-Sun: 10am-6pm" }],
  ])("saves one of the %s on the list under its own kind", async (collection, kind, extra) => {
    const name = `Saved ${kind}`;
    const made = await bob.upload(
      `/api/cities/gold-coast/${collection}`,
      [{ field: "photo", body: await smallPng(40, 30), name: "photo.png", type: "image/png" }],
      { data: JSON.stringify({ ...business, ...extra, name }) },
    );
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json();
    expect((await alice.request("PUT", `/api/${collection}/${id}/saved`)).statusCode).toBe(204);
    const onTab = (await alice.get(`/api/me/saved?kind=${kind}`)).json().items;
    expect(onTab).toMatchObject([{ id, kind }]);
  });
});

describe("deleting a user", () => {
  it("removes their listings, properties and photo files; others' saved lists say removed", async () => {
    const { client: seller, email } = await signUpVerified(t);
    const png = await smallPng();
    const item = (
      await seller.upload(
        "/api/cities/gold-coast/marketplace-items",
        [{ field: "photos", body: png, type: "image/png" }],
        {
          data: JSON.stringify({
            title: "Kayak",
            description: "Two seats.",
            category: "sports",
            condition: "good",
            price: 400,
          }),
        },
      )
    ).json();
    await alice.request("PUT", `/api/marketplace-items/${item.id}/saved`);
    const found = (await admin.get("/api/admin/listings?q=kayak")).json().items;
    expect(found[0].title).toBe("Kayak");

    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(await deleteUser({ db: t.db, storage: createStorage(t.settings) }, row?.id ?? "")).toBe(
      true,
    );

    expect((await alice.get(`/api/marketplace-items/${item.id}`)).statusCode).toBe(404);
    const files = await readdir(path.join(t.settings.DATA_DIR, "uploads"));
    expect(files).not.toContain(item.photos[0].key);
    const saved = (await savedList(alice)).items.find((i: { id: string }) => i.id === item.id);
    expect(saved).toMatchObject({ state: "removed", title: "Kayak" });
  });
});
