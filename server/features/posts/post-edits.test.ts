import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import { postEditMessages } from "../../../contracts/post-edits.ts";
import { postMessages } from "../../../contracts/posts.ts";
import { openEventStream, waitFor } from "../../../tests/support/event-stream.ts";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  cityWithMembers,
  signUpMember,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { memberships, notifications, postVersions } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let moderator: TestClient;
let elsewhereModerator: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
  const mod = await signUpMember(t, admin, "miami");
  await appointModerator(t, admin, "miami", await idOf(mod.client));
  moderator = mod.client;
  const other = await signUpMember(t, admin, "cape-town");
  await appointModerator(t, admin, "cape-town", await idOf(other.client));
  elsewhereModerator = other.client;
});
afterAll(() => t.close());
// The per-user write limits are not what this file is about.
beforeEach(() => t.db.execute(sql`delete from throttles`));

const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;
const newPost = async (client: TestClient, content: string) => {
  const created = await client.post("/api/cities/miami/posts", { content });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
};
const newComment = async (client: TestClient, postId: string, content: string) => {
  const created = await client.post(`/api/posts/${postId}/comments`, { content });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
};
const editPost = (client: TestClient, id: string, body: unknown, headers = {}) =>
  client.request("PATCH", `/api/posts/${id}`, body, headers);
const editComment = (client: TestClient, id: string, body: unknown) =>
  client.request("PATCH", `/api/comments/${id}`, body);
const feedPost = async (client: TestClient, id: string) =>
  (
    completeFeedPage((await client.get("/api/cities/miami/posts")).json()).items as { id: string }[]
  ).find((post) => post.id === id) as Record<string, unknown> | undefined;

describe("editing a post", () => {
  it("lets its author replace the text, and the feed says it was edited", async () => {
    const id = await newPost(alice, "Lost cat near the pier");
    const before = await feedPost(bob, id);
    expect(before).toMatchObject({ editedAt: null, canEdit: false, canViewHistory: false });
    expect(await feedPost(alice, id)).toMatchObject({ canEdit: true, canViewHistory: false });

    const edited = await editPost(alice, id, { content: "  Found: the cat is home  " });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id, content: "Found: the cat is home", canEdit: true });
    expect(Date.parse(edited.json().editedAt)).not.toBeNaN();
    expect(await feedPost(bob, id)).toMatchObject({
      content: "Found: the cat is home",
      editedAt: edited.json().editedAt,
    });
  });

  // Open feeds refetch on hearing it: the news comes once the new text is saved.
  it("is announced to open feeds of the city, after the new text is saved", async () => {
    const id = await newPost(alice, "Market moved to Sunday");
    const stream = await openEventStream(t.app, { cookie: bob.cookieHeader() });
    expect((await editPost(alice, id, { content: "Market moved to Saturday" })).statusCode).toBe(
      200,
    );
    await waitFor(() => stream.changes().some((c) => c.type === "post.edited" && c.id === id));
    stream.stop();
    expect(await feedPost(bob, id)).toMatchObject({ content: "Market moved to Saturday" });
    expect((await feedPost(bob, id))?.editedAt).toEqual(expect.any(String));
  });

  it("refuses everyone but the author: other members, moderators, admins and visitors", async () => {
    const id = await newPost(alice, "Mine to edit");
    for (const client of [bob, moderator, admin]) {
      const refused = await editPost(client, id, { content: "Not yours" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(postEditMessages.onlyAuthor.defaultMessage);
    }
    expect((await editPost(new TestClient(t.app), id, { content: "x" })).statusCode).toBe(401);
    expect((await feedPost(alice, id))?.content).toBe("Mine to edit");
  });

  it("refuses an author who is no longer a member, and one who was banned", async () => {
    const leaver = await signUpMember(t, admin, "miami");
    const leaverId = await idOf(leaver.client);
    const left = await newPost(leaver.client, "Moving away soon");
    await t.db.delete(memberships).where(eq(memberships.userId, leaverId));
    expect((await editPost(leaver.client, left, { content: "Gone" })).statusCode).toBe(403);

    const banned = await signUpMember(t, admin, "miami");
    const bannedPost = await newPost(banned.client, "Before the ban");
    const ban = await admin.post(`/api/admin/users/${await idOf(banned.client)}/ban`, {
      reason: "Spam",
    });
    expect(ban.statusCode, ban.body).toBe(204);
    // A ban ends their sessions: the edit is asked by nobody.
    expect((await editPost(banned.client, bannedPost, { content: "After" })).statusCode).toBe(401);
    expect((await feedPost(alice, bannedPost))?.content).toBe("Before the ban");
  });

  it("checks the text as posting does, and answers 404 for no such post", async () => {
    const id = await newPost(alice, "Valid text");
    const empty = await editPost(alice, id, { content: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(postMessages.emptyPost.defaultMessage);
    const long = await editPost(alice, id, { content: "x".repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(postMessages.postTooLong.defaultMessage);
    expect((await editPost(alice, id, { content: 42 })).statusCode).toBe(400);
    expect((await editPost(alice, id, {})).statusCode).toBe(400);
    const malformed = await editPost(alice, "not-a-uuid", { content: "x" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(postMessages.postNotFound.defaultMessage);
    const missing = await editPost(alice, crypto.randomUUID(), { content: "x" });
    expect(missing.statusCode).toBe(404);
    expect((await feedPost(alice, id))?.content).toBe("Valid text");
  });

  it("keeps reactions and comments across edits", async () => {
    const id = await newPost(alice, "Sunset drinks at 6?");
    await bob.post(`/api/posts/${id}/reactions`, { type: "love" });
    await newComment(bob, id, "Count me in");
    await editPost(alice, id, { content: "Sunset drinks at 7?" });
    expect(await feedPost(bob, id)).toMatchObject({
      content: "Sunset drinks at 7?",
      reactions: { love: 1 },
      myReaction: "love",
      commentCount: 1,
    });
    const comments = (await bob.get(`/api/posts/${id}/comments`)).json().comments;
    expect(comments.map((c: { content: string }) => c.content)).toEqual(["Count me in"]);
  });

  it("has no time limit: a post and a comment written a year ago are edited like new ones", async () => {
    const id = await newPost(alice, "Summer market opens at 8");
    const commentId = await newComment(alice, id, "Stalls from 7");
    await t.db.execute(
      sql`update posts set created_at = now() - interval '1 year' where id = ${id}`,
    );
    await t.db.execute(
      sql`update post_comments set created_at = now() - interval '1 year' where id = ${commentId}`,
    );
    const post = await editPost(alice, id, { content: "Summer market opens at 9" });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json()).toMatchObject({ content: "Summer market opens at 9", canEdit: true });
    const comment = await editComment(alice, commentId, { content: "Stalls from 8" });
    expect(comment.statusCode, comment.body).toBe(200);
  });

  it("answers a retry with the same idempotency key once, writing one version", async () => {
    const id = await newPost(alice, "Typo in here");
    const key = { "idempotency-key": crypto.randomUUID() };
    const first = await editPost(alice, id, { content: "No typo here" }, key);
    const again = await editPost(alice, id, { content: "No typo here" }, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await t.db.select().from(postVersions).where(eq(postVersions.postId, id))).toHaveLength(
      1,
    );
  });

  it("writes no version when the text is the same", async () => {
    const id = await newPost(alice, "Unchanged");
    const same = await editPost(alice, id, { content: " Unchanged " });
    expect(same.statusCode).toBe(200);
    expect(same.json().editedAt).toBeNull();
    expect(await t.db.select().from(postVersions).where(eq(postVersions.postId, id))).toEqual([]);
  });

  it("keeps both of two edits sent at once in one consistent history", async () => {
    const id = await newPost(alice, "Version one");
    const answers = await Promise.all([
      editPost(alice, id, { content: "Version A" }),
      editPost(alice, id, { content: "Version B" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const history = (await moderator.get(`/api/posts/${id}/history`)).json();
    // Whichever came second holds the post; the other is the version it replaced.
    const last = history.current.content;
    const replaced = last === "Version A" ? "Version B" : "Version A";
    expect(history.current.version).toBe(3);
    expect(history.versions.map((v: { version: number; content: string }) => v)).toMatchObject([
      { version: 2, content: replaced },
      { version: 1, content: "Version one" },
    ]);
    expect((await feedPost(alice, id))?.content).toBe(last);
  });
});

describe("what posting runs, an edit runs again", () => {
  it("tells a member newly mentioned by an edit, once, and shows the mention", async () => {
    const bobMe = (await bob.get("/api/me")).json().viewer as { id: string; username: string };
    const id = await newPost(alice, "Who has a ladder?");
    const mentionsOf = () =>
      t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, bobMe.id),
            eq(notifications.kind, "mention"),
            eq(notifications.targetId, id),
          ),
        );
    expect(await mentionsOf()).toEqual([]);
    const edited = await editPost(alice, id, { content: `Who has a ladder? @${bobMe.username}` });
    expect(edited.json().mentions).toEqual([
      { name: bobMe.username.toLowerCase(), username: bobMe.username },
    ]);
    await editPost(alice, id, { content: `@${bobMe.username}, do you have a ladder?` });
    expect(await mentionsOf()).toHaveLength(1);
  });
});

describe("a post's history", () => {
  it("shows moderators of its city and admins every earlier version, newest first", async () => {
    const id = await newPost(alice, "First words");
    await editPost(alice, id, { content: "Second words" });
    await editPost(alice, id, { content: "Third words" });
    expect(await feedPost(moderator, id)).toMatchObject({ canViewHistory: true, canEdit: false });
    for (const client of [moderator, admin]) {
      const history = await client.get(`/api/posts/${id}/history`);
      expect(history.statusCode, history.body).toBe(200);
      const body = history.json();
      expect(body.current).toMatchObject({ version: 3, content: "Third words" });
      expect(body.versions).toMatchObject([
        { version: 2, content: "Second words", editor: { username: expect.any(String) } },
        { version: 1, content: "First words" },
      ]);
      // Each version was written when the one before it was replaced.
      expect(body.versions[0].writtenAt).toBe(body.versions[1].replacedAt);
    }
  });

  it("is refused to its author, other members, moderators elsewhere and visitors", async () => {
    const id = await newPost(alice, "Private past");
    await editPost(alice, id, { content: "Present" });
    for (const client of [alice, bob, elsewhereModerator]) {
      const refused = await client.get(`/api/posts/${id}/history`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(postEditMessages.staffOnly.defaultMessage);
    }
    expect((await new TestClient(t.app).get(`/api/posts/${id}/history`)).statusCode).toBe(401);
    expect((await moderator.get(`/api/posts/${crypto.randomUUID()}/history`)).statusCode).toBe(404);
  });
});

describe("editing a comment", () => {
  it("lets its author edit, refuses others, checks the text and keeps the history", async () => {
    const postId = await newPost(alice, "Beach cleanup Sunday");
    const id = await newComment(bob, postId, "I'll bring bags");
    expect((await editComment(alice, id, { content: "Hijacked" })).statusCode).toBe(403);
    expect((await editComment(moderator, id, { content: "Hijacked" })).statusCode).toBe(403);
    const empty = await editComment(bob, id, { content: " " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(postMessages.emptyComment.defaultMessage);
    const long = await editComment(bob, id, { content: "x".repeat(2001) });
    expect(long.json().message).toBe(postMessages.commentTooLong.defaultMessage);

    const edited = await editComment(bob, id, { content: "I'll bring bags and gloves" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ content: "I'll bring bags and gloves", canEdit: true });
    const listed = (await alice.get(`/api/posts/${postId}/comments`)).json().comments;
    expect(listed[0]).toMatchObject({ content: "I'll bring bags and gloves", canEdit: false });
    expect(listed[0].editedAt).toBe(edited.json().editedAt);

    expect((await bob.get(`/api/comments/${id}/history`)).statusCode).toBe(403);
    const history = (await moderator.get(`/api/comments/${id}/history`)).json();
    expect(history).toMatchObject({
      current: { version: 2, content: "I'll bring bags and gloves" },
      versions: [{ version: 1, content: "I'll bring bags" }],
    });
  });
});

describe("reports of edited posts", () => {
  it("show moderators the text that was reported, even after the author edits it", async () => {
    const id = await newPost(alice, "Original claim");
    await editPost(alice, id, { content: "Buy followers at example.com" });
    const filed = await bob.post("/api/reports", {
      targetType: "post",
      targetId: id,
      reason: "spam",
      description: "Selling followers",
    });
    expect(filed.statusCode, filed.body).toBe(201);
    await editPost(alice, id, { content: "Nothing to see here" });

    const queue = (await moderator.get("/api/admin/reports")).json().groups as {
      target: { id: string };
      reports: { reportedContent: string; reportedVersion: number }[];
    }[];
    const group = queue.find((g) => g.target.id === id);
    expect(group?.reports[0]).toMatchObject({
      reportedContent: "Buy followers at example.com",
      reportedVersion: 2,
    });
    // The version it was is also in the history the moderator can open.
    const history = (await moderator.get(`/api/posts/${id}/history`)).json();
    expect(history.versions[0]).toMatchObject({
      version: 2,
      content: "Buy followers at example.com",
    });
    const versions = await t.db
      .select()
      .from(postVersions)
      .where(and(eq(postVersions.postId, id), eq(postVersions.version, 2)));
    expect(versions).toHaveLength(1);
  });
});
