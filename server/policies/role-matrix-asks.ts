import { expect } from "vitest";
import { newEventBody } from "../../tests/support/event-body.ts";
import {
  joinAnswers,
  signUpMember,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../tests/support/test-app.ts";
import type { ActionOf, Kind, Subject } from "./can.ts";

// The role matrix's asks (role-matrix.test.ts): for each rule of each policy, how to make
// a fresh subject of it over HTTP and which route asks the rule, as each of these roles.

export const roles = [
  "visitor",
  "outsider",
  "member",
  "author",
  "moderatorHere",
  "moderatorElsewhere",
  "admin",
  // Staff without a second factor (decision 067): their powers are held until they set one up.
  "heldModerator",
  "heldAdmin",
] as const;
export type Role = (typeof roles)[number];

export type Made<K extends Kind> = { subject: Subject<K>; id: string };
export type Mapping<K extends Kind> = {
  /** A fresh subject for one ask, so an allowed delete does not spoil the next. */
  make: () => Promise<Made<K>>;
  ask: (client: TestClient, made: Made<K>) => Promise<{ statusCode: number; body: string }>;
  /** What a signed-in refusal answers, when it is not 403 (a 409 "already a member"). */
  refused?: number;
  /** A rule the route asks first (ban after decide): its refusal is the answer when it refuses. */
  after?: ActionOf<K>;
};
export type Routes = { [K in Kind]: { [A in ActionOf<K>]: Mapping<K> } };

/** The people and places of one run, filled in by the test's setup. */
export type World = {
  t: TestApp;
  admin: TestClient;
  clients: Record<Role, TestClient>;
  ids: Record<Exclude<Role, "visitor">, string>;
  miami: string;
};

export const idOf = async (client: TestClient) =>
  (await client.get("/api/me")).json().viewer.id as string;

/** Every rule's route, for the world `w`. */
export function asksFor(w: World): Routes {
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
      created(await w.clients.author.post("/api/cities/miami/posts", { content: "Hi" })),
    event: async () =>
      created(await w.clients.author.post("/api/cities/miami/events", newEventBody())),
    poll: async () =>
      created(
        await w.admin.post("/api/cities/miami/polls", {
          question: "Best beach?",
          options: ["A", "B"],
        }),
      ),
    item: async () =>
      created(await w.clients.author.post("/api/cities/miami/marketplace-items", item)),
    user: async () => idOf((await signUpVerified(w.t)).client),
    /** A comment by the author on a fresh post of theirs. */
    comment: async (): Promise<Made<"comment">> => {
      const postId = await fresh.post();
      const comment = await w.clients.author.post(`/api/posts/${postId}/comments`, {
        content: "x",
      });
      return {
        id: created(comment),
        subject: { kind: "comment", authorId: w.ids.author, cityId: w.miami },
      };
    },
  };

  const post = (id: string, authorId: string | null) =>
    ({ id, subject: { kind: "post", authorId, cityId: w.miami } }) as const;
  const event = (id: string, organiserId: string | null) =>
    ({ id, subject: { kind: "event", organiserId, cityId: w.miami } }) as const;
  const poll = (id: string) => ({ id, subject: { kind: "poll", cityId: w.miami } }) as const;
  const entry = (id: string) =>
    ({ id, subject: { kind: "entry", ownerId: w.ids.author, cityId: w.miami } }) as const;

  const routes: Routes = {
    city: {
      read: {
        make: async () => ({ id: "miami", subject: { kind: "city", id: w.miami } }),
        ask: (c) => c.get("/api/cities/miami/members"),
      },
      join: {
        make: async () => ({ id: "miami", subject: { kind: "city", id: w.miami } }),
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
        make: async () => post(await fresh.post(), w.ids.author),
        ask: (c, { id }) => c.post(`/api/posts/${id}/reactions`, { type: "like" }),
      },
      delete: {
        make: async () => post(await fresh.post(), w.ids.author),
        ask: (c, { id }) => c.request("DELETE", `/api/posts/${id}`, removal),
      },
      edit: {
        make: async () => post(await fresh.post(), w.ids.author),
        ask: (c, { id }) => c.request("PATCH", `/api/posts/${id}`, { content: "Hi, edited" }),
      },
      viewHistory: {
        make: async () => post(await fresh.post(), w.ids.author),
        ask: (c, { id }) => c.get(`/api/posts/${id}/history`),
      },
    },
    comment: {
      create: {
        make: async () => ({
          id: await fresh.post(),
          subject: { kind: "comment", authorId: null, cityId: w.miami },
        }),
        ask: (c, { id }) => c.post(`/api/posts/${id}/comments`, { content: "Hi" }),
      },
      delete: {
        make: () => fresh.comment(),
        ask: (c, { id }) => c.request("DELETE", `/api/comments/${id}`, removal),
      },
      edit: {
        make: () => fresh.comment(),
        ask: (c, { id }) => c.request("PATCH", `/api/comments/${id}`, { content: "x, edited" }),
      },
      viewHistory: {
        make: () => fresh.comment(),
        ask: (c, { id }) => c.get(`/api/comments/${id}/history`),
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
        make: async () => event(await fresh.event(), w.ids.author),
        ask: (c, { id }) =>
          c.request("PUT", `/api/events/${id}`, newEventBody({ title: "Moonrise swim" })),
      },
      cancel: {
        make: async () => event(await fresh.event(), w.ids.author),
        ask: (c, { id }) => c.post(`/api/events/${id}/cancel`),
      },
      delete: {
        make: async () => event(await fresh.event(), w.ids.author),
        ask: (c, { id }) => c.request("DELETE", `/api/events/${id}`, removal),
      },
      rsvp: {
        make: async () => event(await fresh.event(), w.ids.author),
        ask: (c, { id }) => c.request("PUT", `/api/events/${id}/rsvp`, { status: "going" }),
      },
      manage: {
        make: async () => event(await fresh.event(), w.ids.author),
        ask: (c, { id }) => c.get(`/api/events/${id}/people`),
      },
    },
    membershipRequest: {
      decide: {
        make: async () => {
          const applicant = await signUpVerified(w.t);
          await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers);
          const pending = (await w.admin.get("/api/admin/membership-requests")).json().requests;
          const request = pending.find(
            (r: { applicant: { email: string } }) => r.applicant.email === applicant.email,
          );
          return { id: request.id, subject: { kind: "membershipRequest", cityId: w.miami } };
        },
        ask: (c, { id }) => c.post(`/api/admin/membership-requests/${id}/approve`),
      },
    },
    report: {
      decide: {
        make: () => reportedPost(),
        ask: (c, { id }) =>
          c.post(`/api/admin/reports/post/${id}/decision`, { decision: "dismiss" }),
      },
      ban: {
        make: () => reportedPost(),
        ask: (c, { id }) =>
          c.post(`/api/admin/reports/post/${id}/decision`, { decision: "ban", reason: "Spam" }),
        after: "decide",
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
        make: async () => ({ id: w.ids.author, subject: { kind: "user", id: w.ids.author } }),
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
    // Messages (issue 32): a fresh conversation each time, the author asking about the
    // member's item; only the two take part, and nobody reported it (moderators: 404).
    conversation: {
      read: {
        make: () => conversation(),
        ask: (c, { id }) => c.get(`/api/conversations/${id}`),
        refused: 404,
      },
      send: {
        make: () => conversation(),
        ask: (c, { id }) => c.post(`/api/conversations/${id}/messages`, { text: "Hi" }),
        refused: 404,
      },
      leave: {
        make: () => conversation(),
        ask: (c, { id }) => c.post(`/api/conversations/${id}/leave`, {}),
        refused: 404,
      },
      report: {
        make: () => conversation(),
        ask: (c, { id }) =>
          c.post(`/api/conversations/${id}/report`, { reason: "spam", description: "Spam" }),
        refused: 404,
      },
    },
  };

  /** The author asks about a new item of the member's: a conversation of those two only. */
  async function conversation(): Promise<Made<"conversation">> {
    const itemId = created(
      await w.clients.member.post("/api/cities/miami/marketplace-items", item),
    );
    const asked = await w.clients.author.post("/api/conversations", {
      subject: { kind: "listing", id: itemId },
      text: "Is this still available?",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    return {
      id: asked.json().conversation.id,
      subject: {
        kind: "conversation",
        participants: [w.ids.author, w.ids.member],
        cityId: w.miami,
        reported: false,
      },
    };
  }

  /** A Miami post by a newcomer (a ban must not spoil the author), reported by a member. */
  async function reportedPost(): Promise<Made<"report">> {
    const poster = await signUpMember(w.t, w.admin, "miami");
    const id = created(await poster.client.post("/api/cities/miami/posts", { content: "Buy now" }));
    const filed = await w.clients.member.post("/api/reports", {
      targetType: "post",
      targetId: id,
      reason: "spam",
      description: "Spam",
    });
    expect(filed.statusCode, filed.body).toBe(201);
    return { id, subject: { kind: "report", cityId: w.miami } };
  }

  return routes;
}
