import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("security basics", () => {
  it("sends pages a strict Content-Security-Policy and helmet's headers", async () => {
    const page = await new TestClient(t.app).get("/api/docs");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Nothing uses <base>; 'none' stops injected markup from re-pointing relative URLs.
    expect(page.headers["content-security-policy"]).toContain("base-uri 'none'");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("sends API answers a policy that allows nothing, and only the headers that act on them", async () => {
    const response = await new TestClient(t.app).get("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers).toMatchObject({
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      "cross-origin-resource-policy": "same-origin",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
    });
    expect(response.headers["referrer-policy"]).toBeUndefined();
    // A refusal carries them too.
    const missing = await new TestClient(t.app).get("/api/no-such-route");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
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
