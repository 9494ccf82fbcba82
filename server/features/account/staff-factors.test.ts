import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffFactorMessages } from "../../../contracts/account-staff-rules.ts";
import { completeFeedPage } from "../../../contracts/feed-post.ts";
import { SoftwareAuthenticator } from "../../../tests/support/software-authenticator.ts";
import { giveSecondFactor } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  type TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { accountEvents, outbox, passkey, twoFactor, user, verification } from "../../db/schema.ts";

// Staff must use a second factor (decision 067) over real HTTP on a real database;
// every rule of every policy as a held admin and moderator is in the role matrix.

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "false" });
  admin = (await signUpAdmin(t)).client;
});
afterAll(() => t.close());

const idOf = async (client: TestClient) => (await client.get("/api/me")).json().viewer.id as string;
const resetSubject = "An administrator reset your two-step verification";
const held = staffFactorMessages.secondFactorRequired.defaultMessage;

/** Sets up the authenticator app through the two-factor part's own routes. */
async function setUpAuthenticator(client: TestClient) {
  const setup = await client.post("/api/account/two-factor/setup");
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const code = await createOTP(new Uint8Array(base32.decode(secret)), {
    digits: 6,
    period: 30,
  }).hotp(Math.floor(Date.now() / 30_000));
  const confirmed = await client.post("/api/account/two-factor/confirm", { code });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

describe("an admin without a second factor", () => {
  it("is held at setup: every admin action is refused with SECOND_FACTOR_REQUIRED until they set one up", async () => {
    const { client } = await signUpAdmin(t, { secondFactor: false });
    expect((await client.get("/api/me")).json().viewer.secondFactorRequired).toBe(true);
    const member = await idOf((await signUpVerified(t)).client);
    for (const answer of [
      await client.get("/api/admin/users"),
      await client.get("/api/admin/membership-requests"),
      await client.get("/api/admin/reports"),
      await client.post(`/api/admin/users/${member}/role`, { role: "admin" }),
      await client.post("/api/cities/miami/polls", { question: "Why?", options: ["A", "B"] }),
      // Reading a city they are not a member of is an admin's power too (decision 9).
      await client.get("/api/cities/miami/posts"),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ code: "SECOND_FACTOR_REQUIRED", message: held });
    }
    // Nothing was done: the member is still a member.
    const [row] = await t.db.select({ role: user.role }).from(user).where(eq(user.id, member));
    expect(row?.role).toBe("user");

    await setUpAuthenticator(client);
    expect((await client.get("/api/me")).json().viewer.secondFactorRequired).toBe(false);
    expect((await client.get("/api/admin/users")).statusCode).toBe(200);
    expect((await client.get("/api/cities/miami/posts")).statusCode).toBe(200);
  });

  it("is told in Spanish when the request asks for it", async () => {
    const { client } = await signUpAdmin(t, { secondFactor: false });
    const answer = await client.request("GET", "/api/admin/users", undefined, {
      "accept-language": "es",
    });
    expect(answer.json().code).toBe("SECOND_FACTOR_REQUIRED");
    expect(answer.json().message).toMatch(/segundo factor/);
  });

  it("still acts as a member: posts, and removes their own post but not others'", async () => {
    const heldAdmin = await signUpAdmin(t, { secondFactor: false });
    // An admin who is also a member of Miami, approved by the admin with a factor.
    await heldAdmin.client.post("/api/cities/miami/membership-requests", {
      reason: "I live here",
      residentStatus: "resident",
      interests: "Beaches",
      expectations: "Neighbours",
    });
    const pending = (await admin.get("/api/admin/membership-requests")).json().requests as {
      id: string;
      applicant: { email: string };
    }[];
    const request = pending.find((r) => r.applicant.email === heldAdmin.email);
    expect(
      (await admin.post(`/api/admin/membership-requests/${request?.id}/approve`)).statusCode,
    ).toBe(200);
    const posted = await heldAdmin.client.post("/api/cities/miami/posts", { content: "Hello" });
    expect(posted.statusCode).toBe(201);
    // Their own post they may remove as its author; someone else's needs the moderator's power.
    const other = await signUpMember(t, admin, "miami");
    const theirs = await other.client.post("/api/cities/miami/posts", { content: "Mine" });
    const removal = { reason: "spam" };
    const refused = await heldAdmin.client.request(
      "DELETE",
      `/api/posts/${theirs.json().id}`,
      removal,
    );
    expect(refused.json().code).toBe("SECOND_FACTOR_REQUIRED");
    expect(
      (await heldAdmin.client.request("DELETE", `/api/posts/${posted.json().id}`, removal))
        .statusCode,
    ).toBe(204);
  });

  it("counts a passkey added through the real ceremony as a second factor", async () => {
    const { client } = await signUpAdmin(t, { secondFactor: false });
    const url = new URL(testBaseUrl);
    const options = await client.get("/api/auth/passkey/generate-register-options");
    expect(options.statusCode).toBe(200);
    const response = new SoftwareAuthenticator({ rpId: url.hostname, origin: url.origin }).register(
      options.json(),
    );
    const added = await client.post("/api/auth/passkey/verify-registration", { response });
    expect(added.statusCode, added.body).toBe(200);
    expect((await client.get("/api/admin/users")).statusCode).toBe(200);
  });
});

describe("a moderator without a second factor", () => {
  it("is refused their city's queues and removals until they have one, and keeps a member's rights", async () => {
    const moderator = await signUpMember(t, admin, "miami");
    const id = await idOf(moderator.client);
    expect(
      (await admin.post("/api/admin/cities/miami/moderators", { userId: id })).statusCode,
    ).toBe(204);
    const viewer = (await moderator.client.get("/api/me")).json().viewer;
    expect(viewer.moderates).toEqual(["miami"]);
    expect(viewer.secondFactorRequired).toBe(true);
    const author = await signUpMember(t, admin, "miami");
    const post = (await author.client.post("/api/cities/miami/posts", { content: "x" })).json();
    // The feed offers them no delete while held.
    const feed = completeFeedPage((await moderator.client.get("/api/cities/miami/posts")).json());
    expect(feed.items.find((p: { id: string }) => p.id === post.id)?.canDelete).toBe(false);
    for (const answer of [
      await moderator.client.get("/api/admin/membership-requests"),
      await moderator.client.get("/api/admin/reports"),
      await moderator.client.request("DELETE", `/api/posts/${post.id}`, { reason: "spam" }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().code).toBe("SECOND_FACTOR_REQUIRED");
    }
    expect(
      (await moderator.client.post("/api/cities/miami/posts", { content: "Hi" })).statusCode,
    ).toBe(201);

    await giveSecondFactor(t, id);
    expect((await moderator.client.get("/api/me")).json().viewer.secondFactorRequired).toBe(false);
    expect((await moderator.client.get("/api/admin/membership-requests")).statusCode).toBe(200);
    expect(
      (await moderator.client.request("DELETE", `/api/posts/${post.id}`, { reason: "spam" }))
        .statusCode,
    ).toBe(204);
  });

  it("is never asked of a member, who has no staff powers to hold", async () => {
    const member = await signUpMember(t, admin, "miami");
    expect((await member.client.get("/api/me")).json().viewer.secondFactorRequired).toBe(false);
    const answer = await member.client.get("/api/admin/users");
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe("FORBIDDEN");
  });
});

describe("the admin's view of members' factors", () => {
  const resetOf = (client: TestClient, id: string) =>
    client.post(`/api/admin/users/${id}/second-factors/reset`);

  async function memberWithFactors() {
    const member = await signUpVerified(t);
    await setUpAuthenticator(member.client);
    const id = await idOf(member.client);
    await giveSecondFactor(t, id);
    // A device the member trusted for 30 days, as better-auth's twoFactor plugin records it.
    await t.db.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: `trust-device-${crypto.randomUUID()}`,
      value: id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return { ...member, id };
  }

  const listed = async (email: string) =>
    (await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json().items[0];

  it("shows who has a second factor", async () => {
    const member = await memberWithFactors();
    const plain = await signUpVerified(t);
    expect((await listed(member.email)).secondFactor).toBe(true);
    expect((await listed(plain.email)).secondFactor).toBe(false);
  });

  it("resets every factor of a member, records it and emails them", async () => {
    const member = await memberWithFactors();
    const answer = await resetOf(admin, member.id);
    expect(answer.statusCode, answer.body).toBe(204);
    const [row] = await t.db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, member.id));
    expect(row?.enabled).toBe(false);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id))).toEqual([]);
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, member.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(verification)
        .where(and(eq(verification.value, member.id))),
    ).toEqual([]);
    expect((await listed(member.email)).secondFactor).toBe(false);
    const events = await t.db
      .select({ kind: accountEvents.kind, details: accountEvents.details })
      .from(accountEvents)
      .where(
        and(eq(accountEvents.userId, member.id), eq(accountEvents.kind, "factorsResetByAdmin")),
      );
    expect(events).toEqual([
      { kind: "factorsResetByAdmin", details: { byAdminId: await idOf(admin) } },
    ]);
    const mail = await t.lastMailTo(member.email);
    expect(mail?.subject).toBe(resetSubject);
    // The member can sign in with their password alone again.
    expect((await member.client.get("/api/me")).json().viewer).not.toBeNull();
  });

  it("answers two resets at once with one reset and one 409, and mails once", async () => {
    const member = await memberWithFactors();
    const answers = await Promise.all([resetOf(admin, member.id), resetOf(admin, member.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    const again = await resetOf(admin, member.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffFactorMessages.noFactorsToReset.defaultMessage);
    const events = await t.db
      .select()
      .from(accountEvents)
      .where(
        and(eq(accountEvents.userId, member.id), eq(accountEvents.kind, "factorsResetByAdmin")),
      );
    expect(events).toHaveLength(1);
    await t.settled();
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, member.email), eq(outbox.subject, resetSubject)));
    expect(mails).toHaveLength(1);
  });

  it("is for admins with a second factor only, never on oneself, and 404 for no one", async () => {
    const member = await memberWithFactors();
    const moderatorLike = await signUpMember(t, admin, "miami");
    expect((await resetOf(moderatorLike.client, member.id)).statusCode).toBe(403);
    const heldAdmin = await signUpAdmin(t, { secondFactor: false });
    expect((await resetOf(heldAdmin.client, member.id)).json().code).toBe("SECOND_FACTOR_REQUIRED");
    const self = await resetOf(admin, await idOf(admin));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(staffFactorMessages.notOnYourself.defaultMessage);
    expect((await resetOf(admin, "no-such-user")).statusCode).toBe(404);
    expect((await resetOf(admin, "%00;drop")).statusCode).toBeLessThan(500);
    // None of those touched the member's factors.
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, member.id))).toHaveLength(1);
  });

  it("holds an admin whose factors another admin reset", async () => {
    const other = await signUpAdmin(t);
    expect((await other.client.get("/api/admin/users")).statusCode).toBe(200);
    expect((await resetOf(admin, await idOf(other.client))).statusCode).toBe(204);
    const answer = await other.client.get("/api/admin/users");
    expect(answer.json().code).toBe("SECOND_FACTOR_REQUIRED");
  });
});
