import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newEventBody } from "../../tests/support/event-body.ts";
import {
  TestClient as Client,
  createTestApp,
  joinAnswers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../tests/support/test-app.ts";
import { type Actor, actorOf } from "./actor.ts";
import { type ActionOf, can, type Kind, policies, type Subject } from "./can.ts";

/**
 * The role matrix, generated from the policy table: for every (kind, action) of
 * `policies`, a real subject is made over HTTP and the route is asked by each
 * role. What the route answers must be what `can` says of the role's facts:
 * a 2xx when allowed; otherwise 401 for a visitor and the route's refusal
 * (403 unless the mapping says) for anyone else. A rule with no route below
 * fails here, so no rule goes untested.
 */
const roles = [
  "visitor",
  "outsider",
  "member",
  "author",
  "moderatorHere",
  "moderatorElsewhere",
  "admin",
] as const;
type Role = (typeof roles)[number];

type Made<K extends Kind> = { subject: Subject<K>; id: string };
type Mapping<K extends Kind> = {
  /** A fresh subject for one ask, so an allowed delete does not spoil the next. */
  make: () => Promise<Made<K>>;
  ask: (client: TestClient, made: Made<K>) => Promise<{ statusCode: number; body: string }>;
  /** What a signed-in refusal answers, when it is not 403 (a 409 "already a member"). */
  refused?: number;
};
type Routes = { [K in Kind]: { [A in ActionOf<K>]: Mapping<K> } };

let t: TestApp;
const clients = {} as Record<Role, TestClient>;
const facts = {} as Record<Role, Actor>;
const ids = {} as Record<Exclude<Role, "visitor">, string>;
let admin: TestClient;
let miami = "";

const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;
const created = (response: { statusCode: number; body: string; json: () => { id: string } }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().id;
};
const removal = { reason: "spam" };
const item = {
  title: "Chair",
  description: "A chair",
  category: "furniture",
  condition: "good",
  price: 10,
};

const fresh = {
  post: async () =>
    created(await clients.author.post("/api/cities/miami/posts", { content: "Hi" })),
  event: async () => created(await clients.author.post("/api/cities/miami/events", newEventBody())),
  poll: async () =>
    created(
      await admin.post("/api/cities/miami/polls", { question: "Best beach?", options: ["A", "B"] }),
    ),
  item: async () => created(await clients.author.post("/api/cities/miami/marketplace-items", item)),
  user: async () => idOf((await signUpVerified(t)).client),
};

const post = (id: string, authorId: string | null) =>
  ({ id, subject: { kind: "post", authorId, cityId: miami } }) as const;
const event = (id: string, organiserId: string | null) =>
  ({ id, subject: { kind: "event", organiserId, cityId: miami } }) as const;
const poll = (id: string) => ({ id, subject: { kind: "poll", cityId: miami } }) as const;
const entry = (id: string) =>
  ({ id, subject: { kind: "entry", ownerId: ids.author, cityId: miami } }) as const;

const routes: Routes = {
  city: {
    read: {
      make: async () => ({ id: "miami", subject: { kind: "city", id: miami } }),
      ask: (c) => c.get("/api/cities/miami/members"),
    },
    join: {
      make: async () => ({ id: "miami", subject: { kind: "city", id: miami } }),
      ask: (c) => c.post("/api/cities/miami/membership-requests", joinAnswers),
      refused: 409,
    },
  },
  post: {
    create: {
      make: async () => post("", null),
      ask: (c) => c.post("/api/cities/miami/posts", { content: "Hello" }),
    },
    react: {
      make: async () => post(await fresh.post(), ids.author),
      ask: (c, { id }) => c.post(`/api/posts/${id}/reactions`, { type: "like" }),
    },
    delete: {
      make: async () => post(await fresh.post(), ids.author),
      ask: (c, { id }) => c.request("DELETE", `/api/posts/${id}`, removal),
    },
  },
  comment: {
    create: {
      make: async () => ({
        id: await fresh.post(),
        subject: { kind: "comment", authorId: null, cityId: miami },
      }),
      ask: (c, { id }) => c.post(`/api/posts/${id}/comments`, { content: "Hi" }),
    },
    delete: {
      make: async () => {
        const postId = await fresh.post();
        const comment = await clients.author.post(`/api/posts/${postId}/comments`, {
          content: "x",
        });
        return {
          id: created(comment),
          subject: { kind: "comment", authorId: ids.author, cityId: miami },
        };
      },
      ask: (c, { id }) => c.request("DELETE", `/api/comments/${id}`, removal),
    },
  },
  poll: {
    create: {
      make: async () => poll(""),
      ask: (c) => c.post("/api/cities/miami/polls", { question: "Why?", options: ["A", "B"] }),
    },
    edit: {
      make: async () => poll(await fresh.poll()),
      ask: (c, { id }) => c.request("PATCH", `/api/polls/${id}`, { question: "Which beach?" }),
    },
    close: {
      make: async () => poll(await fresh.poll()),
      ask: (c, { id }) => c.post(`/api/polls/${id}/close`),
    },
    vote: {
      make: async () => poll(await fresh.poll()),
      ask: (c, { id }) => c.post(`/api/polls/${id}/votes`, { optionIndex: 0 }),
    },
  },
  event: {
    create: {
      make: async () => event("", null),
      ask: (c) => c.post("/api/cities/miami/events", newEventBody()),
    },
    edit: {
      make: async () => event(await fresh.event(), ids.author),
      ask: (c, { id }) =>
        c.request("PUT", `/api/events/${id}`, newEventBody({ title: "Moonrise swim" })),
    },
    cancel: {
      make: async () => event(await fresh.event(), ids.author),
      ask: (c, { id }) => c.post(`/api/events/${id}/cancel`),
    },
    delete: {
      make: async () => event(await fresh.event(), ids.author),
      ask: (c, { id }) => c.request("DELETE", `/api/events/${id}`, removal),
    },
    rsvp: {
      make: async () => event(await fresh.event(), ids.author),
      ask: (c, { id }) => c.request("PUT", `/api/events/${id}/rsvp`, { status: "going" }),
    },
  },
  membershipRequest: {
    decide: {
      make: async () => {
        const applicant = await signUpVerified(t);
        await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers);
        const pending = (await admin.get("/api/admin/membership-requests")).json().requests;
        const request = pending.find(
          (r: { applicant: { email: string } }) => r.applicant.email === applicant.email,
        );
        return { id: request.id, subject: { kind: "membershipRequest", cityId: miami } };
      },
      ask: (c, { id }) => c.post(`/api/admin/membership-requests/${id}/approve`),
    },
  },
  report: {
    decide: {
      make: () => reportedPost(),
      ask: (c, { id }) => c.post(`/api/admin/reports/post/${id}/decision`, { decision: "dismiss" }),
    },
    ban: {
      make: () => reportedPost(),
      ask: (c, { id }) =>
        c.post(`/api/admin/reports/post/${id}/decision`, { decision: "ban", reason: "Spam" }),
    },
  },
  queue: {
    read: {
      make: async () => ({ id: "", subject: { kind: "queue" } }),
      ask: (c) => c.get("/api/admin/reports"),
    },
  },
  user: {
    manage: {
      make: async () => {
        const id = await fresh.user();
        return { id, subject: { kind: "user", id } };
      },
      ask: (c, { id }) => c.post(`/api/admin/users/${id}/role`, { role: "user" }),
    },
    report: {
      // Everyone reports the author; the author reporting themselves is refused with 400.
      make: async () => ({ id: ids.author, subject: { kind: "user", id: ids.author } }),
      ask: (c, { id }) =>
        c.post("/api/reports", {
          targetType: "user",
          targetId: id,
          reason: "spam",
          description: "Spam",
        }),
      refused: 400,
    },
  },
  site: {
    administer: {
      make: async () => ({ id: "", subject: { kind: "site" } }),
      ask: (c) => c.get("/api/admin/users"),
    },
  },
  entry: {
    read: {
      make: async () => entry(await fresh.item()),
      ask: (c, { id }) => c.get(`/api/marketplace-items/${id}`),
    },
    create: {
      make: async () => entry(""),
      ask: (c) => c.post("/api/cities/miami/marketplace-items", item),
    },
    edit: {
      make: async () => entry(await fresh.item()),
      ask: (c, { id }) =>
        c.request("PUT", `/api/marketplace-items/${id}`, { ...item, title: "Table" }),
    },
    delete: {
      make: async () => entry(await fresh.item()),
      ask: (c, { id }) => c.request("DELETE", `/api/marketplace-items/${id}`, removal),
    },
    report: {
      make: async () => entry(await fresh.item()),
      ask: (c, { id }) =>
        c.post("/api/reports", {
          targetType: "listing",
          targetId: id,
          reason: "spam",
          description: "Spam",
        }),
    },
  },
};

/** A Miami post by a newcomer (a ban must not spoil the author), reported by a member. */
async function reportedPost(): Promise<Made<"report">> {
  const poster = await signUpMember(t, admin, "miami");
  const id = created(await poster.client.post("/api/cities/miami/posts", { content: "Buy now" }));
  const filed = await clients.member.post("/api/reports", {
    targetType: "post",
    targetId: id,
    reason: "spam",
    description: "Spam",
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return { id, subject: { kind: "report", cityId: miami } };
}

beforeAll(async () => {
  // The matrix signs up dozens of people from one address.
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  admin = (await signUpAdmin(t)).client;
  const { rows } = await t.db.execute<{ id: string; slug: string }>(
    sql`select id, slug from cities where slug in ('miami', 'cape-town')`,
  );
  const city = (slug: string) => rows.find((row) => row.slug === slug)?.id as string;
  miami = city("miami");
  clients.visitor = new Client(t.app);
  clients.outsider = (await signUpVerified(t)).client;
  clients.member = (await signUpMember(t, admin, "miami")).client;
  clients.author = (await signUpMember(t, admin, "miami")).client;
  clients.moderatorHere = (await signUpMember(t, admin, "miami")).client;
  clients.moderatorElsewhere = (await signUpMember(t, admin, "cape-town")).client;
  clients.admin = admin;
  for (const role of roles) if (role !== "visitor") ids[role] = await idOf(clients[role]);
  for (const [role, slug] of [
    ["moderatorHere", "miami"],
    ["moderatorElsewhere", "cape-town"],
  ] as const) {
    const appointed = await admin.post(`/api/admin/cities/${slug}/moderators`, {
      userId: ids[role],
    });
    expect(appointed.statusCode).toBe(204);
  }
  // Each role's facts, as the policies take them.
  facts.visitor = null;
  facts.outsider = actorOf(ids.outsider);
  facts.member = actorOf(ids.member, { memberOf: [miami] });
  facts.author = actorOf(ids.author, { memberOf: [miami] });
  facts.moderatorHere = actorOf(ids.moderatorHere, { memberOf: [miami], moderates: [miami] });
  facts.moderatorElsewhere = actorOf(ids.moderatorElsewhere, {
    memberOf: [city("cape-town")],
    moderates: [city("cape-town")],
  });
  facts.admin = actorOf(ids.admin, { isAdmin: true });
});
afterAll(() => t.close());

const statusClass = (status: number) => (status < 300 ? "2xx" : String(status));

describe("the role matrix, from the policy table", () => {
  it("maps every rule of every policy to a route", () => {
    const unmapped = Object.entries(policies).flatMap(([kind, policy]) =>
      Object.keys(policy.rules)
        .filter((action) => !(routes as Record<string, Record<string, unknown>>)[kind]?.[action])
        .map((action) => `${kind}.${action}`),
    );
    expect(unmapped).toEqual([]);
  });

  for (const kind of Object.keys(policies) as Kind[]) {
    it(`answers every ${kind} route as the ${kind} policy says`, async () => {
      const answered: string[] = [];
      const expected: string[] = [];
      const mappings = routes[kind] as Record<string, Mapping<Kind>>;
      for (const [action, mapping] of Object.entries(mappings)) {
        for (const role of roles) {
          // The per-user write limits are not what this asks about.
          await t.db.execute(sql`delete from throttles`);
          const made = await mapping.make();
          const allowed = can(facts[role], action as ActionOf<Kind>, made.subject);
          const line = `${kind}.${action} as ${role}`;
          const response = await mapping.ask(clients[role], made);
          answered.push(`${line}: ${statusClass(response.statusCode)}`);
          const refusal = role === "visitor" ? 401 : (mapping.refused ?? 403);
          expected.push(`${line}: ${allowed ? "2xx" : refusal}`);
        }
      }
      expect(answered).toEqual(expected);
    });
  }
});
