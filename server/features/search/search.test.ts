import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchReply, SearchSection } from "../../../contracts/search.ts";
import { newEventBody } from "../../../tests/support/event-body.ts";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { cities, posts, profiles } from "../../db/schema.ts";

// City-wide search (issue 34): what a person would expect to find, in English and
// Spanish, and only what the pages would show them.

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let aliceName: string;
let ids: Record<string, string> = {};
let ipCounter = 1;
/** A visitor of their own address, so each test's searches count on their own. */
const visitor = () => new TestClient(t.app, `10.1.0.${ipCounter++}`);

const search = (client: TestClient, q: string, extra = "", city = "gold-coast") =>
  client.get(`/api/cities/${city}/search?q=${encodeURIComponent(q)}${extra}`);

const found = (reply: SearchReply, section: SearchSection) =>
  reply.sections
    .find((s) => s.section === section)
    ?.results.items.map((item) => item.title.map((segment) => segment.text).join("")) ?? [];

const sections = (reply: SearchReply) => reply.sections.map((s) => s.section);

const place = async (path: "restaurants" | "shops", body: unknown) => {
  const created = await alice.upload(
    `/api/cities/gold-coast/${path}`,
    [{ field: "photo", body: await smallPng(), name: "p.png", type: "image/png" }],
    { data: JSON.stringify(body) },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
};

const created = async (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  alice = (await signUpMember(t, admin)).client;
  aliceName = (await alice.get("/api/me")).json().viewer.username;
  const post = (content: string) => alice.post("/api/cities/gold-coast/posts", { content });
  ids = {
    surfPost: await created(await post("Who wants to go surfing at Burleigh at dawn?")),
    surfboard: await created(
      await alice.post("/api/cities/gold-coast/marketplace-items", {
        title: "Longboard surfboard, 9 foot",
        description: "Single fin, a few dings, wax included.",
        category: "sports",
        condition: "good",
        price: 350,
      }),
    ),
    seaPoint: await created(
      await alice.post("/api/cities/gold-coast/properties", {
        title: "Bright flat with a view",
        description: "Close to the promenade and the shops.",
        price: 2400,
        listingType: "rental",
        propertyType: "apartment",
        bedrooms: 2,
        streetAddress: "4 Beach Road",
        suburb: "Sea Point",
      }),
    ),
    greenPoint: await created(
      await alice.post("/api/cities/gold-coast/properties", {
        title: "Family house with a garden",
        description: "Quiet street, three bedrooms.",
        price: 3100,
        listingType: "rental",
        propertyType: "house",
        bedrooms: 3,
        streetAddress: "9 Hill Road",
        suburb: "Green Point",
      }),
    ),
    cafe: await place("restaurants", {
      name: "Café Paloma",
      description: "Café con leche y medialunas cada mañana, frente al mar.",
      cuisine: "Café",
      priceRange: "$",
      address: "2 Marine Parade",
      phone: "+61 7 5555 0199",
      hoursPreset: "Mon-Sun: 10am-10pm",
      hoursOther: "",
      website: "",
    }),
    shop: await place("shops", {
      name: "Salt & Linen",
      description: "Linen shirts and beach bags, made locally.",
      category: "Clothing",
      priceRange: "$$",
      address: "12 Ocean Drive",
      phone: "+61 7 5555 0142",
      hours: "Tue-Sun: 10am-6pm",
      website: "",
    }),
    event: await created(
      await alice.post(
        "/api/cities/gold-coast/events",
        newEventBody({ title: "Dawn surf session", description: "Boards for beginners." }),
      ),
    ),
  };
});
afterAll(() => t.close());

describe("finding what a person expects", () => {
  it('"surf" finds the surfboard, the surf session and the surfing post', async () => {
    const reply = (await search(alice, "surf")).json() as SearchReply;
    expect(found(reply, "marketplace")).toEqual(["Longboard surfboard, 9 foot"]);
    expect(found(reply, "events")).toEqual(["Dawn surf session"]);
    expect(found(reply, "posts")).toEqual(["Who wants to go surfing at Burleigh at dawn?"]);
    expect(sections(reply)).toEqual([
      "posts",
      "marketplace",
      "property",
      "dining",
      "shopping",
      "events",
      "members",
    ]);
  });

  it('"cafe" finds "Café", and marks the word that matched', async () => {
    const reply = (await search(visitor(), "cafe")).json() as SearchReply;
    const [cafe] = reply.sections.find((s) => s.section === "dining")?.results.items ?? [];
    expect(cafe?.title).toEqual([
      { text: "Café", match: true },
      { text: " Paloma", match: false },
    ]);
    expect(cafe?.path).toBe(`/city/gold-coast/dining/restaurant/${ids.cafe}`);
    expect(cafe?.thumbnailUrl).toMatch(/^\/uploads\//);
  });

  it('"cafe con leche" works in Spanish, accents or not', async () => {
    for (const q of ["cafe con leche", "Café con leche", "leche"]) {
      const reply = (await search(visitor(), q)).json() as SearchReply;
      expect(found(reply, "dining"), q).toEqual(["Café Paloma"]);
    }
    const reply = (await search(visitor(), "mañanas")).json() as SearchReply;
    expect(found(reply, "dining")).toEqual(["Café Paloma"]);
  });

  it('"2 bedroom sea point" finds the 2-bedroom flat in Sea Point, not the house', async () => {
    const reply = (await search(visitor(), "2 bedroom sea point")).json() as SearchReply;
    expect(found(reply, "property")).toEqual(["Bright flat with a view"]);
  });

  it("tolerates a typo in a name", async () => {
    const reply = (await search(visitor(), "surfbord")).json() as SearchReply;
    expect(found(reply, "marketplace")).toEqual(["Longboard surfboard, 9 foot"]);
    const shops = (await search(visitor(), "linnen")).json() as SearchReply;
    expect(found(shops, "shopping")).toEqual(["Salt & Linen"]);
  });

  it("finds members by name for members of the city", async () => {
    const reply = (await search(alice, aliceName)).json() as SearchReply;
    // The one named so first; names a letter or two apart may follow (typo tolerance).
    expect(found(reply, "members")[0]).toBe(aliceName);
  });

  it("pages one section with a keyset cursor, by relevance and by date", async () => {
    // More than a page of posts, written straight to the table: the feed allows 10 a minute.
    const [author] = await t.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.username, aliceName));
    const [goldCoast] = await t.db.select().from(cities).where(eq(cities.slug, "gold-coast"));
    const at = Date.now();
    await t.db.insert(posts).values(
      Array.from({ length: 22 }, (_, i) => ({
        cityId: goldCoast?.id ?? "",
        userId: author?.id ?? "",
        content: `Paddle board meetup number ${i}`,
        createdAt: new Date(at - (i % 3) * 1000),
      })),
    );
    for (const sort of ["relevance", "date"]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const extra: string = `&section=posts&sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`;
        const response = await search(alice, "paddle", extra);
        expect(response.statusCode, response.body).toBe(200);
        const reply = response.json() as SearchReply;
        expect(sections(reply)).toEqual(["posts"]);
        const page = reply.sections[0]?.results;
        seen.push(...(page?.items.map((item) => item.id) ?? []));
        cursor = page?.nextCursor ?? null;
      } while (cursor);
      expect(seen).toHaveLength(22);
      expect(new Set(seen).size).toBe(22);
    }
    const byDate = (await search(alice, "paddle", "&section=posts&sort=date")).json();
    const dates = byDate.sections[0].results.items.map((item: { date: string }) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("who sees what", () => {
  type Role = { name: string; client: () => Promise<TestClient>; members: boolean };
  const signedIn = async () => (await signUpVerified(t)).client;
  const roles: Role[] = [
    { name: "a visitor", client: async () => visitor(), members: false },
    {
      name: "an applicant",
      client: async () => {
        const client = await signedIn();
        const asked = await client.post("/api/cities/gold-coast/membership-requests", {
          reason: "New in town",
          residentStatus: "resident",
          interests: "Surfing",
          expectations: "Neighbours",
        });
        expect(asked.statusCode, asked.body).toBe(201);
        return client;
      },
      members: false,
    },
    { name: "a member", client: async () => (await signUpMember(t, admin)).client, members: true },
    {
      name: "a member of another city",
      client: async () => (await signUpMember(t, admin, "miami")).client,
      members: false,
    },
    {
      name: "a banned member",
      client: async () => {
        const { client } = await signUpMember(t, admin);
        const id = (await client.get("/api/me")).json().viewer.id;
        const banned = await admin.post(`/api/admin/users/${id}/ban`, { reason: "Spam" });
        expect(banned.statusCode).toBe(204);
        return client;
      },
      members: false,
    },
    {
      name: "a moderator of the city",
      client: async () => {
        const { client } = await signUpMember(t, admin);
        const id = (await client.get("/api/me")).json().viewer.id;
        await appointModerator(t, admin, "gold-coast", id);
        return client;
      },
      members: true,
    },
  ];

  for (const role of roles) {
    it(`${role.name} ${role.members ? "sees" : "does not see"} posts and members; listings always`, async () => {
      const client = await role.client();
      const response = await search(client, "surf");
      expect(response.statusCode).toBe(200);
      const reply = response.json() as SearchReply;
      expect(found(reply, "marketplace")).toEqual(["Longboard surfboard, 9 foot"]);
      expect(found(reply, "events")).toEqual(["Dawn surf session"]);
      expect(sections(reply).includes("posts")).toBe(role.members);
      expect(sections(reply).includes("members")).toBe(role.members);
      const posts = await search(client, "surf", "&section=posts");
      if (role.members) expect(found(posts.json(), "posts")).toHaveLength(1);
      else expect([401, 403]).toContain(posts.statusCode);
      const people = await search(client, aliceName, "&section=members");
      if (role.members) expect(found(people.json(), "members")[0]).toBe(aliceName);
      else expect([401, 403]).toContain(people.statusCode);
    });
  }

  it("a removed post, a deleted listing and a banned member vanish at once", async () => {
    const member = await signUpMember(t, admin);
    const memberName = (await member.client.get("/api/me")).json().viewer.username as string;
    const post = await created(
      await member.client.post("/api/cities/gold-coast/posts", { content: "Kitesurf lessons" }),
    );
    const item = await created(
      await member.client.post("/api/cities/gold-coast/marketplace-items", {
        title: "Kitesurf harness",
        description: "Barely used.",
        category: "sports",
        condition: "like-new",
        price: 90,
      }),
    );
    const before = (await search(alice, "kitesurf")).json() as SearchReply;
    expect(found(before, "posts")).toEqual(["Kitesurf lessons"]);
    expect(found(before, "marketplace")).toEqual(["Kitesurf harness"]);

    const removed = await admin.request("DELETE", `/api/posts/${post}`, { reason: "spam" });
    expect(removed.statusCode, removed.body).toBe(204);
    const deleted = await member.client.request("DELETE", `/api/marketplace-items/${item}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = (await search(alice, "kitesurf")).json() as SearchReply;
    expect(found(after, "posts")).toEqual([]);
    expect(found(after, "marketplace")).toEqual([]);

    expect(found((await search(alice, memberName)).json(), "members")).toContain(memberName);
    const id = (await member.client.get("/api/me")).json().viewer.id;
    await admin.post(`/api/admin/users/${id}/ban`, { reason: "Spam" });
    expect(found((await search(alice, memberName)).json(), "members")).not.toContain(memberName);
  });
});

describe("hostile input", () => {
  it("answers tsquery and regex syntax, odd scripts and long words with results or nothing", async () => {
    const client = visitor();
    const odd = [
      "a & | ! ( :*",
      "surf:*",
      "surf & board",
      "!surf",
      "(surf",
      "'",
      "''",
      '"',
      "\\",
      ".*",
      "(?:x)+",
      "[a-z",
      "<->",
      "<2>",
      "%_%",
      "🏄",
      "咖啡",
      "x".repeat(200),
      `${"surfboard ".repeat(19)}surfboard`,
      "a\u0301",
      "\u0301",
      "٣ غرف",
    ];
    for (const q of odd) {
      const response = await search(client, q);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    const reply = (await search(client, "surf:* & board")).json() as SearchReply;
    expect(found(reply, "marketplace")).toEqual(["Longboard surfboard, 9 foot"]);
  });

  it("refuses an empty, too long or NUL-bearing query, and a cursor that is not ours", async () => {
    const client = visitor();
    for (const q of ["", "   ", "x".repeat(201), "surf\u0000board", "a\u0007"]) {
      const response = await search(client, q);
      expect(response.statusCode, JSON.stringify(q)).toBe(400);
    }
    expect((await client.get("/api/cities/gold-coast/search")).statusCode).toBe(400);
    const bad = await search(client, "surf", "&section=marketplace&cursor=nonsense");
    expect(bad.statusCode).toBe(400);
    const orphan = await search(client, "surf", "&cursor=abc");
    expect(orphan.statusCode).toBe(400);
    const wrongSort = await search(client, "surf", "&sort=loudest");
    expect(wrongSort.statusCode).toBe(400);
    expect((await search(client, "surf", "", "atlantis")).statusCode).toBe(404);
  });
});

describe("rate limits", () => {
  it("limits an address, signed in or not", async () => {
    const client = visitor();
    for (let i = 0; i < 120; i++) expect((await search(client, "surf")).statusCode).toBe(200);
    const refused = await search(client, "surf");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Counted beside the city's lookup, the refusal still comes before a 404.
    expect((await search(client, "surf", "", "atlantis")).statusCode).toBe(429);
    expect((await search(visitor(), "surf")).statusCode).toBe(200);
  });

  it("limits an account, from any address", async () => {
    const { email } = await signUpVerified(t);
    const signInFrom = async (ip: string) => {
      const client = new TestClient(t.app, ip);
      await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
      return client;
    };
    const first = await signInFrom("10.2.0.1");
    for (let i = 0; i < 60; i++) expect((await search(first, "surf")).statusCode).toBe(200);
    const second = await signInFrom("10.2.0.2");
    expect((await search(second, "surf")).statusCode).toBe(429);
  });
});
