import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentionMessages } from "../../../contracts/mentions.ts";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { notifications, postMentions, throttles, user } from "../../db/schema.ts";
import { recordMentionsAndTags } from "./mentions.service.ts";
import { findPost } from "./posts.service.ts";

// Issue 35: @mentions are parsed on the server, stored by person, and notify once.

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let aliceName: string;
let bobId: string;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
  aliceName = (await me(alice)).username;
  bobId = (await me(bob)).id;
});
afterAll(() => t.close());
// The suggestions' own limit has its test below; the others would trip it across tests.
beforeEach(async () => {
  await t.db.delete(throttles).where(like(throttles.key, "rate:%"));
});

const me = async (client: TestClient) =>
  (await client.get("/api/me")).json().viewer as { id: string; username: string };

const post = async (client: TestClient, content: string, city = "miami") => {
  const response = await client.post(`/api/cities/${city}/posts`, { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; mentions?: { name: string; username: string }[] };
};

/** The mention notices a person has, by what they point at. */
const mentionsOf = async (userId: string, postId: string) =>
  t.db
    .select({ id: notifications.id, actorName: notifications.actorName })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, "mention"),
        eq(notifications.targetId, postId),
      ),
    );

const aMember = async (city = "miami") => {
  const member = await signUpMember(t, admin, city);
  return { ...member, ...(await me(member.client)) };
};

describe("mentioning a member", () => {
  it("links the name in the post and notifies them once, also in a comment", async () => {
    const created = await post(bob, `Dawn paddle tomorrow, @${aliceName}? Bring coffee.`);
    expect(created.mentions).toEqual([{ name: aliceName.toLowerCase(), username: aliceName }]);
    const aliceId = (await me(alice)).id;
    expect(await mentionsOf(aliceId, created.id)).toHaveLength(1);
    const unread = (await alice.get("/api/me/notifications")).json().items;
    expect(unread[0]).toMatchObject({ kind: "mention", link: expect.stringContaining(created.id) });

    // The feed draws the same link.
    const feed = (await alice.get("/api/cities/miami/posts")).json();
    const shown = feed.items.find((item: { id: string }) => item.id === created.id);
    expect(shown.mentions).toEqual([{ name: aliceName.toLowerCase(), username: aliceName }]);

    // A comment mentioning her is a new place: one more notice, and the comment links her too.
    const comment = await bob.post(`/api/posts/${created.id}/comments`, {
      content: `@${aliceName.toUpperCase()} see above`,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json().mentions).toEqual([
      { name: aliceName.toLowerCase(), username: aliceName },
    ]);
    expect(await mentionsOf(aliceId, created.id)).toHaveLength(2);
  });

  it("names a post behind a content warning by its warning, not its text", async () => {
    const response = await bob.post("/api/cities/miami/posts", {
      content: `Storm damage on 5th, @${aliceName}`,
      contentWarning: "Injury photos",
    });
    expect(response.statusCode, response.body).toBe(201);
    const notices = (await alice.get("/api/me/notifications")).json().items;
    const notice = notices.find((n: { link: string }) => n.link.endsWith(response.json().id));
    expect(notice.title).toContain("Injury photos");
    expect(notice.title).not.toContain("Storm");
  });

  it("never notifies the author, twice for one name, or anyone for an address", async () => {
    const author = await me(bob);
    const created = await post(
      bob,
      `@${author.username} @${aliceName} @${aliceName} write to ${aliceName}@example.com`,
    );
    expect(created.mentions?.map((m) => m.username).sort()).toEqual(
      [author.username, aliceName].sort(),
    );
    expect(await mentionsOf(author.id, created.id)).toHaveLength(0);
    expect(await mentionsOf((await me(alice)).id, created.id)).toHaveLength(1);
  });

  it("does not mention or notify a non-member, a member of another city or a banned member", async () => {
    const outsider = await signUpVerified(t);
    const outsiderMe = await me(outsider.client);
    const elsewhere = await aMember("gold-coast");
    const banned = await aMember();
    await t.db.update(user).set({ banned: true }).where(eq(user.id, banned.id));
    const created = await post(
      bob,
      `Hi @${outsiderMe.username}, @${elsewhere.username} and @${banned.username}`,
    );
    expect(created.mentions ?? []).toEqual([]);
    for (const id of [outsiderMe.id, elsewhere.id, banned.id]) {
      expect(await mentionsOf(id, created.id)).toHaveLength(0);
    }
  });

  it("links but does not notify a member who blocked the author", async () => {
    const carol = await aMember();
    const blocked = await carol.client.request("PUT", `/api/blocks/${bobId}`);
    expect(blocked.statusCode).toBe(204);
    const created = await post(bob, `Thanks @${carol.username}!`);
    expect(created.mentions?.map((m) => m.username)).toEqual([carol.username]);
    expect(await mentionsOf(carol.id, created.id)).toHaveLength(0);
  });

  it("notifies only people newly mentioned when the text is saved again", async () => {
    const carol = await aMember();
    const created = await post(bob, `Lunch @${aliceName}?`);
    const aliceId = (await me(alice)).id;
    const cityId = await cityIdOf(created.id);
    const again = async (content: string) =>
      recordMentionsAndTags(t.db, { post: { id: created.id, cityId, content }, content });
    // An edit that adds Carol mentions her anew; Alice was mentioned before.
    expect((await again(`Lunch @${aliceName} and @${carol.username}?`)).newlyMentioned).toEqual([
      carol.id,
    ]);
    // Dropping Alice and bringing her back is still not a new mention.
    expect((await again(`Lunch @${carol.username}?`)).newlyMentioned).toEqual([]);
    expect((await again(`Lunch @${aliceName}!`)).newlyMentioned).toEqual([]);
    const rows = await t.db
      .select({ userId: postMentions.userId, active: postMentions.active })
      .from(postMentions)
      .where(eq(postMentions.subjectId, created.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { userId: aliceId, active: true },
        { userId: carol.id, active: false },
      ]),
    );
  });

  it("keeps pointing at the person after they rename themselves", async () => {
    const dana = await aMember();
    const created = await post(bob, `Great photo @${dana.username}.`);
    const renamed = `${dana.username}-renamed`;
    const patch = await dana.client.request("PATCH", "/api/profile", { username: renamed });
    expect(patch.statusCode, patch.body).toBe(200);
    const feed = (await alice.get("/api/cities/miami/posts")).json();
    const shown = feed.items.find((item: { id: string }) => item.id === created.id);
    expect(shown.content).toContain(`@${dana.username}`);
    expect(shown.mentions).toEqual([{ name: dana.username.toLowerCase(), username: renamed }]);
    // Someone who takes the old name later is not the person the post meant.
    const erin = await aMember();
    await erin.client.request("PATCH", "/api/profile", { username: dana.username });
    const cityId = await cityIdOf(created.id);
    const saved = await recordMentionsAndTags(t.db, {
      post: { id: created.id, cityId, content: shown.content },
      content: shown.content,
    });
    expect(saved.newlyMentioned).toEqual([]);
    const after = (await alice.get("/api/cities/miami/posts")).json();
    const again = after.items.find((item: { id: string }) => item.id === created.id);
    expect(again.mentions).toEqual([{ name: dana.username.toLowerCase(), username: renamed }]);
  });
});

describe("member suggestions", () => {
  const suggest = (client: TestClient, q: string, city = "miami") =>
    client.get(`/api/cities/${city}/mention-suggestions?q=${encodeURIComponent(q)}`);

  it("offers members of the city by the start of their name, at most eight", async () => {
    const found = await suggest(bob, aliceName.slice(0, 3).toUpperCase());
    expect(found.statusCode).toBe(200);
    expect(found.json().items).toEqual(
      expect.arrayContaining([{ username: aliceName, avatarUrl: null }]),
    );
    expect(found.json().items.length).toBeLessThanOrEqual(8);
    // With the @ typed too, and never the asker.
    const withAt = (await suggest(alice, `@${aliceName}`)).json().items;
    expect(withAt).toEqual([]);
  });

  it("leaves out other cities' members and answers odd input with nothing, not an error", async () => {
    const elsewhere = await aMember("gold-coast");
    expect((await suggest(bob, elsewhere.username)).json().items).toEqual([]);
    for (const q of ["%", "_", "'; drop table users; --", "a\\", "名前", ""]) {
      const response = await suggest(bob, q);
      expect(response.statusCode, q).toBe(200);
    }
    expect((await suggest(bob, "%")).json().items).toEqual([]);
    const tooLong = await suggest(bob, "a".repeat(41));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(mentionMessages.badQuery.defaultMessage);
  });

  it("is for members: visitors 401, other cities' members 403, unknown cities 404", async () => {
    const elsewhere = await aMember("gold-coast");
    expect((await suggest(elsewhere.client, "a")).statusCode).toBe(403);
    expect((await suggest(bob, "a", "atlantis")).statusCode).toBe(404);
    expect((await suggest(new TestClient(t.app), "a")).statusCode).toBe(401);
  });

  it("is rate-limited per member", async () => {
    let last = 200;
    for (let i = 0; i < 121 && last === 200; i++) last = (await suggest(bob, "a")).statusCode;
    expect(last).toBe(429);
  });
});

async function cityIdOf(postId: string): Promise<string> {
  return (await findPost(t.db, postId)).post.cityId;
}
