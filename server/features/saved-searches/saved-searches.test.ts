import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedSearchMessages } from "../../../contracts/saved-searches.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Directory } from "../directories/directory.ts";
import { matchSavedSearches } from "./saved-search-matching.ts";
import { directoryOfSection } from "./saved-searches.service.ts";

// Saved searches (issue 34, decision 081): one's own only, 20 at most, and a matching new
// or changed listing tells its owner once, across instances, never for a removed listing,
// a paused search or one's own listing.
let t: TestApp;
let other: Awaited<ReturnType<TestApp["secondInstance"]>>;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let bobOnOther: (method: string, url: string, body?: unknown) => ReturnType<TestClient["request"]>;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
  admin = (await signUpAdmin(t)).client;
  alice = (await signUpMember(t, admin)).client;
  bob = (await signUpMember(t, admin)).client;
  bobOnOther = (method, url, body) =>
    other.app
      .inject({
        method: method as "POST",
        url,
        headers: {
          cookie: bob.cookieHeader(),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      })
      .then((r) => r as Awaited<ReturnType<TestClient["request"]>>);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const save = (client: TestClient, body: Record<string, unknown>, key?: string) =>
  client.request(
    "POST",
    "/api/me/saved-searches",
    { city: "gold-coast", section: "marketplace", name: "Boards", ...body },
    key ? { "idempotency-key": key } : {},
  );

const item = (word: string, extra: Record<string, unknown> = {}) => ({
  title: `${word} surfboard`,
  description: "Barely used, collect from Burleigh.",
  category: "sports",
  condition: "good",
  price: 150,
  ...extra,
});

const list = async (client: TestClient, body = item("Blue")) => {
  const made = await client.post("/api/cities/gold-coast/marketplace-items", body);
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
};

/** The notices of kind saved_search_match that point at the item, once work has settled. */
const noticesAbout = async (client: TestClient, itemId: string) => {
  await t.settled();
  await other.app.background.settled();
  const page = (await client.get("/api/me/notifications")).json();
  return (page.items as { kind: string; link: string }[]).filter(
    (n) => n.kind === "saved_search_match" && n.link.endsWith(itemId),
  );
};

describe("saved searches: the member's own list", () => {
  it("saves, lists, renames, pauses and deletes; visitors get 401", async () => {
    const member = (await signUpMember(t, admin)).client;
    const made = await save(member, {
      filters: { category: "sports", maxPrice: "200" },
      query: "surfboard",
    });
    expect(made.statusCode, made.body).toBe(201);
    const saved = made.json();
    expect(saved).toMatchObject({
      name: "Boards",
      section: "marketplace",
      citySlug: "gold-coast",
      filters: { category: "sports", maxPrice: "200" },
      query: "surfboard",
      paused: false,
    });
    expect(saved.path).toBe(
      "/city/gold-coast/marketplace?category=sports&maxPrice=200&q=surfboard",
    );
    expect((await member.get("/api/me/saved-searches")).json().items).toHaveLength(1);

    const renamed = await member.request("PATCH", `/api/me/saved-searches/${saved.id}`, {
      name: "Cheap boards",
    });
    expect(renamed.json().name).toBe("Cheap boards");
    const paused = await member.request("PATCH", `/api/me/saved-searches/${saved.id}`, {
      paused: true,
    });
    expect(paused.json().paused).toBe(true);
    const empty = await member.request("PATCH", `/api/me/saved-searches/${saved.id}`, {});
    expect(empty.statusCode).toBe(400);

    expect((await member.request("DELETE", `/api/me/saved-searches/${saved.id}`)).statusCode).toBe(
      204,
    );
    expect((await member.get("/api/me/saved-searches")).json().items).toHaveLength(0);

    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/me/saved-searches")).statusCode).toBe(401);
    const refused = await save(visitor, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(savedSearchMessages.signIn.defaultMessage);
  });

  it("never shows or changes another member's: 404", async () => {
    const mine = (await save(alice, { name: "Alice's" })).json();
    expect((await bob.get("/api/me/saved-searches")).json().items).toEqual([]);
    for (const [method, body] of [
      ["PATCH", { name: "Mine now" }],
      ["DELETE", undefined],
    ] as const) {
      const refused = await bob.request(method, `/api/me/saved-searches/${mine.id}`, body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(savedSearchMessages.notFound.defaultMessage);
    }
    const still = (await alice.get("/api/me/saved-searches")).json().items;
    expect(still.find((s: { id: string }) => s.id === mine.id).name).toBe("Alice's");
    await alice.request("DELETE", `/api/me/saved-searches/${mine.id}`);
  });

  it("refuses bad filters, names and sections with the contract's words", async () => {
    const member = (await signUpMember(t, admin)).client;
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: { bedrooms: "2" } }, savedSearchMessages.badFilters.defaultMessage],
      [{ filters: { category: "spaceships" } }, savedSearchMessages.badFilters.defaultMessage],
      [{ name: "   " }, savedSearchMessages.nameRequired.defaultMessage],
      [{ name: "x".repeat(81) }, savedSearchMessages.nameTooLong.defaultMessage],
      [{ query: "x".repeat(201) }, savedSearchMessages.queryTooLong.defaultMessage],
      [{ section: null, query: "" }, savedSearchMessages.wholeCityNoFilters.defaultMessage],
      [
        { section: null, query: "surf", filters: { category: "sports" } },
        savedSearchMessages.wholeCityNoFilters.defaultMessage,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await save(member, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await save(member, { city: "atlantis" })).statusCode).toBe(404);
  });

  it("saves a query of forty dashes, which PostgreSQL alone would refuse to parse", async () => {
    const member = (await signUpMember(t, admin)).client;
    const saved = await save(member, { query: `${"-".repeat(40)}surf` });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().query).toBe(`${"-".repeat(40)}surf`);
  });

  it("keeps at most 20 per member (409), also when they arrive at once", async () => {
    const member = (await signUpMember(t, admin)).client;
    const answers = await Promise.all(
      Array.from({ length: 22 }, (_, i) => save(member, { name: `Search ${i}` })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json().message).toBe(savedSearchMessages.tooMany.defaultMessage);
    expect((await member.get("/api/me/saved-searches")).json().items).toHaveLength(20);
  });

  it("saves once per Idempotency-Key", async () => {
    const member = (await signUpMember(t, admin)).client;
    const key = crypto.randomUUID();
    const first = await save(member, { name: "Once" }, key);
    const again = await save(member, { name: "Once" }, key);
    expect(first.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect((await member.get("/api/me/saved-searches")).json().items).toHaveLength(1);
  });

  it("a whole-city search is for members of the city", async () => {
    const outsider = (await signUpVerified(t)).client;
    const refused = await save(outsider, { section: null, query: "surf" });
    expect(refused.statusCode).toBe(403);
    const member = (await signUpMember(t, admin)).client;
    const made = await save(member, { section: null, query: "surf" });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().path).toBe("/city/gold-coast/search?q=surf");
  });
});

describe("saved searches: matching", () => {
  it("tells the owner of a matching search once, also when the item changes on another instance", async () => {
    const watcher = (await signUpMember(t, admin)).client;
    const word = `Kiwi${Math.random().toString(36).slice(2, 8)}`;
    await save(watcher, { filters: { category: "sports", maxPrice: "200" }, query: word });
    const misses = await save(watcher, { filters: { maxPrice: "100" }, query: word });
    expect(misses.statusCode).toBe(201);
    const id = await list(bob, item(word));
    // An edit on the second instance matches again; the claim row keeps it to one notice.
    const edited = await bobOnOther("PUT", `/api/marketplace-items/${id}`, {
      ...item(word),
      description: "Now with a leash.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await bob.request("PUT", `/api/marketplace-items/${id}`, item(word, { price: 140 }));
    const notices = await noticesAbout(watcher, id);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe(`/city/gold-coast/marketplace/${id}`);
    // The owner hears nothing of their own item.
    await save(bob, { query: word, name: "My own" });
    await bob.request("PUT", `/api/marketplace-items/${id}`, item(word, { price: 130 }));
    expect(await noticesAbout(bob, id)).toEqual([]);
  });

  it("a whole-city search matches by prefix and accents, as city search does", async () => {
    const watcher = (await signUpMember(t, admin)).client;
    const word = `zq${Math.random().toString(36).slice(2, 8)}`;
    await save(watcher, { section: null, query: word.slice(0, 5) });
    const id = await list(bob, item(`${word} café`));
    expect(await noticesAbout(watcher, id)).toHaveLength(1);
  });

  it("a paused search, a removed listing and another section never notify", async () => {
    const watcher = (await signUpMember(t, admin)).client;
    const word = `Pip${Math.random().toString(36).slice(2, 8)}`;
    const paused = (await save(watcher, { query: word })).json();
    await watcher.request("PATCH", `/api/me/saved-searches/${paused.id}`, { paused: true });
    await save(watcher, { section: "property", query: word, name: "Homes" });
    const first = await list(bob, item(word));
    expect(await noticesAbout(watcher, first)).toEqual([]);

    // Resumed, then the listing is removed: a match that runs late (a slow instance)
    // finds nothing to announce and claims nothing.
    await watcher.request("PATCH", `/api/me/saved-searches/${paused.id}`, { paused: false });
    expect((await bob.request("DELETE", `/api/marketplace-items/${first}`, {})).statusCode).toBe(
      204,
    );
    const late = { d: directoryOfSection("marketplace") as Directory, itemId: first };
    await matchSavedSearches({ db: t.db } as AppContext, {
      ...late,
      ownerId: "someone",
      citySlug: "gold-coast",
    });
    expect(await noticesAbout(watcher, first)).toEqual([]);
    const { rows } = await t.db.execute(
      sql`select 1 from saved_search_matches where item_id = ${first} and saved_search_id = ${paused.id}`,
    );
    expect(rows).toEqual([]);
  });
});
