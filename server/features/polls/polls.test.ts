import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollMessages } from "../../../contracts/polls.ts";
import {
  cityWithMembers,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { polls } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("cape-town"));
});
afterAll(() => t.close());

const createPoll = (client: TestClient, body: object) =>
  client.post("/api/cities/cape-town/polls", body);
const beach = { question: "Best beach?", options: ["Clifton", "Camps Bay", "Muizenberg"] };

describe("polls", () => {
  it("lets only admins create polls, with a question and 2 to 10 options", async () => {
    expect((await createPoll(alice, beach)).statusCode).toBe(403);
    for (const body of [
      { question: " ", options: ["a", "b"] },
      { question: "Q", options: ["a"] },
      { question: "Q", options: ["a", "  "] },
    ]) {
      const response = await createPoll(admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(pollMessages.invalid.defaultMessage);
    }
    const eleven = Array.from({ length: 11 }, (_, i) => `option ${i}`);
    expect((await createPoll(admin, { question: "Q", options: eleven })).json().message).toBe(
      pollMessages.tooManyOptions.defaultMessage,
    );
    const created = await createPoll(admin, beach);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...beach, isActive: true, isOpen: true, results: null });
  });

  it("takes one changeable vote per member and shows results only after voting", async () => {
    const { id } = (await createPoll(admin, beach)).json();
    const before = (await alice.get("/api/cities/cape-town/polls")).json().polls;
    expect(before.find((p: { id: string }) => p.id === id).results).toBeNull();

    const voted = (await alice.post(`/api/polls/${id}/votes`, { optionIndex: 1 })).json();
    expect(voted).toMatchObject({ myVote: 1, results: [0, 1, 0], totalVotes: 1 });
    await bob.post(`/api/polls/${id}/votes`, { optionIndex: 1 });
    const changed = (await alice.post(`/api/polls/${id}/votes`, { optionIndex: 0 })).json();
    expect(changed).toMatchObject({ myVote: 0, results: [1, 1, 0], totalVotes: 2 });

    const visitor = await new TestClient(t.app).post(`/api/polls/${id}/votes`, { optionIndex: 0 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(pollMessages.loginToVote.defaultMessage);
    const outsider = (await signUpVerified(t)).client;
    expect((await outsider.post(`/api/polls/${id}/votes`, { optionIndex: 0 })).statusCode).toBe(
      403,
    );
    expect((await alice.post(`/api/polls/${id}/votes`, { optionIndex: 3 })).statusCode).toBe(400);
  });

  it("locks question and options once voted on, but the expiry stays editable", async () => {
    const { id } = (await createPoll(admin, beach)).json();
    const edited = await admin.request("PATCH", `/api/polls/${id}`, {
      question: "Best beach for a swim?",
    });
    expect(edited.json().question).toBe("Best beach for a swim?");
    await alice.post(`/api/polls/${id}/votes`, { optionIndex: 2 });
    const locked = await admin.request("PATCH", `/api/polls/${id}`, { options: ["A", "B"] });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(pollMessages.lockedAfterVotes.defaultMessage);
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const extended = await admin.request("PATCH", `/api/polls/${id}`, { expiresAt });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().expiresAt).toBe(expiresAt);
    expect((await alice.request("PATCH", `/api/polls/${id}`, { expiresAt })).statusCode).toBe(403);
  });

  // Issue 8: the "has votes?" check and the update were two statements, and a vote could land between.
  it("never lets a vote slip in between the check for votes and the change of wording", async () => {
    const { id } = (await createPoll(admin, beach)).json();
    const aliceId = (await alice.get("/api/me")).json().viewer.id;
    const voter = new pg.Client({ connectionString: t.settings.DATABASE_URL });
    await voter.connect();
    try {
      await voter.query("begin");
      await voter.query(
        "insert into poll_votes (poll_id, user_id, option_index) values ($1, $2, 0)",
        [id, aliceId],
      );
      const editing = admin.request("PATCH", `/api/polls/${id}`, { question: "Best surf?" });
      // The edit reaches the poll while the vote is still uncommitted, and must wait for it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await voter.query("commit");
      const edited = await editing;
      expect(edited.statusCode).toBe(409);
      expect(edited.json().message).toBe(pollMessages.lockedAfterVotes.defaultMessage);
    } finally {
      await voter.end();
    }
    const [saved] = await t.db.select().from(polls).where(eq(polls.id, id));
    expect(saved?.question).toBe(beach.question);
  });

  it("refuses votes once closed or expired, and lists those polls as closed with results", async () => {
    const closedPoll = (await createPoll(admin, beach)).json();
    await alice.post(`/api/polls/${closedPoll.id}/votes`, { optionIndex: 0 });
    expect((await alice.post(`/api/polls/${closedPoll.id}/close`, {})).statusCode).toBe(403);
    // The poll policy's refusal, in the language the browser asks for.
    const inSpanish = await alice.request(
      "POST",
      `/api/polls/${closedPoll.id}/close`,
      {},
      { "accept-language": "es-MX,es;q=0.9,en;q=0.5" },
    );
    expect(inSpanish.json()).toEqual({
      code: "FORBIDDEN",
      message: "Solo un administrador o un moderador de esta ciudad puede hacer eso.",
    });
    expect((await admin.post(`/api/polls/${closedPoll.id}/close`, {})).json().isActive).toBe(false);
    const late = await bob.post(`/api/polls/${closedPoll.id}/votes`, { optionIndex: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(pollMessages.closed.defaultMessage);

    const expiring = (await createPoll(admin, beach)).json();
    await t.db
      .update(polls)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(polls.id, expiring.id));
    expect((await bob.post(`/api/polls/${expiring.id}/votes`, { optionIndex: 1 })).statusCode).toBe(
      409,
    );

    const active = (await bob.get("/api/cities/cape-town/polls")).json().polls;
    const ids = active.map((p: { id: string }) => p.id);
    expect(ids).not.toContain(closedPoll.id);
    expect(ids).not.toContain(expiring.id);
    const closed = (await bob.get("/api/cities/cape-town/polls?status=closed")).json().polls;
    const shown = closed.find((p: { id: string }) => p.id === closedPoll.id);
    // Bob never voted, but a closed poll shows its results to everyone.
    expect(shown).toMatchObject({ isOpen: false, myVote: null, results: [1, 0, 0], totalVotes: 1 });
  });
});
