import { expect } from "vitest";
import { newEventBody } from "../../tests/support/event-body.ts";
import {
  signUpMember,
  signUpVerified,
  type TestApp,
  type TestClient,
} from "../../tests/support/test-app.ts";
import type { Kind, Subject } from "./can.ts";

// The role matrix's world (role-matrix.test.ts): who asks, and how to make a fresh subject
// of each kind over HTTP. Every ask gets its own subject, so an allowed delete or ban does
// not spoil the next role's ask; role-matrix-asks.ts says which route each rule is.

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

/** The marketplace item the matrix lists, and edits in the entry asks. */
export const itemBody = {
  title: "Chair",
  description: "A chair",
  category: "furniture",
  condition: "good",
  price: 10,
};

/** Makers of fresh subjects in the world `w`, with each one's policy facts. */
export function subjectsFor(w: World) {
  const created = (response: { statusCode: number; body: string; json: () => { id: string } }) => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().id;
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
      created(await w.clients.author.post("/api/cities/miami/marketplace-items", itemBody)),
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

  /** The author asks about a new item of the member's: a conversation of those two only. */
  async function conversation(): Promise<Made<"conversation">> {
    const itemId = created(
      await w.clients.member.post("/api/cities/miami/marketplace-items", itemBody),
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

  return { fresh: { ...fresh, conversation, reportedPost }, post, event, poll, entry };
}
