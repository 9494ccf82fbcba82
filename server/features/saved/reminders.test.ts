import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cityWithMembers,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { memberships, notifications, savedItems, user } from "../../db/schema.ts";
import { create as createEvent } from "../events/events-test-support.ts";

// Issue 35: a saved entry's reminder day sends one notice on that day in its city, however
// many instances sweep at the same moment, and none before.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let admin: TestClient;
beforeAll(async () => {
  ({ t, alice, bob, admin } = await cityWithMembers("gold-coast"));
});
afterAll(() => t.close());

/** A day on the Gold Coast's calendar (UTC+10 all year), `offset` days from today there. */
const goldCoastDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000 + 10 * 3_600_000).toISOString().slice(0, 10);

/** Two more instances start together, each sweeping on start; closing waits for the sweeps. */
async function twoInstancesSweep() {
  const instances = await Promise.all([t.secondInstance(), t.secondInstance()]);
  await Promise.all(instances.map((instance) => instance.close()));
  await t.settled();
}

const remindersOf = (targetId: string) =>
  t.db
    .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.kind, "bookmark_reminder"), eq(notifications.targetId, targetId)));

const bookmarkedEvent = async (title: string, remindOn: string) => {
  const event = await createEvent(bob, { title });
  expect((await alice.request("PUT", `/api/events/${event.id}/saved`)).statusCode).toBe(204);
  const set = await alice.request("PUT", `/api/me/saved/event/${event.id}/reminder`, { remindOn });
  expect(set.statusCode, set.body).toBe(204);
  return event.id;
};

describe("bookmark reminders", () => {
  it("sends one notice on the day, with two instances sweeping at once", async () => {
    const id = await bookmarkedEvent("Whale watching", goldCoastDay(0));
    await twoInstancesSweep();
    const sent = await remindersOf(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      title: "Whale watching",
      link: `/city/gold-coast/events/${id}`,
    });
    // In the bell, as a sentence.
    const bell = (await alice.get("/api/me/notifications")).json().items as {
      kind: string;
      message: string;
    }[];
    expect(bell.filter((n) => n.kind === "bookmark_reminder")).toHaveLength(1);
    // Swept again: still one.
    await twoInstancesSweep();
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it("sends nothing before its day, and sends it once the day has come", async () => {
    const id = await bookmarkedEvent("Night market", goldCoastDay(1));
    await twoInstancesSweep();
    expect(await remindersOf(id)).toHaveLength(0);

    // The day comes, as time would have it.
    await t.db
      .update(savedItems)
      .set({ remindOn: sql`${savedItems.remindOn} - 1` })
      .where(eq(savedItems.itemId, id));
    await twoInstancesSweep();
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it("reminds again on a new day chosen after it was sent, and never once it is cleared", async () => {
    const id = await bookmarkedEvent("Dune care morning", goldCoastDay(0));
    await twoInstancesSweep();
    expect(await remindersOf(id)).toHaveLength(1);
    const path = `/api/me/saved/event/${id}/reminder`;
    expect((await alice.request("PUT", path, { remindOn: goldCoastDay(0) })).statusCode).toBe(204);
    await twoInstancesSweep();
    expect(await remindersOf(id)).toHaveLength(2);

    const other = await bookmarkedEvent("Rock pool ramble", goldCoastDay(0));
    expect(
      (await alice.request("PUT", `/api/me/saved/event/${other}/reminder`, { remindOn: null }))
        .statusCode,
    ).toBe(204);
    await twoInstancesSweep();
    expect(await remindersOf(other)).toHaveLength(0);
  });

  it("does not name a post to someone who has left its city, and does not send it later", async () => {
    const posted = await bob.post("/api/cities/gold-coast/posts", { content: "Members' secret" });
    const postId = posted.json().id as string;
    const carol = await signUpMember(t, admin, "gold-coast");
    expect((await carol.client.request("PUT", `/api/posts/${postId}/saved`)).statusCode).toBe(204);
    const set = await carol.client.request("PUT", `/api/me/saved/post/${postId}/reminder`, {
      remindOn: goldCoastDay(0),
    });
    expect(set.statusCode).toBe(204);
    const [carolRow] = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, carol.email));
    await t.db.delete(memberships).where(eq(memberships.userId, carolRow?.id ?? ""));
    await twoInstancesSweep();
    expect(await remindersOf(postId)).toHaveLength(0);
    // Claimed all the same: rejoining later does not bring an old day's notice.
    const [row] = await t.db
      .select({ remindedAt: savedItems.remindedAt })
      .from(savedItems)
      .where(eq(savedItems.itemId, postId));
    expect(row?.remindedAt).not.toBeNull();
  });
});
