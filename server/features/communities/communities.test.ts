import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityNameFromSlug } from "../../../contracts/communities.ts";
import { createTestApp, type TestApp, TestClient } from "../../../tests/support/test-app.ts";

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

  it("title-cases a city name from its slug", () => {
    expect(cityNameFromSlug("cape-town")).toBe("Cape Town");
    expect(cityNameFromSlug("gold-coast")).toBe("Gold Coast");
  });
});
