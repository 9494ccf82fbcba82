import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("liveness", () => {
  it("answers the JSON its schema describes, as a JSON answer", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.body).toBe('{"status":"ok"}');
    expect(response.headers["content-length"]).toBe(String(response.body.length));
  });

  it("answers HEAD with the same headers and no body", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.body).toBe("");
  });

  it("is described in the API reference with its answer's schema", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const answer = document.paths["/api/health"].get.responses["200"];
    expect(answer.content["application/json"].schema).toMatchObject({
      type: "object",
      properties: { status: { enum: ["ok"] } },
      required: ["status"],
    });
  });
});
