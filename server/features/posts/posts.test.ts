import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import { postMessages } from "../../../contracts/posts.ts";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
});
afterAll(() => t.close());

const post = (client: TestClient, content: unknown, city = "miami") =>
  client.post(`/api/cities/${city}/posts`, { content });

describe("posting", () => {
  it("publishes trimmed text to members, newest first, with the author's name", async () => {
    const first = await post(alice, "  First light at South Pointe  ");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      content: "First light at South Pointe",
      photos: [],
      contentWarning: null,
      reactions: { like: 0, love: 0, haha: 0 },
      myReaction: null,
      commentCount: 0,
      canDelete: true,
    });
    await post(bob, "Farmers market on Saturday?");
    const feed = completeFeedPage((await bob.get("/api/cities/miami/posts")).json());
    expect(feed.items.slice(0, 2).map((p: { content: string }) => p.content)).toEqual([
      "Farmers market on Saturday?",
      "First light at South Pointe",
    ]);
    expect(feed.items[1].canDelete).toBe(false);
  });

  // A cached feed page costs what its bytes cost to write: what is at its usual value is
  // left out, and the web puts it back (contracts/feed-post.ts).
  it("sends a plain post in the feed without its usual values, which the web puts back", async () => {
    const { id } = (await post(alice, "Just words")).json();
    const sent = (await bob.get("/api/cities/miami/posts")).json();
    const plain = sent.items.find((item: { id: string }) => item.id === id);
    expect(Object.keys(plain).sort()).toEqual(["author", "citySlug", "content", "createdAt", "id"]);
    expect(
      completeFeedPage(sent).items.find((item: { id: string }) => item.id === id),
    ).toMatchObject({
      photos: [],
      contentWarning: null,
      reactions: { like: 0, love: 0, haha: 0 },
      myReaction: null,
      commentCount: 0,
      canDelete: false,
      canEdit: false,
      deleted: false,
      saved: false,
      editedAt: null,
      linkPreview: null,
    });
    // Its author's own page says what only they may do; a reaction shows as itself.
    await bob.post(`/api/posts/${id}/reactions`, { type: "love" });
    const own = (await alice.get("/api/cities/miami/posts")).json();
    expect(own.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      reactions: { love: 1 },
      canDelete: true,
      canEdit: true,
    });
  });

  it("refuses empty posts, visitors and non-members with the spec's words", async () => {
    const empty = await post(alice, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(postMessages.emptyPost.defaultMessage);

    const visitor = await post(new TestClient(t.app), "hello");
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(postMessages.loginToPost.defaultMessage);

    const outsider = (await signUpVerified(t)).client;
    const refused = await post(outsider, "hello");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(postMessages.membersOnly.defaultMessage);
    // The post policy's refusal, in the language the browser asks for.
    const inSpanish = await outsider.request(
      "POST",
      "/api/cities/miami/posts",
      { content: "hola" },
      { "accept-language": "es" },
    );
    expect(inSpanish.statusCode).toBe(403);
    expect(inSpanish.json().message).toBe(
      "Debes ser miembro activo para publicar en esta comunidad. Únete a la comunidad primero.",
    );
    expect((await outsider.get("/api/cities/miami/posts")).statusCode).toBe(403);
    // A member of Miami is not a member of Cape Town.
    expect((await post(alice, "hello", "cape-town")).statusCode).toBe(403);
  });

  it("pages through the feed with a cursor, never repeating or skipping", async () => {
    const { client } = await signUpMember(t, admin, "gold-coast");
    for (let i = 1; i <= 7; i++) await post(client, `post ${i}`, "gold-coast");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : "?limit=3";
      const page = completeFeedPage(
        (await client.get(`/api/cities/gold-coast/posts${query}`)).json(),
      );
      seen.push(...page.items.map((p: { content: string }) => p.content));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["post 7", "post 6", "post 5", "post 4", "post 3", "post 2", "post 1"]);
    const bad = await client.get("/api/cities/gold-coast/posts?cursor=nonsense");
    expect(bad.statusCode).toBe(400);
  });

  it("lets the author or an admin delete a post, nobody else", async () => {
    const created = (await post(alice, "delete me")).json();
    expect((await bob.request("DELETE", `/api/posts/${created.id}`)).statusCode).toBe(403);
    expect((await alice.request("DELETE", `/api/posts/${created.id}`)).statusCode).toBe(204);
    const other = (await post(bob, "admin removes this")).json();
    const removal = { reason: "off_topic" };
    expect((await admin.request("DELETE", `/api/posts/${other.id}`, removal)).statusCode).toBe(204);
    const contents = completeFeedPage(
      (await alice.get("/api/cities/miami/posts")).json(),
    ).items.map((p: { content: string }) => p.content);
    expect(contents).not.toContain("delete me");
    expect(contents).not.toContain("admin removes this");
  });
});

describe("reactions", () => {
  it("keeps one reaction per user: same again removes it, another replaces it", async () => {
    const { id } = (await post(alice, "React to me")).json();
    const react = (client: TestClient, type: string) =>
      client.post(`/api/posts/${id}/reactions`, { type });

    expect((await react(bob, "like")).json()).toEqual({
      reactions: { like: 1, love: 0, haha: 0 },
      myReaction: "like",
    });
    expect((await react(bob, "love")).json()).toEqual({
      reactions: { like: 0, love: 1, haha: 0 },
      myReaction: "love",
    });
    await react(alice, "love");
    expect((await react(bob, "love")).json()).toEqual({
      reactions: { like: 0, love: 1, haha: 0 },
      myReaction: null,
    });
    const visitor = await new TestClient(t.app).post(`/api/posts/${id}/reactions`, {
      type: "like",
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(postMessages.loginToReact.defaultMessage);
    const visitorInSpanish = await new TestClient(t.app).request(
      "POST",
      `/api/posts/${id}/reactions`,
      { type: "like" },
      { "accept-language": "es-US,es;q=0.9" },
    );
    expect(visitorInSpanish.statusCode).toBe(401);
    expect(visitorInSpanish.json()).toEqual({
      code: "UNAUTHORIZED",
      message: "Inicia sesión para reaccionar",
    });
    const invalid = await react(bob, "angry");
    expect(invalid.statusCode).toBe(400);
    const feed = completeFeedPage((await alice.get("/api/cities/miami/posts")).json());
    const shown = feed.items.find((p: { id: string }) => p.id === id);
    expect(shown).toMatchObject({ reactions: { like: 0, love: 1, haha: 0 }, myReaction: "love" });
  });

  // The toggle is one statement (reactions.service.ts): presses at once must still count
  // each member once, and the same member's double press must leave at most one reaction.
  it("counts reactions pressed at once, and a double press leaves one reaction or none", async () => {
    const { id } = (await post(alice, "Press me at once")).json();
    const react = (client: TestClient, type: string) =>
      client.post(`/api/posts/${id}/reactions`, { type });
    const [byBob, byAdmin] = await Promise.all([react(bob, "like"), react(admin, "haha")]);
    expect([byBob.statusCode, byAdmin.statusCode]).toEqual([200, 200]);
    expect(byBob.json().myReaction).toBe("like");
    expect(byAdmin.json().myReaction).toBe("haha");
    const feed = completeFeedPage((await alice.get("/api/cities/miami/posts")).json());
    expect(feed.items.find((p: { id: string }) => p.id === id)?.reactions).toEqual({
      like: 1,
      love: 0,
      haha: 1,
    });

    const twice = await Promise.all([react(alice, "love"), react(alice, "love")]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { rows } = await t.db.$client.query<{ reaction_type: string }>(
      "select reaction_type from post_reactions where post_id = $1 and user_id = (select user_id from posts where id = $1)",
      [id],
    );
    expect(rows.length).toBeLessThanOrEqual(1);
    const after = completeFeedPage((await alice.get("/api/cities/miami/posts")).json());
    const shown = after.items.find((p: { id: string }) => p.id === id);
    expect(shown?.reactions).toEqual({ like: 1, love: rows.length, haha: 1 });
    expect(shown?.myReaction).toBe(rows[0]?.reaction_type ?? null);
  });
});

describe("comments", () => {
  it("adds trimmed comments oldest first and refuses empty ones", async () => {
    const { id } = (await post(alice, "Comment on me")).json();
    const empty = await bob.post(`/api/posts/${id}/comments`, { content: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(postMessages.emptyComment.defaultMessage);
    const visitor = await new TestClient(t.app).post(`/api/posts/${id}/comments`, {
      content: "hi",
    });
    expect(visitor.json().message).toBe(postMessages.loginToComment.defaultMessage);

    await bob.post(`/api/posts/${id}/comments`, { content: " first " });
    const second = (await alice.post(`/api/posts/${id}/comments`, { content: "second" })).json();
    const list = (await bob.get(`/api/posts/${id}/comments`)).json().comments;
    expect(list.map((c: { content: string }) => c.content)).toEqual(["first", "second"]);
    expect(list.map((c: { canDelete: boolean }) => c.canDelete)).toEqual([true, false]);

    expect((await bob.request("DELETE", `/api/comments/${second.id}`)).statusCode).toBe(403);
    expect((await alice.request("DELETE", `/api/comments/${second.id}`)).statusCode).toBe(204);
    const feed = completeFeedPage((await alice.get("/api/cities/miami/posts")).json());
    expect(feed.items.find((p: { id: string }) => p.id === id).commentCount).toBe(1);
  });
});

describe("posts with a photo", () => {
  it("stores the photo cleaned and shows it with the post", async () => {
    const { jpegWithGps } = await import("../../../tests/support/test-images.ts");
    const response = await alice.upload(
      "/api/cities/miami/posts",
      [{ field: "image", body: await jpegWithGps() }],
      { content: "Sunrise over the bay" },
    );
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.content).toBe("Sunrise over the bay");
    expect(created.photos).toEqual([
      {
        thumbnailUrl: expect.stringMatching(/^\/uploads\/post-.+-thumb\.webp$/),
        width: expect.any(Number),
        height: expect.any(Number),
        alt: "",
      },
    ]);
    const image = await bob.get(created.photos[0].thumbnailUrl);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.includes(Buffer.from("CoastalCam"))).toBe(false);
  });

  it("refuses a non-image without writing the post", async () => {
    const before = completeFeedPage((await alice.get("/api/cities/miami/posts")).json()).items
      .length;
    const response = await alice.upload(
      "/api/cities/miami/posts",
      [{ field: "image", body: Buffer.from("%PDF-1.4 fake"), name: "x.png", type: "image/png" }],
      { content: "Should not appear" },
    );
    expect(response.statusCode).toBe(400);
    const after = completeFeedPage((await alice.get("/api/cities/miami/posts")).json()).items;
    expect(after.length).toBe(before);
    expect(after.map((p: { content: string }) => p.content)).not.toContain("Should not appear");
  });
});
