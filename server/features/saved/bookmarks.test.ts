import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { communityMessages } from "../../../contracts/communities.ts";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import { savedWords } from "../../../contracts/saved.ts";
import {
  cityWithMembers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { memberships, user } from "../../db/schema.ts";
import { create as createEvent } from "../events/events-test-support.ts";

// Issue 35: posts and events bookmarked on the Saved list beside listings, one tab per
// kind, only by members of their city, and in Download my data with their reminders.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let stranger: TestClient;
beforeAll(async () => {
  ({ t, alice, bob } = await cityWithMembers("gold-coast"));
  stranger = (await signUpVerified(t)).client;
});
afterAll(() => t.close());

const newPost = async (client: TestClient, content: string) => {
  const posted = await client.post("/api/cities/gold-coast/posts", { content });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json().id as string;
};

type Item = { kind: string; id: string; title: string; state: string; path: string };
const savedOf = async (client: TestClient, kind?: string) => {
  const reply = await client.get(`/api/me/saved${kind ? `?kind=${kind}` : ""}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().items as Item[];
};

describe("bookmarking posts and events", () => {
  it("keeps a member's post and event on the list, each on its own tab, newest first", async () => {
    const postId = await newPost(bob, "Dolphins off Burleigh   this morning!");
    const event = await createEvent(bob, { title: "Sunset drumming" });
    expect((await alice.request("PUT", `/api/posts/${postId}/saved`)).statusCode).toBe(204);
    // Twice changes nothing.
    expect((await alice.request("PUT", `/api/posts/${postId}/saved`)).statusCode).toBe(204);
    expect((await alice.request("PUT", `/api/events/${event.id}/saved`)).statusCode).toBe(204);

    const all = await savedOf(alice);
    expect(all.map((i) => [i.kind, i.title, i.state])).toEqual([
      ["event", "Sunset drumming", "available"],
      ["post", "Dolphins off Burleigh this morning!", "available"],
    ]);
    expect(all[1]?.path).toBe(`/city/gold-coast/posts/${postId}`);
    expect(all[0]?.path).toBe(`/city/gold-coast/events/${event.id}`);
    // The feed and the event's page say so, to the one who saved them only.
    const savedIn = async (client: TestClient) =>
      completeFeedPage((await client.get("/api/cities/gold-coast/posts")).json()).items.find(
        (p: { id: string }) => p.id === postId,
      ).saved;
    expect(await savedIn(alice)).toBe(true);
    expect(await savedIn(bob)).toBe(false);
    expect((await alice.get(`/api/events/${event.id}`)).json().saved).toBe(true);
    expect((await bob.get(`/api/events/${event.id}`)).json().saved).toBe(false);
    expect((await savedOf(alice, "post")).map((i) => i.id)).toEqual([postId]);
    expect((await savedOf(alice, "event")).map((i) => i.id)).toEqual([event.id]);
    expect(await savedOf(alice, "listing")).toEqual([]);
    expect(await savedOf(bob)).toEqual([]);

    // Off again, through the item or through the list by kind.
    expect((await alice.request("DELETE", `/api/posts/${postId}/saved`)).statusCode).toBe(204);
    expect((await alice.request("DELETE", `/api/me/saved/event/${event.id}`)).statusCode).toBe(204);
    expect(await savedOf(alice)).toEqual([]);
  });

  it("refuses a non-member (403), an unknown id (404) and a visitor (401)", async () => {
    const postId = await newPost(bob, "Members only words");
    const event = await createEvent(bob, { title: "Members' picnic" });
    for (const path of [`/api/posts/${postId}/saved`, `/api/events/${event.id}/saved`]) {
      const refused = await stranger.request("PUT", path);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(communityMessages.membersOnly.defaultMessage);
    }
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await alice.request("PUT", `/api/posts/${unknown}/saved`)).statusCode).toBe(404);
    expect((await alice.request("PUT", `/api/events/${unknown}/saved`)).statusCode).toBe(404);
    expect((await alice.request("PUT", "/api/posts/not-an-id/saved")).statusCode).toBe(400);
    expect(
      (await new TestClient(t.app).request("PUT", `/api/posts/${postId}/saved`)).statusCode,
    ).toBe(401);
    expect(await savedOf(stranger)).toEqual([]);
  });

  it("shows a post as unavailable, without its words, once the member leaves its city", async () => {
    const postId = await newPost(bob, "Secret surf spot at the point");
    const carol = await joinedMember();
    expect((await carol.client.request("PUT", `/api/posts/${postId}/saved`)).statusCode).toBe(204);
    // Removed from the city, as a moderator would.
    await t.db.delete(memberships).where(eq(memberships.userId, carol.id));
    const [item] = await savedOf(carol.client);
    expect(item).toMatchObject({ kind: "post", id: postId, state: "unavailable" });
    expect(JSON.stringify(item)).not.toContain("point");
  });

  it("says a deleted post was removed and a cancelled event was cancelled", async () => {
    const postId = await newPost(bob, "Here today, gone tomorrow");
    const event = await createEvent(bob, { title: "Rained-out market" });
    await alice.request("PUT", `/api/posts/${postId}/saved`);
    await alice.request("PUT", `/api/events/${event.id}/saved`);
    expect((await bob.request("DELETE", `/api/posts/${postId}`)).statusCode).toBe(204);
    expect((await bob.post(`/api/events/${event.id}/cancel`, {})).statusCode).toBe(200);
    const items = await savedOf(alice);
    expect(items.find((i) => i.id === postId)).toMatchObject({
      state: "removed",
      title: "Here today, gone tomorrow",
    });
    expect(items.find((i) => i.id === event.id)).toMatchObject({ state: "cancelled" });
  });

  it("sets and clears a reminder day, refusing days past or too far and entries not saved", async () => {
    const event = await createEvent(bob, { title: "Reef walk" });
    await alice.request("PUT", `/api/events/${event.id}/saved`);
    const path = `/api/me/saved/event/${event.id}/reminder`;
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000 + 10 * 3_600_000).toISOString().slice(0, 10);

    expect((await alice.request("PUT", path, { remindOn: day(3) })).statusCode).toBe(204);
    expect((await savedOf(alice, "event"))[0]).toMatchObject({ remindOn: day(3) });
    for (const remindOn of [day(-2), day(800), "2026-02-30", "soon"]) {
      const refused = await alice.request("PUT", path, { remindOn });
      expect(refused.statusCode, remindOn).toBe(400);
      expect(refused.json().message).toBe(savedWords.badReminder.defaultMessage);
    }
    expect((await bob.request("PUT", path, { remindOn: day(3) })).statusCode).toBe(404);
    expect((await alice.request("PUT", path, { remindOn: null })).statusCode).toBe(204);
    expect((await savedOf(alice, "event"))[0]).toMatchObject({ remindOn: null });
  });

  it("puts bookmarks and their reminder days in Download my data", async () => {
    const postId = await newPost(bob, "Worth keeping");
    await alice.request("PUT", `/api/posts/${postId}/saved`);
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await alice.request("PUT", `/api/me/saved/post/${postId}/reminder`, { remindOn: day });
    expect((await alice.post("/api/account/data-exports", {})).statusCode).toBe(202);
    await t.settled();
    const ready = (await alice.get("/api/account/data-exports/latest")).json().export;
    const zip = unzipSync(new Uint8Array((await alice.get(ready.downloadUrl)).rawPayload));
    const rows = JSON.parse(strFromU8(zip["saved-items.json"] as Uint8Array)) as {
      kind: string;
      item_id: string;
      remind_on: string | null;
    }[];
    expect(rows.find((r) => r.item_id === postId)).toMatchObject({ kind: "post", remind_on: day });
  });
});

/** A third member of the Gold Coast, with their user id. */
async function joinedMember() {
  const admin = (await signUpAdmin(t)).client;
  const member = await signUpMember(t, admin, "gold-coast");
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, member.email));
  return { ...member, id: row?.id ?? "" };
}
