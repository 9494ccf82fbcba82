import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { type AuthHooks, createAuth } from "../../session/auth.ts";
import { expandAuthWildcard, registeredRoutes } from "../fuzz/registered-routes.ts";

let t: TestApp;
let document: { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
});
afterAll(() => t.close());

// Not API routes: the reference itself, the outbox and the pseudo-locale's catalog (of
// dev and tests only), the uploaded files, the metrics scrape and the web app's pages.
const undocumented = (url: string) =>
  url.startsWith("/api/docs") ||
  url === "/api/openapi.json" ||
  url.startsWith("/api/dev/") ||
  url === "/api/i18n/en-XA" ||
  url === "/api/auth/*" ||
  !url.startsWith("/api/");

describe("the API reference", () => {
  it("is a valid OpenAPI document", async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it("describes every registered API route, better-auth's included, and no dev-only route", () => {
    // Only read for its endpoint list; it serves nothing, so it needs no hooks.
    const auth = createAuth({
      settings: t.settings,
      db: t.db,
      mailer: { send: async () => {} },
      hooks: {} as AuthHooks,
      background: t.app.background,
    });
    const routes = expandAuthWildcard(registeredRoutes(t.app), auth);
    const missing = routes
      .filter((route) => !undocumented(route.url))
      .filter((route) => {
        const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
        return !document.paths[path]?.[route.method.toLowerCase()];
      });
    expect(missing).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/cities"]),
    );
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/api/dev/"))).toEqual([]);
  });

  it("is a page at /api/docs that loads under the strict Content-Security-Policy", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    // Every script and stylesheet it names is served from here.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      const url = new URL(asset ?? "", "http://localhost/api/docs/").pathname;
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    const json = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.json()).toEqual(document);
  });
});
