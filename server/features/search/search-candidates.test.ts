import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchReply } from "../../../contracts/search.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { cities, posts, profiles } from "../../db/schema.ts";
import { searchShares } from "./search-candidates.ts";
import { rankedCandidates } from "./search-statement.ts";

// A word in most of a section's rows is found by walking the date index, a rare one by
// the search index (decision 082). Both ways must give the same answers a person sees:
// the newest matches first by date, every page once, and the rare word's old posts.

let t: TestApp;
let alice: TestClient;
const count = rankedCandidates + 200;

const search = (q: string, extra: string) =>
  alice.get(`/api/cities/gold-coast/search?q=${q}&section=posts${extra}`);

beforeAll(async () => {
  t = await createTestApp();
  const admin = (await signUpAdmin(t)).client;
  alice = (await signUpMember(t, admin)).client;
  const aliceName = (await alice.get("/api/me")).json().viewer.username as string;
  const [author] = await t.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.username, aliceName));
  const [city] = await t.db.select().from(cities).where(eq(cities.slug, "gold-coast"));
  const at = Date.now();
  // Written straight to the table (the feed allows 10 a minute); every third second
  // shared by three posts, so the keyset's id decides ties. The oldest three also name
  // a zeppelin.
  await t.db.insert(posts).values(
    Array.from({ length: count }, (_, i) => ({
      cityId: city?.id ?? "",
      userId: author?.id ?? "",
      content: `Kayak trip number ${i}${i >= count - 3 ? ", under a zeppelin" : ""}`,
      createdAt: new Date(at - Math.floor(i / 3) * 1000),
    })),
  );
  await t.db.execute(sql`analyze posts`);
});
afterAll(() => t.close());

describe("a common word and a rare one", () => {
  it("a common word is common enough by the statistics to walk the date index", async () => {
    const { rows } = await t.db.execute<{ share: number; rows: number }>(
      sql`select share, rows from (${searchShares(["posts"], ["kayak"])}) shares`,
    );
    const [stats] = rows;
    expect(stats?.share).toBeGreaterThanOrEqual(Math.sqrt(rankedCandidates / (stats?.rows ?? 1)));
  });

  it("pages a common word newest first, each post once, as the table orders them", async () => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id::text from posts where content like 'Kayak%'
        order by created_at desc, id::text collate "C" desc limit 60`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 3; page++) {
      const response = await search("kayak", `&sort=date${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode, response.body).toBe(200);
      const results = (response.json() as SearchReply).sections[0]?.results;
      seen.push(...(results?.items.map((item) => item.id) ?? []));
      cursor = results?.nextCursor ?? null;
    }
    expect(seen).toEqual(rows.map((row) => row.id));
  });

  it("ranks a common word among its newest matches, and pages them", async () => {
    const { rows } = await t.db.execute<{ id: string }>(
      sql`select id::text from posts where content like 'Kayak%'
        order by created_at desc, id desc limit ${rankedCandidates}`,
    );
    const newest = new Set(rows.map((row) => row.id));
    const first = (await search("kayak", "&sort=relevance")).json() as SearchReply;
    const page = first.sections[0]?.results;
    expect(page?.items).toHaveLength(20);
    for (const item of page?.items ?? []) expect(newest.has(item.id)).toBe(true);
    const next = (
      await search("kayak", `&sort=relevance&cursor=${page?.nextCursor}`)
    ).json() as SearchReply;
    const second = next.sections[0]?.results.items.map((item) => item.id) ?? [];
    expect(second).toHaveLength(20);
    for (const id of second) expect(page?.items.map((item) => item.id)).not.toContain(id);
  });

  it("finds a rare word's oldest posts through the search index", async () => {
    const reply = (await search("zeppelin", "&sort=date")).json() as SearchReply;
    const titles = reply.sections[0]?.results.items.map((item) =>
      item.title.map((segment) => segment.text).join(""),
    );
    // Posted in the same second: their order is the keyset's, by id.
    expect(titles?.sort()).toEqual([
      `Kayak trip number ${count - 3}, under a zeppelin`,
      `Kayak trip number ${count - 2}, under a zeppelin`,
      `Kayak trip number ${count - 1}, under a zeppelin`,
    ]);
  });
});
