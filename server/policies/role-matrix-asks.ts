import { newEventBody } from "../../tests/support/event-body.ts";
import { joinAnswers, signUpVerified, type TestClient } from "../../tests/support/test-app.ts";
import type { ActionOf, Kind } from "./can.ts";
import { itemBody as item, type Made, subjectsFor, type World } from "./role-matrix-world.ts";

// The role matrix's asks (role-matrix.test.ts): for each rule of each policy, which route
// asks it and how to make the subject it is asked of (role-matrix-world.ts makes them).

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

/** Every rule's route, for the world `w`. */
export function asksFor(w: World): Routes {
  const { fresh, post, event, poll, entry } = subjectsFor(w);
  const removal = { reason: "spam" };

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
        make: () => fresh.reportedPost(),
        ask: (c, { id }) =>
          c.post(`/api/admin/reports/post/${id}/decision`, { decision: "dismiss" }),
      },
      ban: {
        make: () => fresh.reportedPost(),
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
        make: () => fresh.conversation(),
        ask: (c, { id }) => c.get(`/api/conversations/${id}`),
        refused: 404,
      },
      send: {
        make: () => fresh.conversation(),
        ask: (c, { id }) => c.post(`/api/conversations/${id}/messages`, { text: "Hi" }),
        refused: 404,
      },
      leave: {
        make: () => fresh.conversation(),
        ask: (c, { id }) => c.post(`/api/conversations/${id}/leave`, {}),
        refused: 404,
      },
      report: {
        make: () => fresh.conversation(),
        ask: (c, { id }) =>
          c.post(`/api/conversations/${id}/report`, { reason: "spam", description: "Spam" }),
        refused: 404,
      },
    },
  };

  return routes;
}
