// Issue 27, item 6: a shared cache in front of Coastal (a CDN, a company proxy) must
// never keep an answer that depends on who asked, or it serves one member's page to the
// next person. A census of every GET route, as a visitor, a member and an admin: each
// answer says how it may be cached, and only answers that are the same for everyone
// may be kept by a shared cache.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEventBody } from "../../../tests/support/event-body.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { readOnlyAuth } from "../../features/fuzz/fuzz-target.ts";
import {
  type Endpoint,
  expandAuthWildcard,
  registeredRoutes,
} from "../../features/fuzz/registered-routes.ts";

const personal = "private, no-store";
const immutable = "public, max-age=31536000, immutable";

/** The answers that are the same for everyone, and how long a cache may keep them. */
const publicAnswers: [RegExp, string][] = [
  [/^\/api\/events\/[^/]+\/calendar\.ics$/, "public, max-age=300"],
  [/^\/api\/cities\/[^/]+\/calendar\.ics$/, "public, max-age=300"],
  [/^\/api\/sign-in-options$/, "public, max-age=300"],
  // The server's VAPID public key: the same for everyone (decision 076).
  [/^\/api\/push\/key$/, "public, max-age=3600"],
  [/^\/api\/openapi\.json$/, "public, max-age=300"],
  [/^\/uploads\//, immutable],
  // The built web app: hashed files for a year, the rest revalidated (decision 018).
  [/^\/assets\//, immutable],
  // Pages: the prerendered ones and the shells the browser's script fills (those drawn
  // per request with the viewer's data are private: server-rendered-pages.test.ts).
  [/^\/(?!api\/|uploads\/|assets\/|metrics$|dev\/)/, "no-cache"],
];

const expectedFor = (url: string, status: number) => {
  // The API's documentation page and its files, whatever their status.
  if (url.startsWith("/api/docs")) return "public, max-age=300";
  return (status === 200 && publicAnswers.find(([pattern]) => pattern.test(url))?.[1]) || personal;
};

let t: TestApp;
let webDist: string;
const clients: Record<string, TestClient> = {};
const values: Record<string, string> = {};
let endpoints: Endpoint[] = [];

beforeAll(async () => {
  // A stand-in web build, so pages and files are counted too.
  webDist = mkdtempSync(path.join(tmpdir(), "coastal-cache-census-"));
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), '<div id="root"></div>');
  writeFileSync(path.join(webDist, "landing.html"), "<h1>Welcome to Coastal</h1>");
  writeFileSync(path.join(webDist, "prerendered-pages.json"), '{"/":"landing.html"}');
  writeFileSync(path.join(webDist, "assets/index-Ab12.js"), "console.log(1)");
  t = await createTestApp({}, { webDist });

  const admin = await signUpAdmin(t);
  const member = await signUpMember(t, admin.client, "gold-coast");
  clients.visitor = new TestClient(t.app);
  clients.member = member.client;
  clients.admin = admin.client;

  // One of everything a GET route can name, so the census sees full answers, not 404s.
  const created = async (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Record<string, string>;
  };
  const png = { body: await smallPng(), name: "p.png", type: "image/png" };
  const photo = [{ ...png, field: "photo" }];
  const m = member.client;
  const post = await created(
    await m.upload("/api/cities/gold-coast/posts", [{ ...png, field: "image" }], {
      content: "Sunrise",
    }),
  );
  const comment = await created(await m.post(`/api/posts/${post.id}/comments`, { content: "Hi" }));
  const poll = await created(
    await admin.client.post("/api/cities/gold-coast/polls", {
      question: "Best beach?",
      options: ["Burleigh", "Kirra"],
    }),
  );
  const listing = await created(
    await m.post("/api/cities/gold-coast/marketplace-items", {
      title: "Teak chair",
      description: "Solid teak.",
      category: "furniture",
      condition: "good",
      price: 120,
    }),
  );
  const property = await created(
    await m.post("/api/cities/gold-coast/properties", {
      title: "Beach cottage",
      description: "Two minutes to the sand.",
      price: 850000,
      listingType: "sale",
      propertyType: "house",
      bedrooms: 3,
      bathrooms: 1,
      streetAddress: "12 Pacific Parade",
      suburb: "Burleigh Heads",
      postalCode: "4220",
      contactEmail: "agent@example.com",
    }),
  );
  const event = await created(await m.post("/api/cities/gold-coast/events", newEventBody()));
  const business = {
    name: "Salt & Linen",
    description: "Linen shirts.",
    priceRange: "$$",
    address: "12 Ocean Drive",
    phone: "+61 7 5555 0101",
  };
  const restaurant = await created(
    await m.upload("/api/cities/gold-coast/restaurants", photo, {
      data: JSON.stringify({ ...business, cuisine: "Seafood", hoursPreset: "Mon-Sun: 10am-10pm" }),
    }),
  );
  const shop = await created(
    await m.upload("/api/cities/gold-coast/shops", photo, {
      data: JSON.stringify({ ...business, category: "Clothing", hours: "Tue-Sun: 10am-6pm" }),
    }),
  );
  const me = (await m.get("/api/me")).json().viewer;
  Object.assign(values, {
    city: "gold-coast",
    posts: post.id,
    comments: comment.id,
    polls: poll.id,
    listings: listing.id,
    properties: property.id,
    events: event.id,
    restaurants: restaurant.id,
    shops: shop.id,
    username: me.username,
    userId: me.id,
    users: me.id,
    key: String((post.photos as unknown as { thumbnailUrl: string }[])[0]?.thumbnailUrl)
      .split("/")
      .pop(),
  });
  endpoints = expandAuthWildcard(registeredRoutes(t.app), readOnlyAuth(t)).filter(
    (endpoint) => endpoint.method === "GET",
  );
});

afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The route's path with real values: "/api/posts/:id" -> the post's id. */
const concrete = (url: string) =>
  url
    .replace(
      /\/([a-z-]+)\/:id/g,
      (_, resource: string) => `/${resource}/${values[resource] ?? "x"}`,
    )
    .replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? "x")
    .replace(/\*$/, "x");

/** Status and headers; an event stream's body is never read. */
async function headersOf(client: TestClient, url: string) {
  const cookie = client.cookieHeader();
  const response = await t.app.inject({
    method: "GET",
    url,
    headers: cookie ? { cookie } : {},
    payloadAsStream: true,
  });
  (response.stream() as Readable).destroy();
  return { status: response.statusCode, headers: response.headers };
}

describe("Cache-Control on every GET answer", () => {
  it("is private, no-store for anything that depends on the viewer; public answers say for how long", async () => {
    const urls = [
      ...new Set([
        ...endpoints.map((endpoint) => concrete(endpoint.url)),
        "/",
        "/communities",
        "/city/gold-coast/feed",
        "/assets/index-Ab12.js",
        "/no/such/page",
        "/api/no-such-route",
      ]),
    ];
    expect(urls.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    const statuses = new Set<number>();
    for (const url of urls) {
      for (const [who, client] of Object.entries(clients)) {
        const { status, headers } = await headersOf(client, url);
        statuses.add(status);
        const said = String(headers["cache-control"] ?? "(none)");
        const expected = expectedFor(url, status);
        // A fresh session cookie is as personal as it gets.
        const keepable = !/private|no-store/.test(said);
        if (said !== expected || (keepable && headers["set-cookie"])) {
          wrong.push(`${who} GET ${url} -> ${status} "${said}", expected "${expected}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect([...statuses]).toEqual(expect.arrayContaining([200, 401, 403, 404]));
  });
});
