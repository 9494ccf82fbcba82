import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { openDatabase } from "../../db/client.ts";
import { accountDeletions, posts, session, user } from "../../db/schema.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { sweepDueDeletions } from "./deletion.service.ts";

let t: TestApp;
let admin: TestClient;
let bob: TestClient;
/** What the app's sweep works with: its database and its file storage. */
let sweepContext: Parameters<typeof sweepDueDeletions>[0];
beforeAll(async () => {
  ({ t, admin, bob } = await cityWithMembers("gold-coast"));
  sweepContext = { db: t.db, storage: createStorage(t.settings) };
});
afterAll(() => t.close());

const userId = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id;
const status = async (client: TestClient) => (await client.get("/api/account/deletion")).json();
const dayMs = 24 * 60 * 60 * 1000;

async function signInAgain(email: string) {
  const client = new TestClient(t.app);
  const answer = await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
  expect(answer.statusCode, answer.body).toBe(200);
  return client;
}

/** The 14 days pass, as far as the database can tell. */
async function fourteenDaysPass(id: string) {
  await t.db
    .update(accountDeletions)
    .set({ dueAt: sql`${accountDeletions.dueAt} - interval '14 days'` })
    .where(eq(accountDeletions.userId, id));
}

describe("deleting one's own account", () => {
  it("schedules it in 14 days, signs out every device and mails the member", async () => {
    const { client, email } = await signUpVerified(t);
    const other = await signInAgain(email);
    const id = await userId(client);
    const before = Date.now();
    const answer = await client.post("/api/account/deletion");
    expect(answer.statusCode, answer.body).toBe(202);
    const dueAt = new Date(answer.json().dueAt).getTime();
    expect(dueAt - before).toBeGreaterThanOrEqual(14 * dayMs - 1000);
    expect(dueAt - before).toBeLessThan(14 * dayMs + 60_000);
    expect(answer.json().cancelledAt).toBeNull();
    for (const device of [client, other]) {
      expect((await device.get("/api/me")).json().viewer).toBeNull();
    }
    expect(await t.db.select().from(session).where(eq(session.userId, id))).toEqual([]);
    expect((await t.lastMailTo(email))?.subject).toBe("Your account will be deleted in 14 days");
    // Nothing is erased yet.
    expect(await sweepDueDeletions(sweepContext, new Date())).not.toContain(id);
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.id, id))).toHaveLength(1);
  });

  it("asks visitors to sign in, and a session without a recent proof to prove itself", async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post("/api/account/deletion")).statusCode).toBe(401);
    expect((await visitor.get("/api/account/deletion")).statusCode).toBe(401);

    const { client } = await signUpVerified(t);
    const id = await userId(client);
    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, id));
    await t.db.execute(
      sql`delete from session_proofs where session_id in (select id from sessions where user_id = ${id})`,
    );
    const answer = await client.post("/api/account/deletion");
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe("REAUTHENTICATION_REQUIRED");
    expect(await status(client)).toEqual({ dueAt: null, cancelledAt: null });
  });

  it("is cancelled by signing in; scheduled again, it erases the account after 14 days as the admin delete does", async () => {
    const { client: doomed, email } = await signUpMember(t, admin, "gold-coast");
    const id = await userId(doomed);
    // A post Bob answered stays as a tombstone; one nobody answered goes.
    const answered = (
      await doomed.post("/api/cities/gold-coast/posts", { content: "Sunset at Burleigh" })
    ).json();
    const quiet = (
      await doomed.post("/api/cities/gold-coast/posts", { content: "Anyone?" })
    ).json();
    expect(
      (await bob.post(`/api/posts/${answered.id}/comments`, { content: "Nice one" })).statusCode,
    ).toBe(201);

    expect((await doomed.post("/api/account/deletion")).statusCode).toBe(202);
    const back = await signInAgain(email);
    const cancelled = await status(back);
    expect(cancelled.dueAt).toBeNull();
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await t.lastMailTo(email))?.subject).toBe("Your account will not be deleted");
    // Time passing no longer erases it.
    await fourteenDaysPass(id);
    expect(await sweepDueDeletions(sweepContext, new Date(Date.now() + 15 * dayMs))).not.toContain(
      id,
    );
    // The notice goes once seen.
    expect((await back.request("DELETE", "/api/account/deletion/notice")).statusCode).toBe(204);
    expect(await status(back)).toEqual({ dueAt: null, cancelledAt: null });

    expect((await back.post("/api/account/deletion")).statusCode).toBe(202);
    // Not before the 14 days.
    expect(await sweepDueDeletions(sweepContext)).not.toContain(id);
    await fourteenDaysPass(id);
    // Two instances (each with its own connections) sweep at once: the account is erased once.
    const second = await openDatabase({ databaseUrl: t.settings.DATABASE_URL });
    try {
      const [one, two] = await Promise.all([
        sweepDueDeletions(sweepContext),
        sweepDueDeletions({ ...sweepContext, db: second.db }),
      ]);
      expect([...one, ...two].filter((erased) => erased === id)).toEqual([id]);
    } finally {
      await second.close();
    }
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.id, id))).toEqual([]);
    expect(
      await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, id)),
    ).toEqual([]);
    const [tombstone] = await t.db.select().from(posts).where(eq(posts.id, answered.id));
    expect(tombstone).toMatchObject({ userId: null, content: "" });
    expect(await t.db.select().from(posts).where(eq(posts.id, quiet.id))).toEqual([]);
    const kept = (await bob.get(`/api/posts/${answered.id}/comments`)).json().comments;
    expect(kept.map((c: { content: string }) => c.content)).toEqual(["Nice one"]);
    // Signing in is no longer possible.
    const gone = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(gone.statusCode).toBe(401);
  });
});
