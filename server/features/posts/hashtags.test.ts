import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentionMessages } from "../../../contracts/mentions.ts";
import { cityWithMembers, type TestApp, type TestClient } from "../../../tests/support/test-app.ts";
import { posts, postTags, throttles } from "../../db/schema.ts";
import { recordMentionsAndTags } from "./mentions.service.ts";
import { findPost } from "./posts.service.ts";

// Issue 35: #tags are stored per post, and the feed filters by one, paged like the feed.

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
});
afterAll(() => t.close());
// These tests post more than the per-minute limit; the limits have tests of their own.
beforeEach(async () => {
  await t.db.delete(throttles).where(like(throttles.key, "rate:%"));
});

const post = async (client: TestClient, content: string, city = "miami") => {
  const response = await client.post(`/api/cities/${city}/posts`, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

type Page = { items: { id: string; content: string }[]; nextCursor: string | null };
const tagged = async (client: TestClient, tag: string, extra = "") => {
  const response = await client.get(
    `/api/cities/miami/posts?tag=${encodeURIComponent(tag)}${extra}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};

const tagsOf = async (postId: string) =>
  (await t.db.select({ tag: postTags.tag }).from(postTags).where(eq(postTags.postId, postId)))
    .map((row) => row.tag)
    .sort();

describe("hashtags", () => {
  it("stores a post's tags lowercased without accents, and not a web address's fragment", async () => {
    const id = await post(
      alice,
      "Sunset #Surf at #playa with #Café_con_leche! #1 https://example.com/#anchor #surf",
    );
    expect(await tagsOf(id)).toEqual(["cafe_con_leche", "playa", "surf"]);
  });

  it("filters the feed by a tag however it is written, newest first", async () => {
    const first = await post(alice, "Glassy waves #surfReport");
    await post(bob, "Market on Sunday #market");
    const second = await post(bob, "Offshore again #SURFREPORT");
    for (const asked of ["surfreport", "#SurfReport", "SURFREPORT"]) {
      const page = await tagged(bob, asked);
      expect(page.items.map((item) => item.id)).toEqual([second, first]);
    }
    expect((await tagged(bob, "nothing_here")).items).toEqual([]);
  });

  it("matches an accented tag without its accents", async () => {
    const id = await post(alice, "Best #café on Ocean Drive");
    expect((await tagged(bob, "cafe")).items.map((item) => item.id)).toContain(id);
    expect((await tagged(bob, "CAFÉ")).items.map((item) => item.id)).toContain(id);
  });

  it("pages a tag with the feed's keyset cursor, each post once", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await post(alice, `Swell ${i} #paged`));
    await post(alice, "Not this one #other");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await tagged(
        bob,
        "paged",
        `&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });

  it("keeps other cities' tagged posts out, and refuses non-members", async () => {
    const outside = await admin.post("/api/cities/gold-coast/posts", { content: "#secretspot" });
    expect(outside.statusCode, outside.body).toBe(201);
    expect((await tagged(bob, "secretspot")).items).toEqual([]);
    const stranger = await admin.get("/api/cities/gold-coast/posts?tag=secretspot");
    expect(stranger.json().items.map((item: { id: string }) => item.id)).toEqual([
      outside.json().id,
    ]);
    const refused = await bob.get("/api/cities/gold-coast/posts?tag=secretspot");
    expect(refused.statusCode).toBe(403);
  });

  it("refuses what is not a tag with a clear message, never a server error", async () => {
    for (const bad of ["", "#", "two words", "a-b", "123", "x".repeat(51), "%", "<b>"]) {
      const response = await bob.get(`/api/cities/miami/posts?tag=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(mentionMessages.badTag.defaultMessage);
    }
  });

  it("replaces the tags when the text is saved again, and leaves comments' tags out", async () => {
    const id = await post(alice, "Old #one #two");
    const { post: row } = await findPost(t.db, id);
    const content = "New #two #three";
    await recordMentionsAndTags(t.db, { post: { ...row, content }, content });
    expect(await tagsOf(id)).toEqual(["three", "two"]);
    const comment = await bob.post(`/api/posts/${id}/comments`, { content: "Me too #four" });
    expect(comment.statusCode).toBe(201);
    expect(await tagsOf(id)).toEqual(["three", "two"]);
  });

  it("saves a new post with its tags, or not at all", async () => {
    // A tag PostgreSQL refuses, as a failing disk or a killed connection would: the post
    // was written in its own transaction before, and stayed without its tags.
    await t.db.execute(sql`create function refuse_tag() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_tag before insert on post_tags
      for each row when (new.tag = 'refused') execute function refuse_tag()`);
    try {
      const content = "Half a post #kept #refused";
      const response = await alice.post("/api/cities/miami/posts", { content });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(await t.db.select().from(posts).where(eq(posts.content, content))).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_tag on post_tags`);
      await t.db.execute(sql`drop function refuse_tag()`);
    }
    const id = await post(alice, "Whole #kept");
    expect(await tagsOf(id)).toEqual(["kept"]);
  });
});
