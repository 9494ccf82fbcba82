import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RemovableKind, removalMessages } from "../../../contracts/moderation.ts";
import { newEventBody } from "../../../tests/support/event-body.ts";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { moderationLog, notifications, outbox, throttles } from "../../db/schema.ts";

/**
 * Decision 057: a moderator's (or an admin's) removal of someone else's content
 * needs a reason, which the author is told (bell and email) and the Activity tab
 * shows; the author's own delete asks for nothing and tells no one.
 */
let t: TestApp;
let admin: TestClient;
let author: { client: TestClient; email: string; id: string };
let moderator: TestClient;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  admin = (await signUpAdmin(t)).client;
  const member = await signUpMember(t, admin, "miami");
  author = { ...member, id: (await member.client.get("/api/me")).json().viewer.id };
  moderator = (await signUpMember(t, admin, "miami")).client;
  const me = (await moderator.get("/api/me")).json().viewer;
  expect((await appointModerator(t, admin, "miami", me.id)).statusCode).toBe(204);
});
// The author creates more than the per-minute limits allow; the limits have tests of their own.
beforeEach(async () => {
  await t.db.delete(throttles);
});
afterAll(() => t.close());

async function business(path: "restaurants" | "shops", body: unknown): Promise<string> {
  const created = await author.client.upload(
    `/api/cities/miami/${path}`,
    [{ field: "photo", body: await smallPng(), name: "p.png", type: "image/png" }],
    { data: JSON.stringify(body) },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

const created = async (response: Awaited<ReturnType<TestClient["post"]>>) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

/** Each kind: how the author makes one (returning its id and title) and its API path. */
const kinds: Record<RemovableKind, { path: string; make: () => Promise<[string, string]> }> = {
  post: {
    path: "posts",
    make: async () => [
      await created(await author.client.post("/api/cities/miami/posts", { content: "Hello" })),
      "Hello",
    ],
  },
  comment: {
    path: "comments",
    make: async () => {
      const [postId] = await kinds.post.make();
      const comment = await author.client.post(`/api/posts/${postId}/comments`, {
        content: "Nice one",
      });
      return [await created(comment), "Nice one"];
    },
  },
  listing: {
    path: "marketplace-items",
    make: async () => [
      await created(
        await author.client.post("/api/cities/miami/marketplace-items", {
          title: "Chair",
          description: "A chair",
          category: "furniture",
          condition: "good",
          price: 10,
        }),
      ),
      "Chair",
    ],
  },
  property: {
    path: "properties",
    make: async () => [
      await created(
        await author.client.post("/api/cities/miami/properties", {
          title: "Beach cottage",
          description: "Two minutes to the sand.",
          price: 850000,
          listingType: "sale",
          propertyType: "house",
          streetAddress: "12 Ocean Drive",
          contactEmail: "agent@example.com",
        }),
      ),
      "Beach cottage",
    ],
  },
  restaurant: {
    path: "restaurants",
    make: async () => [
      await business("restaurants", {
        name: "Harbour Bistro",
        description: "Grilled fish by the marina.",
        cuisine: "Seafood",
        priceRange: "$$",
        address: "1 Marina Parade",
        phone: "+1 305 555 0101",
        hoursPreset: "Mon-Sun: 10am-10pm",
        hoursOther: "",
        website: "",
      }),
      "Harbour Bistro",
    ],
  },
  shop: {
    path: "shops",
    make: async () => [
      await business("shops", {
        name: "Salt & Linen",
        description: "Linen shirts and beach bags.",
        category: "Clothing",
        priceRange: "$$",
        address: "12 Ocean Drive",
        phone: "+1 305 555 0142",
        hours: "Tue-Sun: 10am-6pm",
        website: "",
      }),
      "Salt & Linen",
    ],
  },
  event: {
    path: "events",
    make: async () => {
      const body = newEventBody();
      return [
        await created(await author.client.post("/api/cities/miami/events", body)),
        body.title,
      ];
    },
  },
};

const noticesAbout = (kind: string, id: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, author.id), eq(notifications.targetId, `${kind}:${id}`)));
const auditOf = (id: string) =>
  t.db.select().from(moderationLog).where(eq(moderationLog.targetId, id));

describe("a moderator removing someone else's content", () => {
  for (const [kind, { path, make }] of Object.entries(kinds)) {
    it(`${kind}: refused with a 400 and nothing removed without a reason`, async () => {
      const [id] = await make();
      for (const body of [undefined, {}, { note: "No reason given" }, { reason: "boring" }]) {
        const refused = await moderator.request("DELETE", `/api/${path}/${id}`, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().code).toBe("VALIDATION");
        expect(refused.json().message).toBe(removalMessages.reasonRequired);
      }
      expect((await auditOf(id)).length).toBe(0);
      expect(await noticesAbout(kind, id)).toEqual([]);
      // Still there: the author can still delete it (an event, which only moderators remove, still reads).
      const still =
        kind === "event"
          ? await author.client.get(`/api/events/${id}`)
          : await author.client.request("DELETE", `/api/${path}/${id}`);
      expect(still.statusCode).toBe(kind === "event" ? 200 : 204);
    });

    it(`${kind}: with a reason, the author is told what and why, and the Activity tab shows it`, async () => {
      const [id, title] = await make();
      const removed = await moderator.request("DELETE", `/api/${path}/${id}`, {
        reason: "off_topic",
        note: "  Please keep this to Miami.  ",
      });
      expect(removed.statusCode, removed.body).toBe(204);
      const [audit] = await auditOf(id);
      expect(audit).toMatchObject({
        action: "delete-content",
        targetType: kind,
        reason: "Off-topic: Please keep this to Miami.",
      });
      const [notice] = (await author.client.get("/api/me/notifications")).json().items;
      expect(notice).toMatchObject({ kind: "content_removed", read: false });
      expect(notice.text).toContain(`A moderator removed your ${kind} "${title}"`);
      expect(notice.text).toContain(
        `Reason: Off-topic: Please keep this to Miami. ${removalMessages.howToReply}`,
      );
      expect(notice.text).toContain(removalMessages.howToReply);
    });
  }

  it("emails the author the content, the reason and how to reply", async () => {
    const [id] = await kinds.listing.make();
    expect(
      (await admin.request("DELETE", `/api/marketplace-items/${id}`, { reason: "spam" }))
        .statusCode,
    ).toBe(204);
    await t.settled();
    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, author.email),
          eq(outbox.subject, "Your listing was removed by a moderator"),
        ),
      );
    const mail = mails.find((m) => m.text.includes("Reason: Spam"));
    expect(mail?.text).toContain('A moderator removed your listing "Chair" from Coastal.');
    expect(mail?.text).toContain("Reason: Spam");
    expect(mail?.text).toContain(removalMessages.howToReply);
    const activity = (await admin.get("/api/admin/activity?action=delete-content")).json();
    expect(
      activity.items.find((e: { target: { id: string } }) => e.target.id === id),
    ).toMatchObject({ reason: "Spam", target: { type: "listing", title: "Chair" } });
  });

  it("asks nothing of the author deleting their own, and tells no one", async () => {
    for (const kind of ["post", "comment", "listing", "property", "restaurant", "shop"] as const) {
      const [id] = await kinds[kind].make();
      const own = await author.client.request("DELETE", `/api/${kinds[kind].path}/${id}`);
      expect(own.statusCode, `${kind}: ${own.body}`).toBe(204);
      expect(await noticesAbout(kind, id)).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    }
  });
});

describe("removing reported content from the Reports tab", () => {
  const reported = async () => {
    const [postId] = await kinds.post.make();
    const filed = await moderator.post("/api/reports", {
      targetType: "post",
      targetId: postId,
      reason: "spam",
      description: "Selling followers",
    });
    expect(filed.statusCode, filed.body).toBe(201);
    return postId;
  };

  it("needs a reason: without one, a 400 and the post and its reports stay", async () => {
    const postId = await reported();
    const refused = await admin.post(`/api/admin/reports/post/${postId}/decision`, {
      decision: "remove",
      reason: "a note alone is not a reason",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(removalMessages.reasonRequired);
    const queue = (await admin.get("/api/admin/reports")).json().groups;
    expect(queue.some((g: { target: { id: string } }) => g.target.id === postId)).toBe(true);
    expect(await noticesAbout("post", postId)).toEqual([]);
  });

  it("tells the author and records the reason", async () => {
    const postId = await reported();
    const decided = await admin.post(`/api/admin/reports/post/${postId}/decision`, {
      decision: "remove",
      removalReason: "harassment",
      reason: "Aimed at a neighbour",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [notice] = await noticesAbout("post", postId);
    expect(notice).toMatchObject({
      kind: "content_removed",
      detail: "Harassment: Aimed at a neighbour",
    });
    const [audit] = await auditOf(postId);
    expect(audit).toMatchObject({
      action: "delete-content",
      reason: "Harassment: Aimed at a neighbour",
    });
  });
});
