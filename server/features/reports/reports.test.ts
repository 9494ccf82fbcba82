import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../contracts/auth.ts";
import { reportMessages } from "../../../contracts/reports.ts";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { moderationLog, posts, reports, restaurants } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
});
afterAll(() => t.close());

const newPost = async (content: string) =>
  (await alice.post("/api/cities/miami/posts", { content })).json().id as string;
const report = (client: TestClient, targetId: string, targetType = "post") =>
  client.post("/api/reports", {
    targetType,
    targetId,
    reason: "spam",
    description: "Selling followers",
  });
const decide = (client: TestClient, type: string, id: string, decision: string) =>
  client.post(`/api/admin/reports/${type}/${id}/decision`, {
    decision,
    reason: "Breaks the rules",
    // A removal names its reason from the list (decision 057); the others ignore it.
    removalReason: "spam",
  });

describe("filing a report", () => {
  it("confirms a member's report and refuses a second open one on the same thing", async () => {
    const postId = await newPost("Buy cheap followers now");
    const first = await report(bob, postId);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(reportMessages.received);
    const again = await report(bob, postId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: "CONFLICT", message: reportMessages.alreadyReported });
    const rows = await t.db.select().from(reports).where(eq(reports.targetId, postId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetTitle: "Buy cheap followers now", status: "open" });
  });

  it("keeps one open report when the same person reports twice at once", async () => {
    const postId = await newPost("Twice at once");
    const answers = await Promise.all([report(bob, postId), report(bob, postId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select().from(reports).where(eq(reports.targetId, postId))).toHaveLength(1);
  });

  it("refuses visitors, missing fields, unknown targets and reporting oneself", async () => {
    const postId = await newPost("Something");
    const visitor = await report(new TestClient(t.app), postId);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(reportMessages.loginToReport);
    for (const body of [
      { targetType: "post", targetId: postId, reason: "spam", description: "  " },
      { targetType: "post", targetId: postId, description: "x" },
      { targetType: "planet", targetId: postId, reason: "spam", description: "x" },
    ]) {
      const bad = await bob.post("/api/reports", body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(reportMessages.required);
    }
    // A post is members-only: to a stranger it is not there, whatever its id.
    const stranger = (await signUpVerified(t)).client;
    const hidden = await report(stranger, postId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(reportMessages.targetNotFound);
    const unknown = await report(bob, "not-a-uuid");
    expect(unknown.statusCode).toBe(404);
    const gone = await report(bob, "00000000-0000-4000-8000-000000000000", "listing");
    expect(gone.statusCode).toBe(404);
    const me = (await bob.get("/api/me")).json().viewer;
    const self = await report(bob, me.id, "user");
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(reportMessages.cannotReportYourself);
  });
});

describe("the Reports tab", () => {
  it("groups open reports per target with a count; removing the post tells each reporter", async () => {
    const postId = await newPost("Scam giveaway");
    const carol = (await signUpMember(t, admin, "miami")).client;
    await report(bob, postId);
    await report(carol, postId);
    const queue = (await admin.get("/api/admin/reports")).json().groups;
    const group = queue.find((g: { target: { id: string } }) => g.target.id === postId);
    expect(group).toMatchObject({
      count: 2,
      target: {
        type: "post",
        title: "Scam giveaway",
        city: { slug: "miami" },
        link: "/city/miami/feed",
      },
    });
    expect(group.reports).toHaveLength(2);
    // Members see nothing of the queue and cannot decide.
    expect((await bob.get("/api/admin/reports")).statusCode).toBe(403);
    expect((await decide(bob, "post", postId, "remove")).statusCode).toBe(403);

    const removed = await decide(admin, "post", postId, "remove");
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ status: "removed", count: 2 });
    expect(await t.db.select().from(posts).where(eq(posts.id, postId))).toHaveLength(0);
    const mine = (await carol.get("/api/me/reports")).json().reports;
    expect(mine[0]).toMatchObject({
      title: "Scam giveaway",
      status: "removed",
      outcome: reportMessages.outcome.removed,
    });
    const [logged] = await t.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.targetId, postId));
    expect(logged).toMatchObject({ action: "delete-content", reason: "Spam: Breaks the rules" });
    // Decided: nothing open is left to decide.
    expect((await decide(admin, "post", postId, "dismiss")).statusCode).toBe(404);
    // ...and the reporter may report something new about it again only while it exists.
    expect((await report(bob, postId)).statusCode).toBe(404);
  });

  it("takes reports on a restaurant and removes it on the moderator's word", async () => {
    const created = await alice.upload(
      "/api/cities/miami/restaurants",
      [{ field: "photo", body: await smallPng(), name: "p.png", type: "image/png" }],
      {
        data: JSON.stringify({
          name: "Fake Sushi",
          description: "Never opens.",
          cuisine: "Japanese",
          priceRange: "$$",
          address: "1 Nowhere St",
          phone: "305 555 0100",
          hoursPreset: "24/7",
          hoursOther: "",
          website: "https://fake-sushi.example",
        }),
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await report(bob, id, "restaurant")).statusCode).toBe(201);
    const group = (await admin.get("/api/admin/reports"))
      .json()
      .groups.find((g: { target: { id: string } }) => g.target.id === id);
    expect(group.target).toMatchObject({
      type: "restaurant",
      title: "Fake Sushi",
      link: `/city/miami/dining/restaurant/${id}`,
    });
    expect((await decide(admin, "restaurant", id, "remove")).json().status).toBe("removed");
    expect(await t.db.select().from(restaurants).where(eq(restaurants.id, id))).toHaveLength(0);
  });

  it("dismissing keeps the target and tells the reporter", async () => {
    const postId = await newPost("Harmless");
    const erin = (await signUpMember(t, admin, "miami")).client;
    await report(erin, postId);
    expect((await decide(admin, "post", postId, "dismiss")).json().status).toBe("dismissed");
    expect(await t.db.select().from(posts).where(eq(posts.id, postId))).toHaveLength(1);
    const mine = (await erin.get("/api/me/reports")).json().reports;
    expect(mine[0]).toMatchObject({ title: "Harmless", status: "dismissed" });
    // A dismissed report no longer blocks a new one.
    expect((await report(erin, postId)).statusCode).toBe(201);
  });

  it("banning the author suspends the account and ends their sessions", async () => {
    const troll = await signUpMember(t, admin, "miami");
    const postId = (
      await troll.client.post("/api/cities/miami/posts", { content: "Rude words" })
    ).json().id;
    const dave = (await signUpMember(t, admin, "miami")).client;
    expect((await report(dave, postId)).statusCode).toBe(201);
    const banned = await decide(admin, "post", postId, "ban");
    expect(banned.json()).toEqual({ status: "banned", count: 1 });
    expect((await troll.client.get("/api/cities/miami/posts")).statusCode).toBe(401);
    const again = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email: troll.email,
      password: strongPassword,
    });
    expect(again.json().message).toBe(authMessages.suspended);
  });
});
