import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

const token = "a-long-scrape-token-for-tests";
let withToken: TestApp;
let without: TestApp;
beforeAll(async () => {
  withToken = await createTestApp({ METRICS_TOKEN: token });
  without = await createTestApp();
});
afterAll(async () => {
  await withToken.close();
  await without.close();
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: authorization ? { authorization } : {},
  });

describe("/metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const response = await scrape(without, `Bearer ${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
  });

  it("refuses a scrape without the token or with another one", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", token, `Basic ${token}`]) {
      const response = await scrape(withToken, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain("coastal_");
    }
  });

  it("serves Prometheus text: requests per route, pool, live streams, mail and jobs", async () => {
    const visitor = new TestClient(withToken.app);
    await visitor.get("/api/health");
    await visitor.get("/api/cities/miami");
    await visitor.get("/api/no-such-thing");
    await signUpVerified(withToken);

    const response = await scrape(withToken, `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const text = response.body;
    expect(text).toContain(
      'coastal_http_requests_total{method="GET",route="/api/health",status="200"} 1',
    );
    expect(text).toContain('route="/api/cities/:city"');
    expect(text).toMatch(
      /coastal_http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 1/,
    );
    expect(text).toMatch(/coastal_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain("coastal_live_stream_subscribers 0");
    // The verification mail, kept in the outbox here.
    expect(text).toContain('coastal_mail_total{outcome="sent"} 1');
    expect(text).toContain("# TYPE coastal_jobs_total counter");
    expect(text).toContain("process_cpu_seconds_total");
  });
});
