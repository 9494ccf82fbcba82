import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityMessages } from "../../../contracts/admin.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Issue 30: each city writes its prices in its own locale and currency, set when an
// admin adds it and editable later.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  admin = (await signUpAdmin(t)).client;
});
afterAll(() => t.close());

const cityAnswer = async (slug: string) =>
  (await new TestClient(t.app).get(`/api/cities/${slug}`)).json();

describe("a city's locale and currency", () => {
  it("come with every city's answer, the seeded cities with their own", async () => {
    const { cities } = (await new TestClient(t.app).get("/api/cities")).json();
    const formats = Object.fromEntries(
      cities.map((c: { slug: string; locale: string; currency: string }) => [
        c.slug,
        `${c.locale} ${c.currency}`,
      ]),
    );
    expect(formats).toMatchObject({
      "gold-coast": "en-AU AUD",
      miami: "en-US USD",
      "cape-town": "en-ZA ZAR",
    });
    expect(await cityAnswer("cape-town")).toMatchObject({ locale: "en-ZA", currency: "ZAR" });
  });

  it("are set when an admin adds a city, and refused when not on the lists", async () => {
    const added = await admin.post("/api/admin/cities", {
      name: "Buenos Aires",
      timeZone: "America/Buenos_Aires",
      locale: "es-AR",
      currency: "ars",
    });
    expect(added.statusCode).toBe(201);
    expect(await cityAnswer("buenos-aires")).toMatchObject({ locale: "es-AR", currency: "ARS" });

    const badCurrency = await admin.post("/api/admin/cities", {
      name: "Durban",
      timeZone: "Africa/Johannesburg",
      currency: "RAND",
    });
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json().message).toBe(cityMessages.currency.defaultMessage);
    const badLocale = await admin.post("/api/admin/cities", {
      name: "Durban",
      timeZone: "Africa/Johannesburg",
      locale: "zz-ZZ",
    });
    expect(badLocale.statusCode).toBe(400);
    expect(badLocale.json().message).toBe("Choose a locale from the list.");
  });

  it("say a refusal in Spanish to a Spanish browser", async () => {
    const refused = await admin.request(
      "POST",
      "/api/admin/cities",
      { name: "Durban", timeZone: "Africa/Johannesburg", currency: "RAND" },
      { "accept-language": "es-MX,es;q=0.9" },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Elige una moneda de la lista.");
  });

  it("are editable later by an admin only, prices keeping their amounts", async () => {
    await admin.post("/api/admin/cities", { name: "Perth", timeZone: "Australia/Perth" });
    expect(await cityAnswer("perth")).toMatchObject({ locale: "en-US", currency: "USD" });
    const member = (await signUpVerified(t)).client;
    const asMember = await member.request("PATCH", "/api/admin/cities/perth", { currency: "AUD" });
    expect(asMember.statusCode).toBe(403);

    const edited = await admin.request("PATCH", "/api/admin/cities/perth", {
      locale: "en-AU",
      currency: "AUD",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ slug: "perth", locale: "en-AU", currency: "AUD" });
    expect(await cityAnswer("perth")).toMatchObject({ locale: "en-AU", currency: "AUD" });

    const bad = await admin.request("PATCH", "/api/admin/cities/perth", { currency: "XYZW" });
    expect(bad.statusCode).toBe(400);
    const missing = await admin.request("PATCH", "/api/admin/cities/atlantis", { locale: "en-GB" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("City not found.");
    const nothing = await admin.request("PATCH", "/api/admin/cities/perth", {});
    expect(nothing.json()).toMatchObject({ locale: "en-AU", currency: "AUD" });
  });
});
