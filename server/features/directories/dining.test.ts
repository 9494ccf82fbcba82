import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessFieldMessages } from "../../../contracts/business-parts.ts";
import { diningMessages, hoursPresets, type RestaurantInput } from "../../../contracts/dining.ts";
import { uploadMessages } from "../../../contracts/uploads.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { restaurants } from "../../db/schema.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { deleteUser } from "../admin/delete-user.service.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  // Spec section 6: any signed-in user adds a restaurant, member or not.
  alice = (await signUpVerified(t)).client;
  bob = (await signUpVerified(t)).client;
  visitor = new TestClient(t.app);
});
afterAll(() => t.close());

const bistro: RestaurantInput = {
  name: "Harbour Bistro",
  description: "Grilled fish and a long wine list by the marina.",
  cuisine: "Seafood",
  priceRange: "$$$",
  address: "1 Marina Parade, Southport",
  phone: "+61 7 5555 0101",
  hoursPreset: "Mon-Sun: 10am-10pm",
  hoursOther: "",
  website: "https://harbour-bistro.example",
};

const create = async (
  client: TestClient,
  body: unknown = bistro,
  city = "gold-coast",
  photo?: Buffer,
) =>
  client.upload(
    `/api/cities/${city}/restaurants`,
    [{ field: "photo", body: photo ?? (await smallPng()), name: "p.png", type: "image/png" }],
    { data: JSON.stringify(body) },
  );

const uploadedFiles = async () =>
  readdir(path.join(t.settings.DATA_DIR, "uploads")).catch(() => []);

const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe("adding a restaurant", () => {
  it("lets any signed-in user add one with its photo, shown to visitors", async () => {
    const created = await create(alice);
    expect(created.statusCode).toBe(201);
    const restaurant = created.json();
    expect(restaurant).toMatchObject({
      name: bistro.name,
      kind: "Seafood",
      priceRange: "$$$",
      hours: "Mon-Sun: 10am-10pm",
      website: bistro.website,
      citySlug: "gold-coast",
      canEdit: true,
    });
    expect(restaurant.photoUrl).toMatch(/^\/uploads\//);
    expect(restaurant.thumbnailUrl).toMatch(/^\/uploads\//);
    const seen = (await visitor.get(`/api/restaurants/${restaurant.id}`)).json();
    expect(seen).toMatchObject({ name: bistro.name, canEdit: false });
  });

  it("stores Other hours as the text typed, and refuses Other without text", async () => {
    const other = await create(alice, {
      ...bistro,
      name: "Night Owl Diner",
      hoursPreset: "Other",
      hoursOther: "Thu-Sat: 6pm-3am",
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().hours).toBe("Thu-Sat: 6pm-3am");

    const missing = await create(alice, { ...bistro, hoursPreset: "Other", hoursOther: " " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(businessFieldMessages.hoursRequired.defaultMessage);

    const notPreset = await create(alice, { ...bistro, hoursPreset: "Whenever" });
    expect(notPreset.statusCode).toBe(400);
    expect(notPreset.json().message).toBe(diningMessages.hoursPresetRequired.defaultMessage);
    for (const hoursPreset of hoursPresets) {
      const preset = await create(bob, { ...bistro, name: `Preset ${hoursPreset}`, hoursPreset });
      expect(preset.json().hours).toBe(hoursPreset);
    }
  });

  it("refuses visitors, unknown cities, bad fields and a missing photo, writing nothing", async () => {
    const before = (await t.db.select().from(restaurants)).length;
    const filesBefore = (await uploadedFiles()).length;

    const signedOut = await create(visitor);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(diningMessages.loginToCreate.defaultMessage);

    const nowhere = await create(alice, bistro, "atlantis");
    expect(nowhere.statusCode).toBe(404);

    const cases: [unknown, string][] = [
      [
        { ...bistro, website: "harbour-bistro" },
        businessFieldMessages.websiteNotUrl.defaultMessage,
      ],
      [
        { ...bistro, website: "javascript:alert(1)" },
        businessFieldMessages.websiteNotUrl.defaultMessage,
      ],
      [{ ...bistro, priceRange: "$$$$$" }, businessFieldMessages.priceRangeRequired.defaultMessage],
      [{ ...bistro, name: "  " }, businessFieldMessages.nameRequired.defaultMessage],
      [{ ...bistro, cuisine: "" }, diningMessages.cuisineRequired.defaultMessage],
      [{ ...bistro, phone: undefined }, businessFieldMessages.phoneRequired.defaultMessage],
      [{ ...bistro, address: "" }, businessFieldMessages.addressRequired.defaultMessage],
      [{ ...bistro, description: "" }, businessFieldMessages.descriptionRequired.defaultMessage],
    ];
    for (const [body, message] of cases) {
      const refused = await create(alice, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toEqual({ code: "VALIDATION", message });
    }

    const noPhoto = await alice.post("/api/cities/gold-coast/restaurants", bistro);
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe(businessFieldMessages.photoRequired.defaultMessage);

    const notAnImage = await create(alice, bistro, "gold-coast", Buffer.from("not an image"));
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().message).toBe(uploadMessages.unsupportedType);

    expect((await t.db.select().from(restaurants)).length).toBe(before);
    expect((await uploadedFiles()).length).toBe(filesBefore);
  });

  it("takes no website at all", async () => {
    const created = await create(bob, { ...bistro, name: "Corner Café", website: "" });
    expect(created.statusCode).toBe(201);
    expect(created.json().website).toBe("");
  });
});

describe("editing and deleting a restaurant", () => {
  let owner: TestClient;
  beforeAll(async () => {
    owner = (await signUpVerified(t)).client;
  });

  it("lets the owner and an admin edit; anyone else gets 403 with the spec's words", async () => {
    const { id, photoUrl } = (await create(owner, { ...bistro, name: "Edit Me" })).json();
    const changed = { ...bistro, name: "Edited", priceRange: "$" };

    const byVisitor = await visitor.request("PUT", `/api/restaurants/${id}`, changed);
    expect(byVisitor.statusCode).toBe(401);
    const byOther = await bob.request("PUT", `/api/restaurants/${id}`, changed);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(diningMessages.notOwner.defaultMessage);

    const byOwner = await owner.request("PUT", `/api/restaurants/${id}`, changed);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ name: "Edited", priceRange: "$", photoUrl });

    const byAdmin = await admin.upload(
      `/api/restaurants/${id}`,
      [{ field: "photo", body: await smallPng(80, 60), name: "n.png", type: "image/png" }],
      { data: JSON.stringify({ ...changed, name: "Edited by admin" }) },
      "PUT",
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().name).toBe("Edited by admin");
    expect(byAdmin.json().photoUrl).not.toBe(photoUrl);
    // The replaced photo's file is gone.
    const oldFile = path.basename(photoUrl);
    expect(await uploadedFiles()).not.toContain(oldFile);
  });

  it("deletes for the owner or an admin only, with the photo", async () => {
    const { id, photoUrl } = (await create(owner, { ...bistro, name: "Delete Me" })).json();
    expect((await bob.request("DELETE", `/api/restaurants/${id}`)).statusCode).toBe(403);
    expect((await visitor.request("DELETE", `/api/restaurants/${id}`)).statusCode).toBe(401);
    const removal = { reason: "spam" };
    expect((await admin.request("DELETE", `/api/restaurants/${id}`, removal)).statusCode).toBe(204);
    expect((await visitor.get(`/api/restaurants/${id}`)).json().message).toBe(
      diningMessages.notFound.defaultMessage,
    );
    expect(await t.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
    expect(await uploadedFiles()).not.toContain(path.basename(photoUrl));
  });

  it("says Restaurant not found. for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const missing = await visitor.get(`/api/restaurants/${id}`);
      expect(missing.statusCode).toBe(id === "nope" ? 400 : 404);
      expect(missing.json().message).toBe(diningMessages.notFound.defaultMessage);
    }
  });
});

describe("the dining list", () => {
  it("sorts by name, filters by cuisine and price range, searches, and pages", async () => {
    const city = "cape-town";
    // A fresh user: the rate limits count per user (20 uploads in 10 minutes).
    const { client: lister } = await signUpVerified(t);
    const entries = [
      { name: "Zest", cuisine: "Thai", priceRange: "$" },
      { name: "Amici", cuisine: "Italian", priceRange: "$$" },
      { name: "Marco's", cuisine: "italian", priceRange: "$$$$" },
      { name: "Bento Box", cuisine: "Japanese", priceRange: "$$" },
    ];
    for (const entry of entries) {
      expect((await create(lister, { ...bistro, ...entry }, city)).statusCode).toBe(201);
    }
    const list = async (query = "") =>
      (await visitor.get(`/api/cities/${city}/restaurants${query}`)).json();
    expect(names(await list())).toEqual(["Amici", "Bento Box", "Marco's", "Zest"]);
    expect(names(await list("?cuisine=Italian"))).toEqual(["Amici", "Marco's"]);
    expect(names(await list("?priceRange=%24%24"))).toEqual(["Amici", "Bento Box"]);
    expect(names(await list("?q=bento"))).toEqual(["Bento Box"]);
    expect(names(await list("?q=thai"))).toEqual(["Zest"]);

    const first = await list("?limit=3");
    expect(names(first)).toEqual(["Amici", "Bento Box", "Marco's"]);
    const second = await list(`?limit=3&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual(["Zest"]);
    expect(second.nextCursor).toBeNull();

    const latest = (await visitor.get(`/api/cities/${city}/restaurants/latest`)).json();
    expect(names(latest)).toEqual(["Bento Box", "Marco's", "Amici"]);
  });

  it("refuses a bad price range or cursor and says City not found for an unknown city", async () => {
    const badRange = await visitor.get("/api/cities/miami/restaurants?priceRange=cheap");
    expect(badRange.statusCode).toBe(400);
    const badCursor = await visitor.get("/api/cities/miami/restaurants?cursor=xyz");
    expect(badCursor.statusCode).toBe(400);
    const nowhere = await visitor.get("/api/cities/atlantis/restaurants");
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe("City not found");
    expect((await visitor.get("/api/cities/miami/restaurants")).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe("deleting an account", () => {
  it("removes the user's restaurants and their photos", async () => {
    const carol = await signUpVerified(t);
    const created = (await create(carol.client, { ...bistro, name: "Carol's" })).json();
    const { id, photoUrl } = created;
    const storage = createStorage(t.settings);
    expect(await deleteUser({ db: t.db, storage }, created.owner.id)).toBe(true);
    expect(await t.db.select().from(restaurants).where(eq(restaurants.id, id))).toEqual([]);
    expect(await uploadedFiles()).not.toContain(path.basename(photoUrl));
  });
});
