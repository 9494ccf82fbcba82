import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security basics", () => {
  it("sends security headers with a Content-Security-Policy", async () => {
    const response = await new TestClient(t.app).get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Nothing uses <base>; 'none' stops injected markup from re-pointing relative URLs.
    expect(response.headers["content-security-policy"]).toContain("base-uri 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses state-changing requests from another origin", async () => {
    const client = new TestClient(t.app);
    const body = { email: "x@example.com", password: "Sunny-Beach-42", name: "x" };
    const foreign = await client.request("POST", "/api/auth/sign-up/email", body, {
      origin: "https://evil.example",
    });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await client.request(
      "POST",
      "/api/auth/sign-out",
      {},
      {
        "sec-fetch-site": "cross-site",
      },
    );
    expect(crossSite.statusCode).toBe(403);
    const own = await client.request("POST", "/api/auth/sign-up/email", body, {
      origin: testBaseUrl,
    });
    expect(own.statusCode).toBe(200);
  });

  it("answers unknown API paths and malformed JSON with a clear 4xx and no stack", async () => {
    const client = new TestClient(t.app);
    const missing = await client.get("/api/nothing-here");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.body).not.toContain("at ");
    expect((await client.get("/api/health")).statusCode).toBe(200);
  });

  it("publishes the OpenAPI document at /api/openapi.json", async () => {
    const response = await new TestClient(t.app).get("/api/openapi.json");
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/health", "/api/me", "/api/cities"]));
  });
});
