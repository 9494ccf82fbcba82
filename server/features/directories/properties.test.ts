import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyPhotosMessage } from "../../../contracts/listing-parts.ts";
import { type CreateProperty, propertyMessages } from "../../../contracts/properties.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { propertyListings } from "../../db/schema.ts";

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

const uploadedFiles = async () =>
  readdir(path.join(t.settings.DATA_DIR, "uploads")).catch(() => [] as string[]);

describe("listing a property", () => {
  it("stores the spec's fields: features split and trimmed, status from the listing type", async () => {
    const created = await create(alice);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: "Beach cottage",
      price: 850000,
      status: "for_sale",
      bedrooms: 3,
      bathrooms: 1.5,
      parkingSpaces: 2,
      floorAreaSqm: 140.5,
      features: ["deck", "outdoor shower", "pool"],
      contact: { email: "agent@example.com", phone: "+61 400 000 000" },
      canEdit: true,
    });
    const rental = await create(alice, { ...cottage, listingType: "rental", price: 650 });
    expect(rental.json().status).toBe("for_rent");
  });

  it("stores empty optional numbers and text as null", async () => {
    const body = {
      title: "Vacant block",
      description: "Flat, cleared, services at the street.",
      price: 320000,
      listingType: "sale",
      propertyType: "land",
      streetAddress: "Lot 4 Ridge Road",
      bedrooms: null,
      bathrooms: null,
      contactEmail: "",
      suburb: "",
    };
    const created = (await create(bob, body)).json();
    expect(created).toMatchObject({
      bedrooms: null,
      bathrooms: null,
      parkingSpaces: null,
      suburb: null,
      features: [],
    });
    const [row] = await t.db
      .select()
      .from(propertyListings)
      .where(eq(propertyListings.id, created.id));
    expect(row).toMatchObject({ contactEmail: null, floorAreaSqm: null, priceCents: 32000000 });
    // No contact email of its own: the lister's account address.
    expect(created.contact.email).toMatch(/@example\.com$/);
  });

  it("refuses visitors, unknown cities and bad fields with the spec's words", async () => {
    const signedOut = await create(visitor);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(propertyMessages.loginToCreate.defaultMessage);
    const nowhere = await create(alice, cottage, "atlantis");
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe(propertyMessages.cityNotFound.defaultMessage);

    const cases: [unknown, string][] = [
      [{ ...cottage, bathrooms: 1.3 }, propertyMessages.bathroomsStep.defaultMessage],
      [{ ...cottage, bedrooms: -1 }, propertyMessages.wholeNumber.defaultMessage],
      [{ ...cottage, bedrooms: 2.5 }, propertyMessages.wholeNumber.defaultMessage],
      [{ ...cottage, parkingSpaces: -2 }, propertyMessages.wholeNumber.defaultMessage],
      [{ ...cottage, landAreaSqm: -10 }, propertyMessages.areaInvalid.defaultMessage],
      [{ ...cottage, price: -1 }, "Price must be 0 or more."],
      [{ ...cottage, propertyType: "castle" }, propertyMessages.badPropertyType.defaultMessage],
      [{ ...cottage, listingType: "swap" }, propertyMessages.badListingType.defaultMessage],
      [{ ...cottage, streetAddress: " " }, propertyMessages.addressRequired.defaultMessage],
      [{ ...cottage, contactEmail: "not an email" }, propertyMessages.badEmail.defaultMessage],
    ];
    for (const [body, message] of cases) {
      const refused = await create(alice, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toEqual({ code: "VALIDATION", message });
    }
  });

  it("refuses a body that is neither JSON nor a form", async () => {
    const response = await alice.request("POST", "/api/cities/gold-coast/properties", undefined, {
      "content-type": "text/plain",
    });
    expect(response.statusCode).toBe(415);
  });

  it("takes up to 8 photos and refuses a 9th", async () => {
    const png = await smallPng();
    const photos = (n: number) =>
      Array.from({ length: n }, () => ({ field: "photos", body: png, type: "image/png" }));
    const ok = await alice.upload("/api/cities/gold-coast/properties", photos(8), {
      data: JSON.stringify(cottage),
    });
    expect(ok.json().photos).toHaveLength(8);
    const before = await uploadedFiles();
    const refused = await alice.upload("/api/cities/gold-coast/properties", photos(9), {
      data: JSON.stringify(cottage),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(tooManyPhotosMessage);
    expect(await uploadedFiles()).toEqual(before);
  });
});

describe("who may change a property", () => {
  it("lets the lister or an admin edit, set the status and delete; others 403, visitors 401", async () => {
    const png = await smallPng();
    const property = (
      await alice.upload(
        "/api/cities/gold-coast/properties",
        [{ field: "photos", body: png, type: "image/png" }],
        {
          data: JSON.stringify(cottage),
        },
      )
    ).json();
    const url = `/api/properties/${property.id}`;
    expect((await bob.request("PUT", url, { title: "x" })).json().message).toBe(
      propertyMessages.notOwner.defaultMessage,
    );
    expect((await visitor.request("PUT", url, { title: "x" })).statusCode).toBe(401);
    expect((await bob.post(`${url}/status`, { status: "sold" })).statusCode).toBe(403);
    expect((await bob.request("DELETE", url)).statusCode).toBe(403);

    const edited = await alice.request("PUT", url, {
      bathrooms: 2.5,
      features: "garage",
      price: 799000.5,
    });
    expect(edited.json()).toMatchObject({
      bathrooms: 2.5,
      features: ["garage"],
      price: 799000.5,
      title: "Beach cottage",
    });
    expect((await alice.request("PUT", url, { bathrooms: 1.3 })).statusCode).toBe(400);
    for (const status of ["under_offer", "sold", "rented", "for_sale"]) {
      expect((await alice.post(`${url}/status`, { status })).json().status).toBe(status);
    }
    expect((await alice.post(`${url}/status`, { status: "available" })).json().message).toBe(
      propertyMessages.badStatus.defaultMessage,
    );
    expect((await admin.post(`${url}/status`, { status: "sold" })).json().status).toBe("sold");

    const keys = property.photos.map((p: { key: string }) => p.key);
    expect((await admin.request("DELETE", url, { reason: "spam" })).statusCode).toBe(204);
    expect((await visitor.get(url)).json().message).toBe(propertyMessages.notFound.defaultMessage);
    const files = await uploadedFiles();
    for (const key of keys) expect(files).not.toContain(key);
  });

  it("shows contact details only to signed-in viewers", async () => {
    const property = (await create(alice)).json();
    expect((await visitor.get(`/api/properties/${property.id}`)).json().contact).toBeNull();
    expect((await bob.get(`/api/properties/${property.id}`)).json().contact).toEqual({
      email: "agent@example.com",
      phone: "+61 400 000 000",
    });
  });
});
