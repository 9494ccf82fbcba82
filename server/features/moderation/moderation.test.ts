import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import { newEventBody } from "../../../tests/support/event-body.ts";
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
import { smallPng } from "../../../tests/support/test-images.ts";
import { eventRsvps, moderationLog } from "../../db/schema.ts";

/**
 * Decision 30's role matrix: every moderation route, asked by a visitor, a
 * member, a moderator of the city, a moderator of another city and an admin.
 */
let t: TestApp;
let admin: TestClient;
// Several authors, so the matrix's many posts stay under the per-user post limit.
const authors: TestClient[] = [];
let turn = 0;
const author = () => authors[turn++ % authors.length] as TestClient;
// Several reporters too: each may file 10 reports in 10 minutes.
const reporters: TestClient[] = [];
const reporter = () => reporters[turn++ % reporters.length] as TestClient;
const who: Record<string, TestClient> = {};

beforeAll(async () => {
  // The matrix signs up dozens of people from one address.
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  admin = (await signUpAdmin(t)).client;
  for (let i = 0; i < 6; i++) authors.push((await signUpMember(t, admin, "miami")).client);
  for (let i = 0; i < 4; i++) reporters.push((await signUpMember(t, admin, "miami")).client);
  const member = await signUpMember(t, admin, "miami");
  const moderator = await signUpMember(t, admin, "miami");
  const elsewhere = await signUpMember(t, admin, "cape-town");
  for (const [client, city] of [
    [moderator.client, "miami"],
    [elsewhere.client, "cape-town"],
  ] as const) {
    const me = (await client.get("/api/me")).json().viewer;
    const appointed = await appointModerator(t, admin, city, me.id);
    expect(appointed.statusCode).toBe(204);
  }
  Object.assign(who, {
    visitor: new TestClient(t.app),
    member: member.client,
    moderatorHere: moderator.client,
    moderatorElsewhere: elsewhere.client,
    admin,
  });
});
afterAll(() => t.close());

let cityCount = 0;
type Role = "visitor" | "member" | "moderatorHere" | "moderatorElsewhere" | "admin";
const roles: Role[] = ["visitor", "member", "moderatorHere", "moderatorElsewhere", "admin"];

/** A fresh Miami thing for each ask, so an allowed delete does not spoil the next. */
const fresh = {
  post: async () =>
    (await author().post("/api/cities/miami/posts", { content: "Hello" })).json().id,
  comment: async () => {
    const postId = await fresh.post();
    return (await author().post(`/api/posts/${postId}/comments`, { content: "Hi" })).json().id;
  },
  listing: async () =>
    (
      await author().post("/api/cities/miami/marketplace-items", {
        title: "Chair",
        description: "A chair",
        category: "furniture",
        condition: "good",
        price: 10,
      })
    ).json().id,
  property: async () =>
    (
      await author().post("/api/cities/miami/properties", {
        title: "Beach cottage",
        description: "Two minutes to the sand.",
        price: 850000,
        listingType: "sale",
        propertyType: "house",
        streetAddress: "12 Ocean Drive",
        contactEmail: "agent@example.com",
      })
    ).json().id,
  restaurant: (by: TestClient = author()) =>
    business(by, "restaurants", {
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
  shop: () =>
    business(author(), "shops", {
      name: "Salt & Linen",
      description: "Linen shirts and beach bags.",
      category: "Clothing",
      priceRange: "$$",
      address: "12 Ocean Drive",
      phone: "+1 305 555 0142",
      hours: "Tue-Sun: 10am-6pm",
      website: "",
    }),
  event: async (by: TestClient = author()) => {
    const created = await by.post("/api/cities/miami/events", newEventBody());
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  },
  bannedUser: async () => {
    const id = await fresh.user();
    expect((await admin.post(`/api/admin/users/${id}/ban`, { reason: "Spam" })).statusCode).toBe(
      204,
    );
    return id;
  },
  miamiModerator: async () => {
    const id = (await (await signUpMember(t, admin, "miami")).client.get("/api/me")).json().viewer
      .id;
    await appointModerator(t, admin, "miami", id);
    return id;
  },
  none: async () => "",
  poll: async () =>
    (
      await admin.post("/api/cities/miami/polls", { question: "Best beach?", options: ["A", "B"] })
    ).json().id,
  request: async () => {
    const applicant = await signUpVerified(t);
    await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers);
    const pending = (await admin.get("/api/admin/membership-requests")).json().requests;
    return pending.find(
      (r: { applicant: { email: string } }) => r.applicant.email === applicant.email,
    ).id;
  },
  report: async (by: TestClient = author()) => {
    const postId = (await by.post("/api/cities/miami/posts", { content: "Hello" })).json().id;
    await reporter().post("/api/reports", {
      targetType: "post",
      targetId: postId,
      reason: "spam",
      description: "Spam",
    });
    return postId;
  },
  user: async () => (await (await signUpVerified(t)).client.get("/api/me")).json().viewer.id,
};

/** A Miami restaurant or shop of someone's, with the photo a new one needs. */
async function business(
  by: TestClient,
  path: "restaurants" | "shops",
  body: unknown,
): Promise<string> {
  const created = await by.upload(
    `/api/cities/miami/${path}`,
    [{ field: "photo", body: await smallPng(), name: "p.png", type: "image/png" }],
    { data: JSON.stringify(body) },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

let queued: Promise<void> | undefined;
const refusalFields = ["code", "message"];
/** A pending request's fields as every moderator reads them: the username and answers. */
const requestFields = [
  "applicant.avatarUrl",
  "applicant.id",
  "applicant.username",
  "city.name",
  "city.slug",
  "createdAt",
  "expectations",
  "id",
  "interests",
  "reason",
  "residentStatus",
];

/** Every field path in an answer, a list's items merged (`requests[]` read as its items). */
function fieldsOf(body: unknown, prefix = ""): string[] {
  if (Array.isArray(body)) {
    return [...new Set(body.flatMap((item) => fieldsOf(item, prefix)))].sort();
  }
  if (body === null || typeof body !== "object") return prefix ? [prefix.slice(0, -1)] : [];
  const entries = Object.entries(body);
  // A list answer ({ requests: [...] }) is read as its items' fields.
  if (!prefix && entries.length === 1 && Array.isArray(entries[0]?.[1])) {
    return fieldsOf(entries[0]?.[1]);
  }
  return entries.flatMap(([key, value]) => fieldsOf(value, `${prefix}${key}.`)).sort();
}

/** What a moderator's delete of someone else's thing says to its author (decision 057). */
const removal = { reason: "spam" };

/** A delete of someone else's thing in Miami: that city's moderators and admins, no one else. */
const cityModeratorsDelete = {
  visitor: 401,
  member: 403,
  moderatorHere: 204,
  moderatorElsewhere: 403,
  admin: 204,
} as const;

const routes: {
  name: string;
  make: () => Promise<string>;
  ask: (client: TestClient, id: string) => ReturnType<TestClient["get"]>;
  expected: Record<Role, number>;
  /** What each role reads in the answer, where that differs by role (`fieldsOf`). */
  fields?: Partial<Record<Role, string[]>>;
}[] = [
  {
    name: "approve a Miami membership request",
    make: fresh.request,
    ask: (c, id) => c.post(`/api/admin/membership-requests/${id}/approve`),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 403,
      admin: 200,
    },
  },
  {
    name: "reject a Miami membership request",
    make: fresh.request,
    ask: (c, id) => c.post(`/api/admin/membership-requests/${id}/reject`, { reason: "No" }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 403,
      admin: 200,
    },
  },
  {
    name: "delete someone's Miami post",
    make: fresh.post,
    ask: (c, id) => c.request("DELETE", `/api/posts/${id}`, removal),
    expected: cityModeratorsDelete,
  },
  {
    name: "delete someone's Miami comment",
    make: fresh.comment,
    ask: (c, id) => c.request("DELETE", `/api/comments/${id}`, removal),
    expected: cityModeratorsDelete,
  },
  {
    name: "delete someone's Miami listing",
    make: fresh.listing,
    ask: (c, id) => c.request("DELETE", `/api/marketplace-items/${id}`, removal),
    expected: cityModeratorsDelete,
  },
  {
    name: "close a Miami poll",
    make: fresh.poll,
    ask: (c, id) => c.post(`/api/polls/${id}/close`),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 403,
      admin: 200,
    },
  },
  {
    name: "decide the reports about a Miami post",
    make: fresh.report,
    ask: (c, id) =>
      c.post(`/api/admin/reports/post/${id}/decision`, {
        decision: "remove",
        removalReason: "spam",
      }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 403,
      admin: 200,
    },
  },
  {
    name: "ban a user (admins only)",
    make: fresh.user,
    ask: (c, id) => c.post(`/api/admin/users/${id}/ban`, { reason: "Spam" }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 204,
    },
  },
  {
    name: "grant admin (admins only)",
    make: fresh.user,
    ask: (c, id) => c.post(`/api/admin/users/${id}/role`, { role: "admin" }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 204,
    },
  },
  {
    name: "appoint a Miami moderator (admins only)",
    make: async () =>
      (await (await signUpMember(t, admin, "miami")).client.get("/api/me")).json().viewer.id,
    ask: (c, id) => c.post("/api/admin/cities/miami/moderators", { userId: id }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 204,
    },
  },
  {
    name: "delete someone's Miami property",
    make: fresh.property,
    ask: (c, id) => c.request("DELETE", `/api/properties/${id}`, removal),
    expected: cityModeratorsDelete,
  },
  {
    name: "delete someone's Miami restaurant",
    make: fresh.restaurant,
    ask: (c, id) => c.request("DELETE", `/api/restaurants/${id}`, removal),
    expected: cityModeratorsDelete,
  },
  {
    name: "delete someone's Miami shop",
    make: fresh.shop,
    ask: (c, id) => c.request("DELETE", `/api/shops/${id}`, removal),
    expected: cityModeratorsDelete,
  },
  {
    name: "remove someone's Miami event",
    make: fresh.event,
    ask: (c, id) => c.request("DELETE", `/api/events/${id}`, removal),
    expected: cityModeratorsDelete,
  },
  {
    name: "dismiss the reports about a Miami post",
    make: fresh.report,
    ask: (c, id) => c.post(`/api/admin/reports/post/${id}/decision`, { decision: "dismiss" }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 403,
      admin: 200,
    },
  },
  {
    name: "ban a Miami post's author from its reports (admins only)",
    // An author of their own: the admin's ban would end a shared author's session.
    make: async () => fresh.report((await signUpMember(t, admin, "miami")).client),
    ask: (c, id) =>
      c.post(`/api/admin/reports/post/${id}/decision`, { decision: "ban", reason: "Spam" }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 200,
    },
  },
  {
    name: "read the membership requests queue (moderators see their cities', without addresses)",
    make: async () => {
      // One request in each moderator's city, so each reads a list that is not empty.
      queued ??= (async () => {
        await fresh.request();
        const capeTown = await signUpVerified(t);
        await capeTown.client.post("/api/cities/cape-town/membership-requests", joinAnswers);
      })();
      await queued;
      return "";
    },
    ask: (c) => c.get("/api/admin/membership-requests"),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 200,
      admin: 200,
    },
    fields: {
      moderatorHere: requestFields,
      moderatorElsewhere: requestFields,
      admin: [...requestFields, "applicant.email"].sort(),
    },
  },
  {
    name: "read the reports queue (moderators see their cities')",
    make: fresh.none,
    ask: (c) => c.get("/api/admin/reports"),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 200,
      admin: 200,
    },
  },
  {
    name: "read the activity queue (moderators see their cities')",
    make: fresh.none,
    ask: (c) => c.get("/api/admin/activity"),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 200,
      moderatorElsewhere: 200,
      admin: 200,
    },
  },
  {
    name: "search users (admins only)",
    make: fresh.none,
    ask: (c) => c.get("/api/admin/users"),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 200,
    },
  },
  {
    name: "unban a user (admins only)",
    make: fresh.bannedUser,
    ask: (c, id) => c.post(`/api/admin/users/${id}/unban`),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 204,
    },
  },
  {
    name: "delete a user (admins only)",
    make: fresh.user,
    ask: (c, id) => c.request("DELETE", `/api/admin/users/${id}`),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 204,
    },
  },
  {
    name: "remove a Miami moderator (admins only)",
    make: fresh.miamiModerator,
    ask: (c, id) => c.request("DELETE", `/api/admin/cities/miami/moderators/${id}`),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 204,
    },
  },
  {
    name: "add a city (admins only)",
    make: fresh.none,
    ask: (c) =>
      c.post("/api/admin/cities", {
        name: `Added ${++cityCount}`,
        timeZone: "Africa/Johannesburg",
      }),
    expected: {
      visitor: 401,
      member: 403,
      moderatorHere: 403,
      moderatorElsewhere: 403,
      admin: 201,
    },
  },
];

describe("who may moderate what", () => {
  for (const route of routes) {
    it(`${route.name}: ${roles.map((r) => `${r} ${route.expected[r]}`).join(", ")}`, async () => {
      for (const role of roles) {
        const id = await route.make();
        const answer = await route.ask(who[role] as TestClient, id);
        expect({ role, status: answer.statusCode }).toEqual({ role, status: route.expected[role] });
        // A refusal tells nothing but why; an answer only what that role may read.
        const fields = answer.statusCode >= 400 ? refusalFields : route.fields?.[role];
        if (fields) expect({ role, fields: fieldsOf(answer.json()) }).toEqual({ role, fields });
      }
    });
  }

  it("shows each moderator only their own city's requests, reports and activity", async () => {
    const requestId = await fresh.request();
    const reported = await fresh.report();
    for (const route of ["membership-requests", "reports", "activity"]) {
      expect((await who.member?.get(`/api/admin/${route}`))?.statusCode).toBe(403);
    }
    for (const [role, seesMiami] of [
      ["moderatorHere", true],
      ["moderatorElsewhere", false],
      ["admin", true],
    ] as const) {
      const client = who[role] as TestClient;
      const requests = (await client.get("/api/admin/membership-requests")).json().requests;
      expect(requests.some((r: { id: string }) => r.id === requestId)).toBe(seesMiami);
      const groups = (await client.get("/api/admin/reports")).json().groups;
      expect(groups.some((g: { target: { id: string } }) => g.target.id === reported)).toBe(
        seesMiami,
      );
      const activity = (await client.get("/api/admin/activity?city=miami")).json().items;
      expect(activity.length > 0).toBe(seesMiami);
    }
    expect((await who.visitor?.get("/api/admin/activity"))?.statusCode).toBe(401);
  });

  it("logs a moderator's removal of a restaurant, and not its owner's own", async () => {
    const removed = await fresh.restaurant();
    expect(
      (await who.moderatorHere?.request("DELETE", `/api/restaurants/${removed}`, removal))
        ?.statusCode,
    ).toBe(204);
    expect((await who.visitor?.get(`/api/restaurants/${removed}`))?.statusCode).toBe(404);
    const lines = await t.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.targetId, removed));
    expect(lines).toMatchObject([
      { action: "delete-content", targetType: "restaurant", targetTitle: "Harbour Bistro" },
    ]);

    const owner = author();
    const own = await fresh.restaurant(owner);
    expect((await owner.request("DELETE", `/api/restaurants/${own}`)).statusCode).toBe(204);
    expect(await t.db.select().from(moderationLog).where(eq(moderationLog.targetId, own))).toEqual(
      [],
    );
  });

  it("lets a moderator remove an event, on the record; its organiser cancels instead", async () => {
    const organiser = author();
    const id = await fresh.event(organiser);
    await who.member?.request("PUT", `/api/events/${id}/rsvp`, { status: "going" });
    expect((await organiser.get(`/api/events/${id}`)).json()).toMatchObject({
      canEdit: true,
      canDelete: false,
    });
    const own = await organiser.request("DELETE", `/api/events/${id}`);
    expect(own.statusCode).toBe(403);
    expect((await who.visitor?.get(`/api/events/${id}`))?.statusCode).toBe(200);

    expect(
      (await who.moderatorHere?.request("DELETE", `/api/events/${id}`, removal))?.statusCode,
    ).toBe(204);
    expect((await who.visitor?.get(`/api/events/${id}`))?.statusCode).toBe(404);
    expect(await t.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, id))).toEqual([]);
    const lines = await t.db.select().from(moderationLog).where(eq(moderationLog.targetId, id));
    expect(lines).toMatchObject([{ action: "delete-content", targetType: "event" }]);
    expect(
      (await who.moderatorHere?.request("DELETE", `/api/events/${id}`, removal))?.statusCode,
    ).toBe(404);
  });

  it("writes one audit line per action with who, what and the reason", async () => {
    const postId = await fresh.post();
    await who.moderatorHere?.request("DELETE", `/api/posts/${postId}`, removal);
    const lines = await t.db.select().from(moderationLog).where(eq(moderationLog.targetId, postId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: "delete-content",
      targetType: "post",
      targetTitle: "Hello",
    });
    const page = (await admin.get("/api/admin/activity?action=delete-content&limit=1")).json();
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = (
      await admin.get(`/api/admin/activity?action=delete-content&limit=1&cursor=${page.nextCursor}`)
    ).json();
    expect(next.items[0].id).not.toBe(page.items[0].id);
  });
});

/**
 * Decision 050: the reads tell each viewer whether they may delete, by the same
 * rule the delete routes apply, so a city's moderators get the button on the
 * page itself (the author's own case is each feature's test).
 */
describe("who is offered the delete", () => {
  type Offer = { canDelete: boolean };
  const feedPost = async (client: TestClient, id: string) => {
    const page = completeFeedPage((await client.get("/api/cities/miami/posts")).json()) as {
      items: (Offer & { id: string })[];
    };
    return page.items.find((post) => post.id === id);
  };
  const reads: {
    name: string;
    make: () => Promise<string>;
    read: (client: TestClient, id: string) => Promise<Offer | undefined>;
  }[] = [
    { name: "a post in the feed", make: fresh.post, read: feedPost },
    {
      name: "a comment",
      make: async () => {
        const postId = await fresh.post();
        const made = await author().post(`/api/posts/${postId}/comments`, { content: "Hi" });
        return `${postId}/${made.json().id}`;
      },
      read: async (client, ids) => {
        const [postId, commentId] = ids.split("/");
        const { comments } = (await client.get(`/api/posts/${postId}/comments`)).json() as {
          comments: (Offer & { id: string })[];
        };
        return comments.find((comment) => comment.id === commentId);
      },
    },
    ...(["listing", "property", "restaurant", "event"] as const).map((kind) => ({
      name: `a ${kind}`,
      make: () => fresh[kind](),
      read: async (client: TestClient, id: string) => {
        const paths = { listing: "marketplace-items", property: "properties" } as const;
        const path = kind === "listing" || kind === "property" ? paths[kind] : `${kind}s`;
        return (await client.get(`/api/${path}/${id}`)).json() as Offer;
      },
    })),
  ];
  // The members-only reads refuse a moderator of another city outright.
  const readers = ["member", "moderatorHere", "admin"] as const;

  for (const { name, make, read } of reads) {
    it(`${name}: only the city's moderators and admins, besides its author`, async () => {
      const id = await make();
      for (const role of readers) {
        const seen = await read(who[role] as TestClient, id);
        expect({ role, canDelete: seen?.canDelete }).toEqual({
          role,
          canDelete: cityModeratorsDelete[role] === 204,
        });
      }
    });
  }

  it("offers a moderator of another city nothing on Miami's public pages", async () => {
    for (const { name, make, read } of reads.slice(2)) {
      const seen = await read(who.moderatorElsewhere as TestClient, await make());
      expect({ name, canDelete: seen?.canDelete }).toEqual({ name, canDelete: false });
    }
  });
});
