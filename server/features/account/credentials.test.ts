import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { credentialsMessages } from "../../../contracts/account-credentials-rules.ts";
import { authMessages } from "../../../contracts/auth-rules.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { accountEvents, session, user } from "../../db/schema.ts";

// Issue 31, scope 2: change password (the current one is the proof, other devices signed
// out by default) and change email (after a recent proof; a link to the new address,
// a notice to the old, the change only once the link is followed).
let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(await createTestApp({ SMTP_URL: inbox.url }));
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const newPassword = "Harbour-Lights-19";
const signIn = (email: string, password: string, ip = "10.3.3.3") =>
  new TestClient(t.app, ip).post("/api/auth/sign-in/email", { email, password });
const me = async (client: TestClient) => (await client.get("/api/auth/get-session")).json();
const eventsOf = async (email: string) => {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return t.db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.userId, row?.id ?? ""));
};

describe("change password", () => {
  it("needs the right current password, and a wrong one counts toward the lockout", async () => {
    const { client, email } = await signUpVerified(t);
    const wrong = await client.post("/api/account/password", {
      currentPassword: "Not-my-pass-7",
      newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: "INVALID_PASSWORD",
      message: credentialsMessages.wrongCurrentPassword.defaultMessage,
    });
    for (let i = 0; i < 4; i++) {
      await client.post("/api/account/password", { currentPassword: `No-${i}-pass!`, newPassword });
    }
    const locked = await client.post("/api/account/password", {
      currentPassword: strongPassword,
      newPassword,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe("LOCKED_OUT");
    expect((await signIn(email, strongPassword)).statusCode).toBe(429);
  });

  it("holds the new password to the sign-up rules and the common-password list", async () => {
    const { client, email } = await signUpVerified(t);
    const change = (candidate: unknown) =>
      client.post("/api/account/password", {
        currentPassword: strongPassword,
        newPassword: candidate,
      });
    const weak = await change("alllowercase");
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: "VALIDATION", message: authMessages.weakPassword });
    const common = await change("Password1!");
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ code: "VALIDATION", message: authMessages.commonPassword });
    const same = await change(strongPassword);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(credentialsMessages.samePassword.defaultMessage);
    expect((await change(["Harbour-Lights-19"])).statusCode).toBe(400);
    expect((await change("A".repeat(5000))).statusCode).toBe(400);
    expect((await signIn(email, strongPassword)).statusCode).toBe(200);
    expect(await eventsOf(email)).toEqual([]);
  });

  it("signs out the other devices by default, keeps this one, and tells the member", async () => {
    const { client, email } = await signUpVerified(t);
    const phone = new TestClient(t.app, "10.4.4.4");
    await phone.post("/api/auth/sign-in/email", { email, password: strongPassword });
    expect((await me(phone))?.user.email).toBe(email);
    const before = (await me(client))?.session.id;

    const changed = await client.post("/api/account/password", {
      currentPassword: strongPassword,
      newPassword,
    });
    expect(changed.statusCode).toBe(204);
    expect(await me(phone)).toBeNull();
    // The same session, not a new one: this device's open pages and streams carry on.
    expect((await me(client))?.session.id).toBe(before);
    expect((await client.get("/api/account/recent-proof")).json().fresh).toBe(true);
    expect((await signIn(email, strongPassword)).statusCode).toBe(401);
    expect((await signIn(email, newPassword)).statusCode).toBe(200);

    const [event] = await eventsOf(email);
    expect(event).toMatchObject({ kind: "passwordChanged", ipAddress: "127.0.0.1" });
    await t.settled();
    const notice = inbox.lastMailTo(email);
    expect(notice?.subject).toBe("Your password was changed");
    expect(notice?.text).toContain("If this was not you, reset your password now");
  });

  it("keeps the other devices signed in when asked to", async () => {
    const { client, email } = await signUpVerified(t);
    const phone = new TestClient(t.app, "10.5.5.5");
    await phone.post("/api/auth/sign-in/email", { email, password: strongPassword });
    const changed = await client.post("/api/account/password", {
      currentPassword: strongPassword,
      newPassword,
      revokeOtherSessions: false,
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(phone))?.user.email).toBe(email);
    expect((await me(client))?.user.email).toBe(email);
  });

  it("tells a Spanish-speaking member in Spanish", async () => {
    const { client, email } = await signUpVerified(t);
    await client.request("PATCH", "/api/profile", { language: "es" });
    await client.post("/api/account/password", { currentPassword: strongPassword, newPassword });
    await t.settled();
    const notice = inbox.lastMailTo(email);
    expect(notice?.subject).toBe("Se cambió tu contraseña");
    expect(notice?.text).toContain("Si no fuiste tú, restablece tu contraseña ahora");
  });

  it("closes better-auth's own change-password, which has no lockout and no notice", async () => {
    const { client, email } = await signUpVerified(t);
    const direct = await client.post("/api/auth/change-password", {
      currentPassword: strongPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    expect(direct.statusCode).toBe(404);
    expect((await signIn(email, strongPassword)).statusCode).toBe(200);
    expect((await signIn(email, newPassword, "10.3.3.4")).statusCode).toBe(401);
    expect(await eventsOf(email)).toEqual([]);
  });

  it("refuses a visitor", async () => {
    const visitor = await new TestClient(t.app).post("/api/account/password", {
      currentPassword: strongPassword,
      newPassword,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("change email", () => {
  const linkIn = (text: string | undefined) => {
    const link = text?.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    if (!link) throw new Error("no link in the mail");
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  it("mails a link to the new address and a notice to the old; changes only once followed", async () => {
    const { client, email } = await signUpVerified(t);
    const newEmail = uniqueEmail("moved");
    const asked = await client.post("/api/account/email", {
      newEmail: ` ${newEmail.toUpperCase()} `,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ sentTo: newEmail });
    await t.settled();

    const old = inbox.lastMailTo(email);
    expect(old?.subject).toBe("A change of your email address was requested");
    expect(old?.text).toContain(newEmail);
    const confirm = inbox.lastMailTo(newEmail);
    expect(confirm?.subject).toBe("Confirm your new email address for Coastal");

    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await me(client))?.user.email).toBe(email);
    expect((await signIn(newEmail, strongPassword)).statusCode).toBe(401);

    // Followed on another device, without a session: the change happens.
    const followed = await new TestClient(t.app).get(linkIn(confirm?.text));
    expect(followed.statusCode).toBe(302);
    expect((await me(client))?.user.email).toBe(newEmail);
    expect((await signIn(newEmail, strongPassword)).statusCode).toBe(200);
    expect((await signIn(email, strongPassword, "10.6.6.6")).statusCode).toBe(401);

    await t.settled();
    for (const address of [email, newEmail]) {
      const done = inbox.lastMailTo(address);
      expect(done?.subject).toBe("Your email address was changed");
      expect(done?.text).toContain(`from ${email} to ${newEmail}`);
    }
    const kinds = (await eventsOf(newEmail)).map((event) => event.kind).sort();
    expect(kinds).toEqual(["emailChangeRequested", "emailChanged"]);

    // The link works once.
    const again = await new TestClient(t.app).get(linkIn(confirm?.text));
    expect(again.headers.location).toContain("error");
  });

  it("writes the link to the new address in the language of the browser that asked", async () => {
    const { client } = await signUpVerified(t);
    const newEmail = uniqueEmail("movido");
    const asked = await client.request(
      "POST",
      "/api/account/email",
      { newEmail },
      { "accept-language": "es-US,es;q=0.9" },
    );
    expect(asked.statusCode).toBe(202);
    await t.settled();
    const confirm = inbox.lastMailTo(newEmail);
    expect(confirm?.subject).toBe("Confirma tu nuevo correo para Coastal");
  });

  it("refuses an address that has an account, as sign-up does, and one's own", async () => {
    const taken = await signUpVerified(t);
    const { client, email } = await signUpVerified(t);
    const refused = await client.post("/api/account/email", { newEmail: taken.email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      message: credentialsMessages.emailInUse.defaultMessage,
    });
    const same = await client.post("/api/account/email", { newEmail: email });
    expect(same.statusCode).toBe(400);
    expect(
      (await client.post("/api/account/email", { newEmail: "not-an-address" })).statusCode,
    ).toBe(400);
    await t.settled();
    expect(
      inbox
        .to(taken.email)
        .some((mail) => /email/i.test(mail.subject) && mail.subject.includes("Confirm")),
    ).toBe(false);
  });

  it("needs a recent proof, and better-auth's own change-email is closed", async () => {
    const { client, email } = await signUpVerified(t);
    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(sql`${session.userId} = (select id from users where email = ${email})`);
    const stale = await client.post("/api/account/email", { newEmail: uniqueEmail("late") });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe("REAUTHENTICATION_REQUIRED");
    const direct = await client.post("/api/auth/change-email", { newEmail: uniqueEmail("side") });
    expect(direct.statusCode).toBe(404);
  });

  it("a link for an older address stops working once another change went through", async () => {
    const { client, email } = await signUpVerified(t);
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    await client.post("/api/account/email", { newEmail: first });
    await client.post("/api/account/email", { newEmail: second });
    await t.settled();
    await new TestClient(t.app).get(linkIn(inbox.lastMailTo(second)?.text));
    expect((await me(client))?.user.email).toBe(second);
    const stale = await new TestClient(t.app).get(linkIn(inbox.lastMailTo(first)?.text));
    expect(stale.headers.location).toContain("error");
    expect((await me(client))?.user.email).toBe(second);
    await t.settled();
    expect(inbox.lastMailTo(email)?.text).toContain(`from ${email} to ${second}`);
  });

  it("refuses the link with 409, changing nothing, once the new address got an account", async () => {
    const { client, email } = await signUpVerified(t);
    const newEmail = uniqueEmail("claimed");
    expect((await client.post("/api/account/email", { newEmail })).statusCode).toBe(202);
    await t.settled();
    const link = linkIn(inbox.lastMailTo(newEmail)?.text);
    // Someone signs up with the new address before the link is followed.
    const other = await new TestClient(t.app, "10.7.7.7").post("/api/auth/sign-up/email", {
      email: newEmail,
      password: strongPassword,
    });
    expect(other.statusCode).toBe(200);

    const followed = await new TestClient(t.app).get(link);
    expect(followed.statusCode).toBe(409);
    expect(followed.json()).toEqual({
      code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      message: credentialsMessages.emailNowTaken.defaultMessage,
    });
    const inSpanish = await new TestClient(t.app).request("GET", link, undefined, {
      "accept-language": "es-US,es;q=0.9",
    });
    expect(inSpanish.statusCode).toBe(409);
    expect(inSpanish.json().message).toBe(
      "Esa dirección ya pertenece a otra cuenta. Vuelve a pedirlo con otra dirección.",
    );

    // Nothing half-written: both accounts keep their addresses, no change is recorded.
    expect((await me(client))?.user.email).toBe(email);
    expect((await signIn(email, strongPassword)).statusCode).toBe(200);
    const owners = await t.db.select({ id: user.id }).from(user).where(eq(user.email, newEmail));
    expect(owners).toHaveLength(1);
    expect((await eventsOf(email)).map((event) => event.kind)).toEqual(["emailChangeRequested"]);
  });

  it("of two changes asked at once, the link followed decides, and both addresses are told", async () => {
    const { client, email } = await signUpVerified(t);
    const [first, second] = [uniqueEmail("one"), uniqueEmail("two")];
    const answers = await Promise.all(
      [first, second].map((newEmail) => client.post("/api/account/email", { newEmail })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    await t.settled();
    await new TestClient(t.app).get(linkIn(inbox.lastMailTo(first)?.text));
    expect((await me(client))?.user.email).toBe(first);
    await t.settled();
    for (const address of [email, first]) {
      expect(inbox.lastMailTo(address)?.text).toContain(`from ${email} to ${first}`);
    }
  });
});
