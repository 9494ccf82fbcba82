import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMessages } from "../../../contracts/posts.ts";
import {
  cityWithMembers,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

// GET /api/posts/:id: a post's own page, as the feed's card shows it, under the feed's policy.

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
});
afterAll(() => t.close());

const newPost = async (client: TestClient, body: Record<string, unknown>) => {
  const reply = await client.post("/api/cities/miami/posts", body);
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().id as string;
};

describe("a post's own page", () => {
  it("shows a member the post with what the feed's card needs, their reaction and bookmark", async () => {
    const id = await newPost(alice, { content: "Manatees at the marina this morning" });
    await bob.post(`/api/posts/${id}/reactions`, { type: "love" });
    await bob.post(`/api/posts/${id}/comments`, { content: "Where exactly?" });
    expect((await bob.request("PUT", `/api/posts/${id}/saved`)).statusCode).toBe(204);

    const reply = await bob.get(`/api/posts/${id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      id,
      citySlug: "miami",
      author: { username: expect.any(String) },
      content: "Manatees at the marina this morning",
      photos: [],
      contentWarning: null,
      reactions: { like: 0, love: 1, haha: 0 },
      myReaction: "love",
      commentCount: 1,
      saved: true,
      canDelete: false,
      canEdit: false,
      deleted: false,
      editedAt: null,
      linkPreview: null,
    });
    // Its author may edit and delete it, and has not saved it.
    expect((await alice.get(`/api/posts/${id}`)).json()).toMatchObject({
      canDelete: true,
      canEdit: true,
      saved: false,
      myReaction: null,
    });
  });

  it("keeps a post's content warning, as the feed does (issue 35)", async () => {
    const id = await newPost(alice, { content: "Storm damage on 5th", contentWarning: "Flooding" });
    expect((await bob.get(`/api/posts/${id}`)).json()).toMatchObject({
      content: "Storm damage on 5th",
      contentWarning: "Flooding",
    });
  });

  it("refuses visitors and non-members as the feed does", async () => {
    const id = await newPost(alice, { content: "Members only, this one" });
    const visitor = await new TestClient(t.app).get(`/api/posts/${id}`);
    expect(visitor.statusCode).toBe(401);
    const feedVisitor = await new TestClient(t.app).get("/api/cities/miami/posts");
    expect(visitor.json().message).toBe(feedVisitor.json().message);

    const outsider = (await signUpVerified(t)).client;
    const refused = await outsider.get(`/api/posts/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      (await outsider.get("/api/cities/miami/posts")).json().message,
    );
    expect(refused.body).not.toContain("Members only, this one");
  });

  it("answers 404 for an unknown post, a removed one and an id that is no id", async () => {
    const unknown = await bob.get("/api/posts/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(postMessages.postNotFound.defaultMessage);

    const id = await newPost(alice, { content: "Selling a kayak, DM me" });
    const removal = { reason: "off_topic" };
    expect((await admin.request("DELETE", `/api/posts/${id}`, removal)).statusCode).toBe(204);
    const removed = await bob.get(`/api/posts/${id}`);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().message).toBe(postMessages.postNotFound.defaultMessage);

    for (const hostile of ["not-a-uuid", "1%27%20or%201=1", "..%2F..%2Fetc"]) {
      const reply = await bob.get(`/api/posts/${hostile}`);
      expect([400, 404]).toContain(reply.statusCode);
      expect(reply.json().message).toBe(postMessages.postNotFound.defaultMessage);
    }
  });
});
