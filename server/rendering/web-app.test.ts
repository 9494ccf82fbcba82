// How the built web app goes out (decision 018): precompressed copies chosen by
// Accept-Encoding, hashed assets cached for a year, HTML revalidated, and the
// prerendered public pages on their own paths only. A small stand-in build keeps
// the test independent of `vite build`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../tests/support/test-app.ts";

const script = `console.log(${JSON.stringify("waves ".repeat(400))});\n`;
const shell = '<!doctype html><html><body><div id="root"></div></body></html>\n';
const landing =
  '<!doctype html><html><body><div id="root"><h1>Welcome to Coastal</h1></div></body></html>\n';
const asset = "/assets/index-B8JlcNTk.js";
const feedShell =
  '<!doctype html><html><head><link rel="modulepreload" href="/assets/feed-page-Ab12.js"></head><body><div id="root"></div></body></html>\n';
const listingShell =
  '<!doctype html><html><head><link rel="modulepreload" href="/assets/listing-Cd34.js"></head><body><div id="root"></div></body></html>\n';
const newListingShell =
  '<!doctype html><html><head><link rel="modulepreload" href="/assets/new-listing-Ef56.js"></head><body><div id="root"></div></body></html>\n';

/** Writes a file with the .br and .gz copies the build would put next to it. */
function writeBuilt(root: string, file: string, content: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  writeFileSync(`${full}.br`, brotliCompressSync(content));
  writeFileSync(`${full}.gz`, gzipSync(content));
}

let testApp: TestApp;
let client: TestClient;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), "coastal-web-dist-"));
  writeBuilt(webDist, "index.html", shell);
  writeBuilt(webDist, asset, script);
  writeBuilt(webDist, "prerendered/landing.html", landing);
  writeFileSync(
    path.join(webDist, "prerendered-pages.json"),
    JSON.stringify({ "/": "prerendered/landing.html" }),
  );
  writeBuilt(webDist, "shells/feed-page.html", feedShell);
  writeBuilt(webDist, "shells/listing-detail-page.html", listingShell);
  writeBuilt(webDist, "shells/new-listing-page.html", newListingShell);
  writeFileSync(
    path.join(webDist, "route-shells.json"),
    JSON.stringify([
      ["/city/:city/feed", "shells/feed-page.html"],
      ["/city/:city/marketplace/:id", "shells/listing-detail-page.html"],
      ["/city/:city/marketplace/new", "shells/new-listing-page.html"],
    ]),
  );
  testApp = await createTestApp({}, { webDist });
  client = new TestClient(testApp.app);
});

afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  client.request(
    "GET",
    url,
    undefined,
    acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  );

describe("hashed assets", () => {
  it("go out Brotli-compressed to browsers that accept it, cached for a year", async () => {
    const response = await get(asset, "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("go out gzipped when the browser accepts only gzip", async () => {
    const response = await get(asset, "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it("go out as they are when the client accepts no compression", async () => {
    const response = await get(asset);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });
});

describe("pages", () => {
  it("answer a client route with its page shell, which preloads that page's chunks", async () => {
    const response = await get("/city/miami/feed?post=12", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(feedShell);
  });

  it("pick the most specific route's shell, as the client router does", async () => {
    expect((await get("/city/miami/marketplace/new")).body).toBe(newListingShell);
    expect((await get("/city/miami/marketplace/3f0c")).body).toBe(listingShell);
    expect((await get("/city/miami/marketplace/3f0c/photos")).body).toBe(shell);
  });

  it("answer other client routes with index.html, compressed and revalidated on every visit", async () => {
    const response = await get("/city/miami/polls", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(shell);
  });

  it("answer a prerendered page's path with its prerendered HTML", async () => {
    const response = await get("/", "gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(gunzipSync(response.rawPayload).toString()).toBe(landing);
  });

  it("answer HEAD like GET, for uptime checks", async () => {
    const response = await client.request("HEAD", "/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("answer that path with a query string with index.html, which the query cannot contradict", async () => {
    const response = await get("/?city=miami");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(shell);
  });

  it("leave unknown API paths a JSON 404", async () => {
    const response = await get("/api/nothing-here", "br");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Not found" });
  });
});
