import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityNameFromSlug } from "../../../contracts/communities.ts";
import { createTestApp, type TestApp, TestClient } from "../../../tests/support/test-app.ts";
import { utcOffsetMinutes } from "./cities.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("communities", () => {
  it("lists the three launch cities for visitors with no standing", async () => {
    const response = await new TestClient(t.app).get("/api/cities");
    expect(response.statusCode).toBe(200);
    const cities = response.json().cities as { slug: string; name: string; viewerStatus: string }[];
    expect(cities.map((c) => c.slug).sort()).toEqual(["cape-town", "gold-coast", "miami"]);
    expect(cities.find((c) => c.slug === "gold-coast")?.name).toBe("Gold Coast");
    expect(cities.every((c) => c.viewerStatus === "none")).toBe(true);
  });

  it("gives each city's offset from UTC now, so a browser shows its clock without Intl", async () => {
    const cities = (await new TestClient(t.app).get("/api/cities")).json().cities as {
      slug: string;
      utcOffsetMinutes: number;
    }[];
    const offset = (slug: string) => cities.find((c) => c.slug === slug)?.utcOffsetMinutes;
    expect(offset("gold-coast")).toBe(600); // Brisbane keeps no summer time
    expect(offset("cape-town")).toBe(120);
    expect([-300, -240]).toContain(offset("miami"));
  });

  it("counts summer time and half hours in a zone's offset", () => {
    const july = new Date("2026-07-01T12:00:00Z");
    const january = new Date("2026-01-01T12:00:00Z");
    expect(utcOffsetMinutes("America/New_York", july)).toBe(-240);
    expect(utcOffsetMinutes("America/New_York", january)).toBe(-300);
    expect(utcOffsetMinutes("Australia/Adelaide", january)).toBe(630);
    expect(utcOffsetMinutes("America/St_Johns", january)).toBe(-210);
    expect(utcOffsetMinutes("UTC", july)).toBe(0);
  });

  it("title-cases a city name from its slug", () => {
    expect(cityNameFromSlug("cape-town")).toBe("Cape Town");
    expect(cityNameFromSlug("gold-coast")).toBe("Gold Coast");
  });
});
