import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

// The pseudo-locale is a tool for finding hard-coded text: a test or development server
// hands out its catalog, a production one does not have it at all.
describe("the en-XA catalog", () => {
  let testing: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    testing = await createTestApp();
    production = await createTestApp({ PSEUDO_LOCALE: "false" });
  });
  afterAll(async () => {
    await testing?.close();
    await production?.close();
  });

  it("wraps and accents every message the code defines, arguments kept", async () => {
    const answer = await testing.app.inject({ method: "GET", url: "/api/i18n/en-XA" });
    expect(answer.statusCode).toBe(200);
    const { messages } = answer.json() as { messages: Record<string, string> };
    // platform.internal's English is "Something went wrong".
    expect(messages["platform.internal"]).toMatch(/^\[!! Ş.* !!\]$/);
    expect(messages["platform.internal"]).not.toMatch(/[A-Za-z]{3}/);
    for (const text of Object.values(messages)) expect(text).toMatch(/^\[!! [\s\S]* !!\]$/);
  });

  it("is not there when the server says no pseudo-locale", async () => {
    const answer = await production.app.inject({ method: "GET", url: "/api/i18n/en-XA" });
    expect(answer.statusCode).toBe(404);
  });
});
