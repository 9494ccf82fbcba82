import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// Issue 30: the directories refuse in the request's language; the code stays the same.
let t: TestApp;
let member: TestClient;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  const admin = (await signUpAdmin(t)).client;
  member = (await signUpMember(t, admin, "miami")).client;
});
afterAll(() => t.close());

const spanish = { "accept-language": "es-US,es;q=0.9,en;q=0.5" };
const item = {
  title: "Tabla de surf",
  description: "Poco uso",
  category: "sports",
  condition: "good",
  price: 120,
};

describe("the directories' refusals in Spanish", () => {
  it("tells a visitor to sign in, in Spanish, with the same code", async () => {
    const refused = await new TestClient(t.app).request(
      "POST",
      "/api/cities/miami/marketplace-items",
      item,
      spanish,
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      code: "UNAUTHORIZED",
      message: "Debes iniciar sesión para crear una publicación.",
    });
  });

  it("says a missing field and a missing entry in Spanish", async () => {
    const untitled = await member.request(
      "POST",
      "/api/cities/miami/marketplace-items",
      { ...item, title: " " },
      spanish,
    );
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe("Ingresa un título.");
    const missing = await member.request(
      "GET",
      "/api/properties/00000000-0000-4000-8000-000000000000",
      undefined,
      spanish,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("No se encontró la propiedad.");
  });

  it("answers in English to an English browser", async () => {
    const missing = await new TestClient(t.app).request(
      "GET",
      "/api/restaurants/00000000-0000-4000-8000-000000000000",
      undefined,
      { "accept-language": "en-AU" },
    );
    expect(missing.json().message).toBe("Restaurant not found.");
  });
});
