// Decision 040: a member's feed and a listing go out drawn by the server, with exactly
// what the API gives that browser, and the plain shell otherwise. The real renderer (the
// `vite build --ssr` of web/app/render-page.tsx, built here into .tmp/) draws into a small
// stand-in shell, so the test does not need the whole web build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  joinAnswers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../tests/support/test-app.ts";
import { startThrowawayPostgres } from "../../tests/support/throwaway-postgres.ts";
import { anEvent } from "../features/events/events-test-support.ts";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const shell = (page: string) =>
  `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-T3st.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/${page}-T3st.js">
  </head><body><div id="root"></div></body></html>\n`;
const feedShell = shell("feed-page");
const listingShell = shell("listing-detail-page");
/** Each newly drawn page's pattern and its stand-in shell (issue 37). */
const listShells: [string, string][] = [
  ["/city/:city/marketplace", shell("marketplace-pages")],
  ["/city/:city/property", shell("properties-pages")],
  ["/city/:city/dining", shell("dining-pages")],
  ["/city/:city/shopping", shell("shopping-pages")],
  ["/city/:city/events", shell("events-page")],
  ["/city/:city/search", shell("search-page")],
  ["/messages", shell("inbox-page")],
  ["/admin", shell("admin-dashboard-page")],
];
const shellOf = (pattern: string) => listShells.find(([each]) => each === pattern)?.[1];

/** A stand-in web build next to the real server renderer; returns the web folder. */
async function buildWithRenderer(): Promise<{ webDist: string; remove(): void }> {
  // Inside the project, so the renderer finds react & co. in node_modules.
  mkdirSync(path.join(projectRoot, ".tmp"), { recursive: true });
  const dir = mkdtempSync(path.join(projectRoot, ".tmp", "ssr-test-"));
  await build({
    configFile: path.join(projectRoot, "vite.config.ts"),
    logLevel: "silent",
    build: { ssr: "app/render-page.tsx", outDir: path.join(dir, "ssr"), emptyOutDir: true },
  });
  const webDist = path.join(dir, "web");
  mkdirSync(path.join(webDist, "shells"), { recursive: true });
  writeFileSync(path.join(webDist, "index.html"), shell("index"));
  writeFileSync(path.join(webDist, "shells/feed-page.html"), feedShell);
  writeFileSync(path.join(webDist, "shells/listing-detail-page.html"), listingShell);
  for (const [i, [, html]] of listShells.entries()) {
    writeFileSync(path.join(webDist, `shells/list-${i}.html`), html);
  }
  writeFileSync(
    path.join(webDist, "route-shells.json"),
    JSON.stringify([
      ["/city/:city/feed", "shells/feed-page.html"],
      ["/city/:city/marketplace/:id", "shells/listing-detail-page.html"],
      ...listShells.map(([pattern], i) => [pattern, `shells/list-${i}.html`]),
    ]),
  );
  return { webDist, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The query data the page carries for the browser, by query key. */
function firstScreenData(html: string): Map<string, unknown> {
  const json = html.match(
    /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s,
  );
  expect(json, "the page carries its data").not.toBeNull();
  const { queries } = JSON.parse(json?.[1] ?? "{}") as { queries: [unknown[], unknown][] };
  return new Map(queries.map(([queryKey, data]) => [JSON.stringify(queryKey), data]));
}

let built: Awaited<ReturnType<typeof buildWithRenderer>>;
let t: TestApp;
let member: TestClient;
let outsider: TestClient;
let postText: string;
let listingId: string;
let eventTitle: string;
let neighbour: TestClient;
let admin: TestClient;
let applicantEmail: string;

beforeAll(async () => {
  built = await buildWithRenderer();
  t = await createTestApp({}, { webDist: built.webDist });
  admin = (await signUpAdmin(t)).client;
  member = (await signUpMember(t, admin, "gold-coast")).client;
  outsider = (await signUpVerified(t)).client;
  // Text that would break out of the page or the data if anything were pasted in unescaped.
  postText = `Whales at Snapper Rocks </script><script>alert(1)</script> $' $& <!-- ${Date.now()}`;
  expect(
    (await member.post("/api/cities/gold-coast/posts", { content: postText })).statusCode,
  ).toBe(201);
  const listing = await member.post("/api/cities/gold-coast/marketplace-items", {
    title: "Bodyboard with leash",
    description: "Used one summer.",
    category: "other",
    condition: "good",
    price: 40,
  });
  expect(listing.statusCode).toBe(201);
  listingId = listing.json().id;
  eventTitle = `Sunrise paddle-out ${Date.now()}`;
  const event = await member.post("/api/cities/gold-coast/events", {
    ...anEvent({ title: eventTitle }),
  });
  expect(event.statusCode, event.body).toBe(201);
  neighbour = (await signUpMember(t, admin, "gold-coast")).client;
  const neighbourId = (await neighbour.get("/api/me")).json().viewer.id;
  const started = await member.post("/api/conversations", {
    toUserId: neighbourId,
    text: "Is the bodyboard still going?",
  });
  expect(started.statusCode, started.body).toBe(201);
  // Someone waiting in the admins' queue.
  const applicant = await signUpVerified(t);
  applicantEmail = applicant.email;
  const asked = await applicant.client.post("/api/cities/miami/membership-requests", {
    ...joinAnswers,
  });
  expect(asked.statusCode, asked.body).toBe(201);
}, 120_000);

afterAll(async () => {
  await t?.close();
  built?.remove();
});

describe("a member's feed", () => {
  it("arrives drawn with its posts, its data, and its script after the first paint", async () => {
    const response = await member.request("GET", "/city/gold-coast/feed", undefined, {
      "accept-encoding": "br",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers.vary).toBe("cookie, accept-language, accept-encoding");
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain("Gold Coast feed</h1>");
    expect(html).toContain(
      '<script defer src="/after-first-paint.js" data-entry="/assets/index-T3st.js" data-preloads="/assets/feed-page-T3st.js"></script>',
    );
    expect(html).not.toContain('<script type="module"');
    const data = firstScreenData(html);
    const feed = data.get('["feed","gold-coast"]') as { pages: { items: { content: string }[] }[] };
    expect(feed.pages[0]?.items[0]?.content).toBe(postText);
    expect(data.get('["cities","gold-coast"]')).toMatchObject({ viewerStatus: "member" });
  });

  it("is drawn in the browser's language, and says so in <html lang>", async () => {
    const response = await member.request("GET", "/city/gold-coast/feed", undefined, {
      "accept-language": "es-419,es;q=0.9",
    });
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain("Comunidades locales para la vida junto al mar.");
    expect(firstScreenData(response.body).get('["feed","gold-coast"]')).toBeDefined();
    const english = (await member.get("/city/gold-coast/feed")).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("Local communities for life by the sea.");
  });

  it("shows hostile text as text: nothing in a post closes an element or runs", async () => {
    const html = (await member.get("/city/gold-coast/feed")).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&#x27; $&amp; &lt;!--",
    );
    expect(html.match(/<script/g)).toHaveLength(2); // the loader and the data element
  });

  it("is the plain shell for a visitor and for a signed-in non-member", async () => {
    const visitor = await new TestClient(t.app).get("/city/gold-coast/feed");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toBe(feedShell);
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    const refused = await outsider.get("/city/gold-coast/feed");
    expect(refused.body).toBe(feedShell);
  });
});

describe("a listing", () => {
  it("arrives drawn for a visitor, without the seller's contact details", async () => {
    const response = await new TestClient(t.app).get(`/city/gold-coast/marketplace/${listingId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Bodyboard with leash</h1>");
    expect(response.body).toContain("Log in to see the seller&#x27;s contact details.");
    const listing = firstScreenData(response.body).get(
      `["marketplace-items","item","${listingId}"]`,
    );
    expect(listing).toMatchObject({ title: "Bodyboard with leash", contact: null });
  });

  it("is drawn in the language its address names", async () => {
    const response = await new TestClient(t.app).request(
      "GET",
      `/city/gold-coast/marketplace/${listingId}?lang=es`,
      undefined,
      { cookie: "coastal_lang=en" },
    );
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain("Bodyboard with leash</h1>");
    expect(response.body).toContain("Comunidades locales para la vida junto al mar.");
  });

  it("is the plain shell when there is no such listing", async () => {
    const missing = await member.get(
      "/city/gold-coast/marketplace/6d0f6e41-7f0e-4d43-9f1c-000000000000",
    );
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(listingShell);
  });
});

describe("a member's lists, events, search and inbox", () => {
  it("draw the marketplace with the address's filters, under the key its list reads", async () => {
    const html = (await member.get("/city/gold-coast/marketplace?category=other&q=bodyboard")).body;
    expect(html).toContain("Bodyboard with leash</h3>");
    const filters = {
      q: "bodyboard",
      category: "other",
      condition: "",
      status: "",
      minPrice: "",
      maxPrice: "",
    };
    const list = firstScreenData(html).get(
      JSON.stringify(["marketplace-items", "gold-coast", filters, "page"]),
    ) as { pages: { items: { title: string }[] }[]; pageParams: unknown[] };
    expect(list.pages[0]?.items.map((item) => item.title)).toEqual(["Bodyboard with leash"]);
    expect(list.pageParams).toEqual([null]);
    // Another category's list holds nothing of it.
    const furniture = (await member.get("/city/gold-coast/marketplace?category=furniture")).body;
    expect(furniture).not.toContain("Bodyboard with leash");
  });

  it("draw every directory's list", async () => {
    for (const section of ["property", "dining", "shopping"]) {
      const html = (await member.get(`/city/gold-coast/${section}`)).body;
      expect(html, section).toContain('id="first-screen-data"');
      expect(html, section).toContain("Gold Coast</h1>");
    }
    const dining = firstScreenData((await member.get("/city/gold-coast/dining")).body);
    expect(
      dining.get(
        JSON.stringify(["restaurants", "gold-coast", { q: "", cuisine: "", priceRange: "" }]),
      ),
    ).toMatchObject({ pageParams: [null] });
  });

  it("draw the events of the tab the address names", async () => {
    const upcoming = (await member.get("/city/gold-coast/events")).body;
    expect(upcoming).toContain(eventTitle);
    expect(firstScreenData(upcoming).get('["events","gold-coast","upcoming"]')).toBeDefined();
    const past = (await member.get("/city/gold-coast/events?tab=past")).body;
    expect(past).not.toContain(eventTitle);
    expect(firstScreenData(past).get('["events","gold-coast","past"]')).toBeDefined();
  });

  it("draw search results, posts included for a member", async () => {
    const html = (await member.get("/city/gold-coast/search?q=whales")).body;
    expect(html).toContain("Snapper Rocks");
    expect(
      firstScreenData(html).get('["search","gold-coast","whales","all","relevance"]'),
    ).toBeDefined();
  });

  it("draw the inbox with the member's conversations", async () => {
    const html = (await neighbour.get("/messages")).body;
    expect(html).toContain("Is the bodyboard still going?");
    expect(firstScreenData(html).get('["messages","inbox"]')).toMatchObject({ pageParams: [null] });
  });
});

describe("the admin dashboard", () => {
  it("arrives drawn on its first tab with the queue and its count, for staff only", async () => {
    const html = (await admin.get("/admin")).body;
    expect(html).toContain("Admin Dashboard</h1>");
    expect(html).toContain(applicantEmail);
    const queue = firstScreenData(html).get('["admin","membership-requests"]') as unknown[];
    expect(
      queue.map((request) => (request as { applicant: { email: string } }).applicant.email),
    ).toContain(applicantEmail);
    // Another tab is drawn in the browser, as are the refused: a member and a visitor.
    expect((await admin.get("/admin?tab=users")).body).toBe(shellOf("/admin"));
    expect((await member.get("/admin")).body).toBe(shellOf("/admin"));
    expect((await new TestClient(t.app).get("/admin")).body).toBe(shellOf("/admin"));
  });
});

describe("a visitor and a non-member", () => {
  it("get public lists drawn with what the API gives them, and no member's words", async () => {
    const visitor = new TestClient(t.app);
    const market = (await visitor.get("/city/gold-coast/marketplace")).body;
    expect(market).toContain("Bodyboard with leash</h3>");
    const events = (await visitor.get("/city/gold-coast/events")).body;
    expect(events).toContain(eventTitle);
    for (const client of [visitor, outsider]) {
      // Posts are the members': the search the server draws holds none.
      const search = (await client.get("/city/gold-coast/search?q=whales")).body;
      expect(search).not.toContain("Snapper Rocks");
    }
  });

  it("get no inbox drawn: a visitor's is refused, a non-member's holds only their own", async () => {
    const visitor = await new TestClient(t.app).get("/messages");
    expect(visitor.body).toBe(shellOf("/messages"));
    const other = (await outsider.get("/messages")).body;
    expect(other).not.toContain("Is the bodyboard still going?");
  });
});

describe("with the database away", () => {
  it("sends the plain shell, never an error", async () => {
    const cluster = await startThrowawayPostgres();
    let other: TestApp | undefined;
    try {
      other = await createTestApp(
        { AUTH_RATE_LIMIT: "false" },
        { serverUrl: cluster.url, webDist: built.webDist },
      );
      const admin = (await signUpAdmin(other)).client;
      const reader = (await signUpMember(other, admin, "miami")).client;
      expect((await reader.get("/city/miami/feed")).body).toContain("Miami feed</h1>");

      await cluster.stop();
      const response = await reader.get("/city/miami/feed");
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(feedShell);
    } finally {
      await other?.close().catch(() => {});
      await cluster.remove();
    }
  }, 120_000);
});
