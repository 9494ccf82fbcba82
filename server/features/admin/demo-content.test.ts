import { readdir } from "node:fs/promises";
import path from "node:path";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRemovalReason } from "../../../contracts/demo-content.ts";
import { newEventBody } from "../../../tests/support/event-body.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { demoEmailDomain } from "../../db/demo/demo-accounts.ts";
import { seedDemoContent } from "../../db/demo/seed-demo.ts";
import { user } from "../../db/schema.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";

let t: TestApp;
let admin: TestClient;
let member: TestClient;
let visitor: TestClient;
/** What the real member made: it must outlive the demo content. */
let own: { listing: string; photoUrl: string; post: string; event: string };
beforeAll(async () => {
  t = await createTestApp();
  // A fresh install: the demo content comes before anyone signs up.
  expect(await seedDemoContent(t.db, createStorage(t.settings))).toBe(true);
  admin = (await signUpAdmin(t)).client;
  member = (await signUpMember(t, admin, "miami")).client;
  visitor = new TestClient(t.app);
  const listed = await member.upload(
    "/api/cities/miami/marketplace-items",
    [{ field: "photos", body: await smallPng(), name: "p.png", type: "image/png" }],
    {
      data: JSON.stringify({
        title: "Snorkel set",
        description: "Mask, fins and snorkel, used twice at Key Biscayne.",
        category: "sports",
        condition: "like-new",
        price: 40,
      }),
    },
  );
  expect(listed.statusCode, listed.body).toBe(201);
  const post = await member.post("/api/cities/miami/posts", { content: "Hello Miami!" });
  expect(post.statusCode, post.body).toBe(201);
  const event = await member.post("/api/cities/miami/events", newEventBody());
  expect(event.statusCode, event.body).toBe(201);
  own = {
    listing: listed.json().id,
    photoUrl: listed.json().photos[0].url,
    post: post.json().id,
    event: event.json().id,
  };
});
afterAll(() => t.close());

describe("the admin Marketplace and Properties tabs' city filter", () => {
  it("lists one city's items when asked, every city's otherwise", async () => {
    const all = (await admin.get("/api/admin/listings?limit=50")).json().items;
    const cities = new Set(all.map((row: { city: { slug: string } }) => row.city.slug));
    expect([...cities].sort()).toEqual(["cape-town", "gold-coast", "miami"]);

    const miami = await admin.get("/api/admin/listings?city=miami&limit=50");
    expect(miami.statusCode, miami.body).toBe(200);
    const rows = miami.json().items as { title: string; city: { slug: string } }[];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.city.slug === "miami")).toBe(true);
    expect(rows.map((row) => row.title)).toContain("Snorkel set");
    expect(rows.length).toBe(
      all.filter((row: { city: { slug: string } }) => row.city.slug === "miami").length,
    );

    // With a search, and a page at a time.
    const found = (await admin.get("/api/admin/listings?city=cape-town&q=surfboard")).json().items;
    expect(found.map((row: { title: string }) => row.title)).toEqual(["6'4 fish surfboard"]);
    const first = (await admin.get("/api/admin/properties?city=gold-coast&limit=2")).json();
    expect(first.items).toHaveLength(2);
    const next = (
      await admin.get(`/api/admin/properties?city=gold-coast&limit=50&cursor=${first.nextCursor}`)
    ).json();
    expect(
      [...first.items, ...next.items].every(
        (row: { city: { slug: string } }) => row.city.slug === "gold-coast",
      ),
    ).toBe(true);
  });

  it("says so for an unknown city", async () => {
    const unknown = await admin.get("/api/admin/listings?city=atlantis");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("City not found");
  });
});

describe("removing the demo content", () => {
  it("is for admins only", async () => {
    for (const method of ["GET", "DELETE"]) {
      expect((await visitor.request(method, "/api/admin/demo-content")).statusCode).toBe(401);
      expect((await member.request(method, "/api/admin/demo-content")).statusCode).toBe(403);
    }
  });

  it("removes the demo members, their content and photos, and leaves real members' content", async () => {
    const before = await admin.get("/api/admin/demo-content");
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      members: 9,
      listings: 21,
      properties: 15,
      restaurants: 9,
      shops: 9,
      events: 9,
    });
    const demoListing = (await visitor.get("/api/cities/miami/marketplace-items?q=paddle")).json()
      .items[0];
    expect((await visitor.get(demoListing.thumbnailUrl)).statusCode).toBe(200);
    const demoShop = (await visitor.get("/api/cities/cape-town/shops")).json().items[0];
    expect((await visitor.get(demoShop.thumbnailUrl)).statusCode).toBe(200);
    // The member saves a demo listing and goes to a demo event.
    expect(
      (await member.request("PUT", `/api/marketplace-items/${demoListing.id}/saved`)).statusCode,
    ).toBe(204);
    const demoEvent = (await visitor.get("/api/cities/miami/events"))
      .json()
      .items.find((event: { id: string }) => event.id !== own.event);
    expect(
      (await member.request("PUT", `/api/events/${demoEvent.id}/rsvp`, { status: "going" }))
        .statusCode,
    ).toBe(200);
    const files = path.join(t.settings.DATA_DIR, "uploads");
    const filesBefore = (await readdir(files, { recursive: true })).length;

    const removed = await admin.request("DELETE", "/api/admin/demo-content");
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual(before.json());

    // Nothing demo is left, and no demo photo is served.
    expect((await admin.get("/api/admin/demo-content")).json()).toEqual({
      members: 0,
      listings: 0,
      properties: 0,
      restaurants: 0,
      shops: 0,
      events: 0,
    });
    expect(
      await t.db
        .select()
        .from(user)
        .where(like(user.email, `%@${demoEmailDomain}`)),
    ).toEqual([]);
    expect((await visitor.get(demoListing.thumbnailUrl)).statusCode).toBe(404);
    expect((await visitor.get(demoShop.thumbnailUrl)).statusCode).toBe(404);
    expect((await readdir(files, { recursive: true })).length).toBeLessThan(filesBefore);
    for (const city of ["gold-coast", "cape-town"]) {
      for (const collection of ["marketplace-items", "properties", "restaurants", "shops"]) {
        expect((await visitor.get(`/api/cities/${city}/${collection}`)).json().items).toEqual([]);
      }
      expect((await visitor.get(`/api/cities/${city}/events`)).json().items).toEqual([]);
    }

    // The real member's listing (with its photo), post and event stay.
    const listings = (await visitor.get("/api/cities/miami/marketplace-items")).json().items;
    expect(listings.map((item: { title: string }) => item.title)).toEqual(["Snorkel set"]);
    expect((await visitor.get(own.photoUrl)).statusCode).toBe(200);
    const feed = (await member.get("/api/cities/miami/posts")).json().items;
    expect(feed.map((post: { id: string }) => post.id)).toContain(own.post);
    const events = (await visitor.get("/api/cities/miami/events")).json().items;
    expect(events.map((event: { id: string }) => event.id)).toEqual([own.event]);
    // Their Saved list says the demo listing was removed, as for any deleted seller's.
    const saved = (await member.get("/api/me/saved")).json();
    expect(JSON.stringify(saved)).toContain("Inflatable paddle board");

    // The Activity tab has a line per demo member.
    const activity = (await admin.get("/api/admin/activity?action=delete-user&limit=100")).json();
    const lines = activity.items.filter(
      (entry: { reason: string | null }) => entry.reason === demoRemovalReason,
    );
    expect(lines).toHaveLength(9);

    // Again: nothing to remove, nothing fails.
    const again = await admin.request("DELETE", "/api/admin/demo-content");
    expect(again.statusCode).toBe(200);
    expect(again.json().members).toBe(0);
  });
});
