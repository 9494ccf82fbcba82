import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteMessages } from "../../../contracts/invites.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { invites, memberships, user } from "../../db/schema.ts";

// Issue 31 scope 9: an admin invites an address to a city; the invitee signs up from the
// link with a password only, verified and a member at once.
let inbox: SmtpInbox;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(await createTestApp({ SMTP_URL: inbox.url }));
  admin = (await signUpAdmin(t)).client;
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const invite = (email: string, city = "gold-coast", language?: "en" | "es") =>
  admin.post("/api/admin/invites", { email, city, ...(language ? { language } : {}) });

/** The token of the link in the newest invitation mailed to `email`. */
async function mailedToken(email: string) {
  await t.settled();
  const token = inbox.lastMailTo(email)?.text.match(/\/invite\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}
const signUp = (client: TestClient, token: string, password = strongPassword) =>
  client.post(`/api/invites/${token}/sign-up`, { password });

describe("admin invites", () => {
  it("an invitee signs up from the mailed link: verified, a member of the city, signed in", async () => {
    const email = uniqueEmail("invitee");
    const created = await invite(email);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, city: { slug: "gold-coast" } });
    const days = (Date.parse(created.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = await mailedToken(email);
    const mail = inbox.lastMailTo(email);
    expect(mail?.subject).toBe("You are invited to join Gold Coast on Coastal");
    expect(mail?.text).toContain("expires in 7 days");
    // The token is mailed, never stored.
    const stored = await t.db.select().from(invites).where(eq(invites.email, email));
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = (await admin.get("/api/admin/invites")).json().invites;
    expect(listed.map((row: { email: string }) => row.email)).toContain(email);

    const visitor = new TestClient(t.app);
    const preview = await visitor.get(`/api/invites/${token}`);
    expect(preview.json()).toMatchObject({
      email,
      city: { slug: "gold-coast", name: "Gold Coast" },
    });

    const joined = await signUp(visitor, token);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ city: { slug: "gold-coast", name: "Gold Coast" } });
    expect(visitor.hasSession()).toBe(true);
    const me = (await visitor.get("/api/me")).json().viewer;
    expect(me.email).toBe(email);
    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    expect(account?.emailVerified).toBe(true);
    const member = await t.db.select().from(memberships).where(eq(memberships.userId, me.id));
    expect(member).toHaveLength(1);
    // The feed of the city is theirs to read and write.
    const posted = await visitor.post("/api/cities/gold-coast/posts", {
      content: "Hello, Gold Coast!",
    });
    expect(posted.statusCode).toBe(201);
    // Gone from the pending list, and no verification mail was sent.
    const after = (await admin.get("/api/admin/invites")).json().invites;
    expect(after.map((row: { email: string }) => row.email)).not.toContain(email);
    expect(inbox.to(email).map((m) => m.subject)).toEqual([mail?.subject]);
    // They can sign in with the password they chose.
    const again = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(again.statusCode).toBe(200);
  });

  it("mails the invitation in the language the admin chose", async () => {
    const email = uniqueEmail("hola");
    expect((await invite(email, "miami", "es")).statusCode).toBe(201);
    await mailedToken(email);
    const mail = inbox.lastMailTo(email);
    expect(mail?.subject).toBe("Te invitan a unirte a Miami en Coastal");
    expect(mail?.text).toContain("vence en 7 días");
  });

  it("is single-use: of two sign-ups at once with one link, one wins", async () => {
    const email = uniqueEmail("twice");
    await invite(email);
    const token = await mailedToken(email);
    const answers = await Promise.all([
      signUp(new TestClient(t.app), token),
      signUp(new TestClient(t.app), token),
      signUp(new TestClient(t.app), token),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 404 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const accounts = await t.db.select().from(user).where(eq(user.email, email));
    expect(accounts).toHaveLength(1);
    const later = await signUp(new TestClient(t.app), token);
    expect(later.statusCode).toBe(404);
    expect(later.json()).toEqual({
      code: "NOT_FOUND",
      message: inviteMessages.notValid.defaultMessage,
    });
  });

  it("expires after 7 days", async () => {
    const email = uniqueEmail("late");
    await invite(email);
    const token = await mailedToken(email);
    await t.db
      .update(invites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(invites.email, email));
    expect((await new TestClient(t.app).get(`/api/invites/${token}`)).statusCode).toBe(404);
    expect((await signUp(new TestClient(t.app), token)).statusCode).toBe(404);
    const listed = (await admin.get("/api/admin/invites")).json().invites;
    expect(listed.map((row: { email: string }) => row.email)).not.toContain(email);
    // An expired invite does not stop a new one to the same address and city.
    expect((await invite(email)).statusCode).toBe(201);
  });

  it("a revoked invite's link stops working; revoking twice is a 404", async () => {
    const email = uniqueEmail("revoked");
    const { id } = (await invite(email)).json();
    const token = await mailedToken(email);
    const revoked = await admin.request("DELETE", `/api/admin/invites/${id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await signUp(new TestClient(t.app), token)).statusCode).toBe(404);
    expect((await admin.request("DELETE", `/api/admin/invites/${id}`)).statusCode).toBe(404);
    // Both the invitation and its withdrawal are in the admins' Activity log.
    const log = (await admin.get("/api/admin/activity?action=")).json().items as {
      action: string;
      targetTitle?: string;
    }[];
    const mine = log.filter((entry) => JSON.stringify(entry).includes(email));
    expect(mine.map((entry) => entry.action).sort()).toEqual(["invite", "revoke-invite"]);
  });

  it("refuses a second pending invite, and an address that has an account", async () => {
    const email = uniqueEmail("dup");
    expect((await invite(email)).statusCode).toBe(201);
    const second = await invite(email);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(inviteMessages.alreadyInvited.defaultMessage);
    // The same address may be invited to another city.
    expect((await invite(email, "miami")).statusCode).toBe(201);

    const member = await signUpVerified(t);
    const existing = await invite(member.email.toUpperCase());
    expect(existing.statusCode).toBe(409);
    expect(existing.json().message).toBe(inviteMessages.accountExists.defaultMessage);
  });

  it("refuses the sign-up when the address got an account after the invite", async () => {
    const email = uniqueEmail("meanwhile");
    await invite(email);
    const token = await mailedToken(email);
    await signUpVerified(inbox.reading(t), email);
    const answer = await signUp(new TestClient(t.app), token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(inviteMessages.accountExists.defaultMessage);
  });

  it("refuses weak passwords and keeps the invite usable", async () => {
    const email = uniqueEmail("weak");
    await invite(email);
    const token = await mailedToken(email);
    for (const password of ["short", "password123", "Password1!"]) {
      const answer = await signUp(new TestClient(t.app), token, password);
      expect(answer.statusCode, password).toBe(400);
    }
    expect((await signUp(new TestClient(t.app), token)).statusCode).toBe(201);
  });

  it("only admins may invite, list or revoke (403), visitors get 401", async () => {
    const { id } = (await invite(uniqueEmail("guarded"))).json();
    const member = (await signUpVerified(t)).client;
    const visitor = new TestClient(t.app);
    for (const client of [member, visitor]) {
      const expected = client === member ? 403 : 401;
      expect(
        (await client.post("/api/admin/invites", { email: uniqueEmail(), city: "miami" }))
          .statusCode,
      ).toBe(expected);
      expect((await client.get("/api/admin/invites")).statusCode).toBe(expected);
      expect((await client.request("DELETE", `/api/admin/invites/${id}`)).statusCode).toBe(
        expected,
      );
    }
  });

  it("answers hostile bodies and tokens with a 4xx", async () => {
    const bodies: unknown[] = [
      {},
      { email: "not-an-email", city: "miami" },
      { email: uniqueEmail(), city: "atlantis" },
      { email: uniqueEmail(), city: "" },
      { email: { $ne: null }, city: "miami" },
      { email: uniqueEmail(), city: ["miami"] },
      { email: uniqueEmail(), city: "miami", language: "fr" },
      "just text",
    ];
    for (const body of bodies) {
      const answer = await admin.post("/api/admin/invites", body);
      expect(answer.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    const visitor = new TestClient(t.app);
    for (const token of ["x", "a".repeat(43), encodeURIComponent("../x"), "%00".repeat(20)]) {
      const preview = await visitor.get(`/api/invites/${token}`);
      expect(preview.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(preview.statusCode, token).toBeLessThan(500);
      const answer = await visitor.post(`/api/invites/${token}/sign-up`, {
        password: strongPassword,
      });
      expect(answer.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, token).toBeLessThan(500);
    }
    expect((await admin.request("DELETE", "/api/admin/invites/nope")).statusCode).toBe(400);
    expect(
      (await visitor.post(`/api/invites/${"a".repeat(43)}/sign-up`, { password: 12345678 }))
        .statusCode,
    ).toBe(400);
  });
});
