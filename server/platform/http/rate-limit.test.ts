import { count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitedMessage, rateLimits } from "../../../contracts/rate-limits.ts";
import {
  cityWithMembers,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { posts, profiles, throttles } from "../../db/schema.ts";
import { countAction, countActions, rateLimitKey } from "./rate-limit.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

const post = (client: TestClient, content: string) =>
  client.post("/api/cities/gold-coast/posts", { content });
const userId = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id;
const postsBy = async (id: string) =>
  (await t.db.select({ n: count() }).from(posts).where(eq(posts.userId, id)))[0]?.n;

/** Asserts a refusal users can act on: 429, the message, and a Retry-After within the window. */
function expectRateLimited(
  response: Awaited<ReturnType<TestClient["get"]>>,
  windowSeconds: number,
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({
    code: "RATE_LIMITED",
    message: rateLimitedMessage(retryAfter),
  });
}

describe("per-user rate limits", () => {
  it("refuses the 11th post within a minute and writes nothing; others may still post", async () => {
    const { client } = await signUpMember(t, admin, "gold-coast");
    const id = await userId(client);
    for (let i = 1; i <= rateLimits.post.max; i++) {
      expect((await post(client, `post ${i}`)).statusCode).toBe(201);
    }
    const refused = await post(client, "one too many");
    expectRateLimited(refused, 60);
    expect(refused.json().message).toBe(
      "You're doing that too often. Please wait a minute and try again.",
    );
    expect(await postsBy(id)).toBe(rateLimits.post.max);
    expect((await post(bob, "still fine")).statusCode).toBe(201);

    // Once the window has passed, posting works again.
    await t.db
      .update(throttles)
      .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(throttles.key, `rate:post:${id}`));
    expect((await post(client, "a minute later")).statusCode).toBe(201);
  });

  it("limits comments, reactions and votes per minute", async () => {
    const { id: postId } = (await post(bob, "Talk to me")).json();
    const { id: pollId } = (
      await admin.post("/api/cities/gold-coast/polls", {
        question: "Swim?",
        options: ["Yes", "No"],
      })
    ).json();
    const actions = [
      {
        max: rateLimits.comment.max,
        act: (i: number) => alice.post(`/api/posts/${postId}/comments`, { content: `c${i}` }),
      },
      {
        max: rateLimits.reaction.max,
        act: (i: number) =>
          alice.post(`/api/posts/${postId}/reactions`, { type: i % 2 ? "like" : "love" }),
      },
      {
        max: rateLimits.vote.max,
        act: (i: number) => alice.post(`/api/polls/${pollId}/votes`, { optionIndex: i % 2 }),
      },
    ];
    for (const { max, act } of actions) {
      for (let i = 0; i < max; i++) expect((await act(i)).statusCode).toBeLessThan(300);
      expectRateLimited(await act(max), 60);
    }
    const comments = (await bob.get(`/api/posts/${postId}/comments`)).json().comments;
    expect(comments).toHaveLength(rateLimits.comment.max);
  });

  it("limits image uploads (avatars and post photos together) per 10 minutes", async () => {
    const { client } = await signUpMember(t, admin, "gold-coast");
    const id = await userId(client);
    const photo = await smallPng();
    for (let i = 0; i < rateLimits.upload.max; i++) {
      const uploaded = await client.upload("/api/profile/avatar", [
        { field: "avatar", body: photo },
      ]);
      expect(uploaded.statusCode).toBe(200);
    }
    const [before] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    const avatar = await client.upload("/api/profile/avatar", [{ field: "avatar", body: photo }]);
    expectRateLimited(avatar, 600);
    expect(avatar.json().message).toMatch(/Please wait (10|9) minutes and try again\.$/);
    const withPhoto = await client.upload(
      "/api/cities/gold-coast/posts",
      [{ field: "image", body: photo }],
      { content: "with a photo" },
    );
    expectRateLimited(withPhoto, 600);
    const [after] = await t.db.select().from(profiles).where(eq(profiles.id, id));
    expect(after?.avatarUrl).toBe(before?.avatarUrl);
    expect(await postsBy(id)).toBe(0);
    // Text posts are not uploads.
    expect((await post(client, "words only")).statusCode).toBe(201);
  });

  it("holds across app instances, even for requests sent at the same moment", async () => {
    const other = await t.secondInstance();
    try {
      const { client } = await signUpMember(t, admin, "gold-coast");
      const id = await userId(client);
      const on = (instance: "first" | "second", i: number) =>
        (instance === "first" ? t.app : other.app).inject({
          method: "POST",
          url: "/api/cities/gold-coast/posts",
          headers: { cookie: client.cookieHeader(), "content-type": "application/json" },
          payload: JSON.stringify({ content: `burst ${i}` }),
        });
      const burst = await Promise.all(
        Array.from({ length: 16 }, (_, i) => on(i % 2 ? "first" : "second", i)),
      );
      const statuses = burst.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(rateLimits.post.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(16 - rateLimits.post.max);
      expect(await postsBy(id)).toBe(rateLimits.post.max);
      const keys = await t.db
        .select({ key: throttles.key })
        .from(throttles)
        .where(like(throttles.key, `rate:%:${id}`));
      expect(keys.map((row) => row.key)).toEqual([`rate:post:${id}`]);
    } finally {
      await other.close();
    }
  });
});

describe("counting", () => {
  it("commits a count without waiting for the disk, and only that statement (decision 091)", async () => {
    const { client } = await signUpMember(t, admin, "gold-coast");
    const id = await userId(client);
    const mode = async () =>
      (
        await t.db.execute<{ mode: string }>(
          sql`select current_setting('synchronous_commit') as mode`,
        )
      ).rows[0]?.mode;
    // The server's own setting: on for a usual server, off on the tests' throwaway cluster.
    const usual = await mode();
    const first = await countAction(t.db, "search", id);
    const second = await countAction(t.db, "search", id);
    expect([first.count, second.count]).toEqual([1, 2]);
    expect(second.commitMode).toBe("off");
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(rateLimits.search.windowSeconds);
    // The setting ended with the count's own transaction: the pool's next statement is as usual.
    expect(await mode()).toBe(usual);
  });

  it("counts several actions in one statement, each in its own window, and at once without deadlock", async () => {
    const { client } = await signUpMember(t, admin, "gold-coast");
    const id = await userId(client);
    const both = [
      { action: "event" as const, subject: id },
      { action: "post" as const, subject: id },
    ];
    const first = await countActions(t.db, both);
    expect(first.map((c) => c.count)).toEqual([1, 1]);
    expect(first[0]?.retryAfterSeconds).toBeGreaterThan(rateLimits.post.windowSeconds);
    expect(first[1]?.retryAfterSeconds).toBeLessThanOrEqual(rateLimits.post.windowSeconds);
    // Two minutes on: the post's minute has passed, the event's hour has not.
    await t.db
      .update(throttles)
      .set({ windowStartedAt: sql`now() - interval '2 minutes'` })
      .where(like(throttles.key, `rate:%:${id}`));
    const later = await countActions(t.db, both);
    expect(later.map((c) => c.count)).toEqual([2, 1]);
    // Ten requests at once, half naming the keys the other way round: each is counted once.
    const reversed = [...both].reverse();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => countActions(t.db, i % 2 ? both : reversed)),
    );
    const counts = await t.db
      .select({ key: throttles.key, count: throttles.count })
      .from(throttles)
      .where(like(throttles.key, `rate:%:${id}`))
      .orderBy(throttles.key);
    expect(counts).toEqual([
      { key: rateLimitKey("event", id), count: 12 },
      { key: rateLimitKey("post", id), count: 11 },
    ]);
  });
});
