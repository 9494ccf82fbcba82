import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationMessages } from "../../../contracts/notifications.ts";
import { newEventBody } from "../../../tests/support/event-body.ts";
import { openEventStream, openUserStream, waitFor } from "../../../tests/support/event-stream.ts";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  joinAnswers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { notifications } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let moderator: TestClient;
let elsewhereModerator: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  alice = (await signUpMember(t, admin, "miami")).client;
  bob = (await signUpMember(t, admin, "miami")).client;
  carol = (await signUpMember(t, admin, "miami")).client;
  moderator = (await signUpMember(t, admin, "miami")).client;
  elsewhereModerator = (await signUpMember(t, admin, "cape-town")).client;
  for (const [client, city] of [
    [moderator, "miami"],
    [elsewhereModerator, "cape-town"],
  ] as const) {
    const me = (await client.get("/api/me")).json().viewer;
    expect((await appointModerator(t, admin, city, me.id)).statusCode).toBe(204);
  }
  // Start every test from a quiet bell.
  for (const client of [admin, alice, bob, carol, moderator, elsewhereModerator]) {
    await client.post("/api/me/notifications/read-all");
  }
});
afterAll(() => t.close());

type Item = {
  id: string;
  kind: string;
  text: string;
  link: string | null;
  targetDeleted: boolean;
  count: number;
  read: boolean;
};
const list = async (client: TestClient, query = "") =>
  (await client.get(`/api/me/notifications${query}`)).json() as {
    items: Item[];
    nextCursor: string | null;
  };
const unread = async (client: TestClient) =>
  (await client.get("/api/me/notifications/unread-count")).json().unread as number;
const newest = async (client: TestClient) => {
  const [first] = (await list(client)).items;
  if (!first) throw new Error("no notifications");
  return first;
};
const newPost = async (client: TestClient, content: string) =>
  (await client.post("/api/cities/miami/posts", { content })).json().id as string;
const anEvent = newEventBody();

describe("a comment on your post", () => {
  it("notifies the author with a link to the post, and never the commenter", async () => {
    const postId = await newPost(alice, "Morning swim at South Pointe");
    const before = await unread(bob);
    expect(
      (await bob.post(`/api/posts/${postId}/comments`, { content: "Count me in" })).statusCode,
    ).toBe(201);
    expect(await unread(alice)).toBe(1);
    expect(await newest(alice)).toMatchObject({
      kind: "comment_on_post",
      link: `/city/miami/posts/${postId}`,
      targetDeleted: false,
      read: false,
    });
    expect((await newest(alice)).text).toMatch(
      /commented on your post "Morning swim at South Pointe"/,
    );
    expect(await unread(bob)).toBe(before);
    // Your own comment on your own post tells no one.
    await alice.post(`/api/posts/${postId}/comments`, { content: "See you there" });
    expect(await unread(alice)).toBe(1);
  });
});

describe("reactions on your post", () => {
  it("group into one unread row: 'X and 2 others reacted', each person counted once", async () => {
    await alice.post("/api/me/notifications/read-all");
    const postId = await newPost(alice, "Free kayak lessons");
    await bob.post(`/api/posts/${postId}/reactions`, { type: "like" });
    await carol.post(`/api/posts/${postId}/reactions`, { type: "love" });
    // Changing a reaction is not a new one; removing and adding again counts once.
    await carol.post(`/api/posts/${postId}/reactions`, { type: "like" });
    await bob.post(`/api/posts/${postId}/reactions`, { type: "like" });
    await bob.post(`/api/posts/${postId}/reactions`, { type: "like" });
    await moderator.post(`/api/posts/${postId}/reactions`, { type: "haha" });
    const rows = await t.db.select().from(notifications).where(eq(notifications.targetId, postId));
    expect(rows).toHaveLength(1);
    const item = await newest(alice);
    expect(item).toMatchObject({ kind: "reaction_on_post", count: 3 });
    expect(item.text).toMatch(/ and 2 others reacted to your post "Free kayak lessons"$/);
    expect(await unread(alice)).toBe(1);
    // Once read, the next reaction starts a new row.
    await alice.post(`/api/me/notifications/${item.id}/read`);
    await admin.post(`/api/posts/${postId}/reactions`, { type: "like" });
    expect((await newest(alice)).count).toBe(1);
    expect((await newest(alice)).text).toMatch(/reacted to your post/);
    expect(await unread(alice)).toBe(1);
  });

  it("count every reactor once when they press at once, in one row named for one of them", async () => {
    await alice.post("/api/me/notifications/read-all");
    const postId = await newPost(alice, "Sunset paddle tonight");
    const reactors = [bob, carol, moderator, admin];
    const answers = await Promise.all(
      reactors.map((client) => client.post(`/api/posts/${postId}/reactions`, { type: "love" })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.targetId, postId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 4, readAt: null });
    expect(rows[0]?.actorName).toBeTruthy();
    const item = await newest(alice);
    expect(item.text).toMatch(
      new RegExp(
        `^${rows[0]?.actorName} and 3 others reacted to your post "Sunset paddle tonight"$`,
      ),
    );
    expect(await unread(alice)).toBe(1);
  });

  it("say so when the post was deleted, with no link", async () => {
    await alice.post("/api/me/notifications/read-all");
    const postId = await newPost(alice, "Lost keys near the pier");
    await bob.post(`/api/posts/${postId}/comments`, { content: "Found them!" });
    expect((await alice.request("DELETE", `/api/posts/${postId}`)).statusCode).toBe(204);
    expect(await newest(alice)).toMatchObject({ targetDeleted: true, link: null });
  });
});

describe("membership", () => {
  it("tells the city's moderators and admins of a request, and the applicant of the decision", async () => {
    const applicant = await signUpVerified(t);
    const modBefore = await unread(moderator);
    const otherBefore = await unread(elsewhereModerator);
    const memberBefore = await unread(bob);
    expect(
      (await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers))
        .statusCode,
    ).toBe(201);
    expect(await unread(moderator)).toBe(modBefore + 1);
    expect(await newest(moderator)).toMatchObject({
      kind: "membership_request",
      link: "/admin?tab=pending-users",
    });
    expect((await newest(admin)).kind).toBe("membership_request");
    expect(await unread(elsewhereModerator)).toBe(otherBefore);
    expect(await unread(bob)).toBe(memberBefore);

    const pending = (await admin.get("/api/admin/membership-requests")).json().requests as {
      id: string;
      applicant: { email: string };
    }[];
    const request = pending.find((r) => r.applicant.email === applicant.email);
    await moderator.post(`/api/admin/membership-requests/${request?.id}/approve`, {});
    expect(await newest(applicant.client)).toMatchObject({
      kind: "membership_approved",
      link: "/city/miami/profile",
    });
    expect((await newest(applicant.client)).text).toBe("Your request to join Miami was approved");
    // Today's banner stays.
    const notices = (await applicant.client.get("/api/me")).json().viewer.notices;
    expect(JSON.stringify(notices)).toMatch(/approved/);
  });

  it("tells a rejected applicant", async () => {
    const applicant = await signUpVerified(t);
    await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers);
    const pending = (await admin.get("/api/admin/membership-requests")).json().requests as {
      id: string;
      applicant: { email: string };
    }[];
    const request = pending.find((r) => r.applicant.email === applicant.email);
    await admin.post(`/api/admin/membership-requests/${request?.id}/reject`, {
      reason: "Not local",
    });
    expect(await newest(applicant.client)).toMatchObject({
      kind: "membership_rejected",
      link: "/city/miami",
    });
  });
});

describe("reports", () => {
  it("tell the city's moderators of a new report and the reporter when it is handled", async () => {
    const postId = await newPost(alice, "Buy cheap followers");
    const otherBefore = await unread(elsewhereModerator);
    const aliceBefore = await unread(alice);
    const filed = await bob.post("/api/reports", {
      targetType: "post",
      targetId: postId,
      reason: "spam",
      description: "Selling followers",
    });
    expect(filed.statusCode).toBe(201);
    expect(await newest(moderator)).toMatchObject({
      kind: "new_report",
      link: "/admin?tab=reports",
    });
    expect(await unread(elsewhereModerator)).toBe(otherBefore);
    // The reported author hears nothing of it.
    expect(await unread(alice)).toBe(aliceBefore);
    await moderator.post(`/api/admin/reports/post/${postId}/decision`, {
      decision: "dismiss",
      reason: "",
    });
    expect(await newest(bob)).toMatchObject({ kind: "report_handled", link: "/profile" });
    expect((await newest(bob)).text).toBe('Your report about "Buy cheap followers" was handled');
  });
});

describe("events", () => {
  it("tell the people going of a change and a cancellation, those interested of the cancellation, never the organiser", async () => {
    const created = await alice.post("/api/cities/miami/events", anEvent);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    await bob.request("PUT", `/api/events/${id}/rsvp`, { status: "going" });
    await carol.request("PUT", `/api/events/${id}/rsvp`, { status: "interested" });
    await alice.request("PUT", `/api/events/${id}/rsvp`, { status: "going" });
    const carolBefore = await unread(carol);
    const aliceBefore = await unread(alice);
    expect(
      (await alice.request("PUT", `/api/events/${id}`, { ...anEvent, venue: "Lummus Park" }))
        .statusCode,
    ).toBe(200);
    expect(await newest(bob)).toMatchObject({
      kind: "event_changed",
      link: `/city/miami/events/${id}`,
    });
    expect((await alice.post(`/api/events/${id}/cancel`)).statusCode).toBe(200);
    expect(await newest(bob)).toMatchObject({ kind: "event_cancelled" });
    expect((await newest(bob)).text).toBe('"Sunset swim" was cancelled');
    // Interested: not told of the change, told of the cancellation (issue 28).
    expect(await unread(carol)).toBe(carolBefore + 1);
    expect(await newest(carol)).toMatchObject({
      kind: "event_cancelled",
      text: '"Sunset swim" was cancelled',
    });
    expect(await unread(alice)).toBe(aliceBefore);
  });
});

describe("reading and paging", () => {
  it("marks one and all read, pages newest first by cursor, and keeps each user's own", async () => {
    await alice.post("/api/me/notifications/read-all");
    const postId = await newPost(alice, "Paging test");
    for (let i = 0; i < 5; i++)
      await bob.post(`/api/posts/${postId}/comments`, { content: `Comment ${i}` });
    expect(await unread(alice)).toBe(5);
    const first = await list(alice, "?limit=2");
    expect(first.items).toHaveLength(2);
    const second = await list(alice, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]?.id);
    expect(second.items).toHaveLength(2);

    const target = first.items[0]?.id ?? "";
    // Someone else's notification is as good as missing.
    const foreign = await bob.post(`/api/me/notifications/${target}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(notificationMessages.notFound.defaultMessage);
    expect((await alice.post(`/api/me/notifications/${target}/read`)).statusCode).toBe(204);
    expect(await unread(alice)).toBe(4);
    expect((await alice.post("/api/me/notifications/read-all")).statusCode).toBe(204);
    expect(await unread(alice)).toBe(0);
  });

  it("refuses visitors and bad input with a 4xx", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get("/api/me/notifications")).statusCode).toBe(401);
    expect((await visitor.get("/api/me/notifications/unread-count")).statusCode).toBe(401);
    expect((await visitor.post("/api/me/notifications/read-all")).statusCode).toBe(401);
    expect((await alice.get("/api/me/notifications?cursor=nonsense")).statusCode).toBe(400);
    expect((await alice.post("/api/me/notifications/not-a-uuid/read")).statusCode).toBe(400);
  });
});

describe("live", () => {
  it("signals the recipient's own stream, on another instance, and no one else's", async () => {
    const other = await t.secondInstance();
    try {
      const aliceStream = await openUserStream(other.app, { cookie: alice.cookieHeader() });
      const bobStream = await openUserStream(other.app, { cookie: bob.cookieHeader() });
      const aliceCityStream = await openEventStream(other.app, { cookie: alice.cookieHeader() });
      expect(aliceStream.status).toBe(200);
      const postId = await newPost(alice, "Live bell");
      await bob.post(`/api/posts/${postId}/comments`, { content: "Ding" });
      await waitFor(() => aliceStream.notifications > 0);
      // The city stream carries the city's events, never anyone's notifications.
      await waitFor(() => aliceCityStream.changes().some((change) => change.id === postId));
      expect(aliceCityStream.notifications).toBe(0);
      // Bob's own comment tells his stream nothing.
      expect(bobStream.notifications).toBe(0);
      for (const stream of [aliceStream, bobStream, aliceCityStream]) stream.stop();
    } finally {
      await other.close();
    }
  });
});
