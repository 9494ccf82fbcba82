import { readdir } from "node:fs/promises";
import path from "node:path";
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import {
  cityWithMembers,
  joinAnswers,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import {
  account,
  membershipRequests,
  memberships,
  pollVotes,
  postComments,
  postReactions,
  posts,
  profiles,
  session,
  throttles,
  user,
} from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, bob } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

/** Rows that belong to `id`, table by table. */
async function census(id: string) {
  const rows = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = { n: count() };
  return {
    users: await rows(t.db.select(n).from(user).where(eq(user.id, id))),
    sessions: await rows(t.db.select(n).from(session).where(eq(session.userId, id))),
    accounts: await rows(t.db.select(n).from(account).where(eq(account.userId, id))),
    profiles: await rows(t.db.select(n).from(profiles).where(eq(profiles.id, id))),
    memberships: await rows(t.db.select(n).from(memberships).where(eq(memberships.userId, id))),
    membershipRequests: await rows(
      t.db.select(n).from(membershipRequests).where(eq(membershipRequests.userId, id)),
    ),
    posts: await rows(t.db.select(n).from(posts).where(eq(posts.userId, id))),
    comments: await rows(t.db.select(n).from(postComments).where(eq(postComments.userId, id))),
    reactions: await rows(t.db.select(n).from(postReactions).where(eq(postReactions.userId, id))),
    votes: await rows(t.db.select(n).from(pollVotes).where(eq(pollVotes.userId, id))),
    rateLimits: await rows(
      t.db
        .select(n)
        .from(throttles)
        .where(like(throttles.key, `%:${id}`)),
    ),
  };
}

const storedFiles = () => readdir(path.join(t.settings.DATA_DIR, "uploads"));
const userId = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id;
const photo = (field: string) => async () => [{ field, body: await smallPng() }];

describe("deleting a user", () => {
  it("removes their account, content and files; other members' things stay", async () => {
    // Someone with a bit of everything: an avatar, a post with a photo that Bob
    // answered, a photo post only they commented on, a comment and a reaction on
    // Bob's post, a vote, a pending request to join another city.
    const { client: doomed } = await signUpMember(t, admin, "gold-coast");
    const id = await userId(doomed);
    const avatarUrl = (await doomed.upload("/api/profile/avatar", await photo("avatar")())).json()
      .avatarUrl;
    const theirPost = (
      await doomed.upload("/api/cities/gold-coast/posts", await photo("image")(), {
        content: "Sunset at Burleigh",
      })
    ).json();
    const quietPost = (
      await doomed.upload("/api/cities/gold-coast/posts", await photo("image")(), {
        content: "Nobody answered this",
      })
    ).json();
    await doomed.post(`/api/posts/${quietPost.id}/comments`, { content: "Anyone?" });
    const bobsPost = (
      await bob.upload("/api/cities/gold-coast/posts", await photo("image")(), {
        content: "Bob's photo",
      })
    ).json();
    await doomed.post(`/api/posts/${bobsPost.id}/comments`, { content: "Lovely" });
    await doomed.post(`/api/posts/${bobsPost.id}/reactions`, { type: "love" });
    await bob.post(`/api/posts/${theirPost.id}/comments`, { content: "Nice one" });
    const poll = (
      await admin.post("/api/cities/gold-coast/polls", { question: "Swim?", options: ["Y", "N"] })
    ).json();
    await doomed.post(`/api/polls/${poll.id}/votes`, { optionIndex: 0 });
    await doomed.post("/api/cities/miami/membership-requests", joinAnswers);

    // Each photo's original and thumbnail (the feed carries only the thumbnail).
    const photoUrls = async (post: { id: string }) =>
      (await bob.get(`/api/posts/${post.id}/photos`))
        .json()
        .photos.flatMap((p: { url: string; thumbnailUrl: string }) => [p.url, p.thumbnailUrl]);
    const theirUrls = [
      avatarUrl,
      avatarUrl.replace(".webp", "-thumb.webp"),
      ...(await photoUrls(theirPost)),
      ...(await photoUrls(quietPost)),
    ];
    const bobsPhotoUrl = (await photoUrls(bobsPost))[0];
    expect(theirUrls).toHaveLength(6);
    const theirFiles = theirUrls.map((url) => url.replace("/uploads/", ""));
    const filesBefore = await storedFiles();
    expect(filesBefore).toEqual(expect.arrayContaining(theirFiles));
    expect(Object.values(await census(id)).every((rows) => rows > 0)).toBe(true);

    const removed = await admin.post("/api/auth/admin/remove-user", { userId: id });
    expect(removed.statusCode).toBe(200);

    expect(await census(id)).toEqual({
      users: 0,
      sessions: 0,
      accounts: 0,
      profiles: 0,
      memberships: 0,
      membershipRequests: 0,
      posts: 0,
      comments: 0,
      reactions: 0,
      votes: 0,
      rateLimits: 0,
    });
    expect((await storedFiles()).sort()).toEqual(
      filesBefore.filter((file) => !theirFiles.includes(file)).sort(),
    );
    for (const url of theirUrls) expect((await bob.get(url)).statusCode).toBe(404);

    // Bob keeps his post and photo, without their comment and reaction. What Bob
    // said on their post stays: the post is a tombstone, its author, text and
    // photo gone. The post nobody else answered went with their own comment.
    expect((await bob.get(bobsPhotoUrl)).statusCode).toBe(200);
    const feed = completeFeedPage((await bob.get("/api/cities/gold-coast/posts")).json()).items;
    const bobs = feed.find((p: { id: string }) => p.id === bobsPost.id);
    expect(bobs).toMatchObject({ commentCount: 0, reactions: { like: 0, love: 0, haha: 0 } });
    expect(feed.some((p: { id: string }) => p.id === quietPost.id)).toBe(false);
    expect(feed.find((p: { id: string }) => p.id === theirPost.id)).toMatchObject({
      author: { id: null, username: null, avatarUrl: null },
      content: "",
      photos: [],
      contentWarning: null,
      commentCount: 1,
      deleted: true,
    });
    const kept = (await bob.get(`/api/posts/${theirPost.id}/comments`)).json().comments;
    expect(kept.map((c: { content: string }) => c.content)).toEqual(["Nice one"]);
    // The tombstone takes no new comments or reactions.
    const refused = await bob.post(`/api/posts/${theirPost.id}/comments`, { content: "Hello?" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This post was deleted.");
    const noReaction = await bob.post(`/api/posts/${theirPost.id}/reactions`, { type: "like" });
    expect(noReaction.statusCode).toBe(409);
    const polls = (await admin.get("/api/cities/gold-coast/polls")).json().polls;
    expect(polls.find((p: { id: string }) => p.id === poll.id)?.hasVotes).toBe(false);
    // Signed out everywhere: the old session no longer works.
    expect((await doomed.get("/api/profile")).statusCode).toBe(401);
  });

  it("answers 404 for a user that does not exist", async () => {
    const response = await admin.post("/api/auth/admin/remove-user", { userId: "nobody" });
    expect(response.statusCode).toBe(404);
  });
});
