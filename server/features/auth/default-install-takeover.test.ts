import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../contracts/auth.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { user } from "../../db/schema.ts";

// Issue 7, finding 1: a default install (`npm start`, no NODE_ENV, no SMTP_URL)
// once served every mailed link at /api/dev/mail, so anyone could reset an
// admin's password or verify an unclaimed ADMIN_EMAILS address.
const unclaimedAdminEmail = "harbour.master@coastal.test";

let t: TestApp;
beforeAll(async () => {
  // A blank setting counts as unset: this is the install's own default mode.
  t = await createTestApp({ NODE_ENV: "", SMTP_URL: "", ADMIN_EMAILS: unclaimedAdminEmail });
});
afterAll(() => t.close());

/** Every place a visitor might read mail from, as `attacker` sees it. */
async function mailVisibleTo(attacker: TestClient, email: string, secret: string) {
  const leaks: string[] = [];
  const pages = [
    `/api/dev/mail?to=${encodeURIComponent(email)}`,
    "/api/dev/mail",
    "/dev/mail",
    `/api/admin/outbox?to=${encodeURIComponent(email)}`,
    "/api/admin/outbox",
  ];
  for (const page of pages) {
    const response = await attacker.get(page);
    if (response.statusCode < 400 && response.body.includes(secret)) leaks.push(page);
    expect(response.statusCode, page).not.toBe(500);
  }
  return leaks;
}

describe("a default install without SMTP", () => {
  it("runs in production mode", () => {
    expect(t.settings.NODE_ENV).toBe("production");
  });

  it("keeps an admin's reset link from whoever asked for it", async () => {
    const { email: adminEmail } = await signUpAdmin(t);
    const attacker = new TestClient(t.app, "203.0.113.7");
    const asked = await attacker.post("/api/auth/request-password-reset", {
      email: adminEmail,
      redirectTo: "/reset-password",
    });
    expect(asked.statusCode).toBe(200);

    // The mail exists (the operator has it in the outbox and the console)...
    const mail = await t.lastMailTo(adminEmail);
    const link = mail?.text.match(/https?:\/\/\S+reset-password\S+/)?.[0] ?? "";
    const token = new URL(link).pathname.split("/").pop() ?? "";
    expect(token.length).toBeGreaterThan(10);

    // ...but no page shows it to the attacker, signed out or signed in.
    expect(await mailVisibleTo(attacker, adminEmail, token)).toEqual([]);
    const { client: member } = await signUpVerified(t, "mallory@example.net");
    expect(await mailVisibleTo(member, adminEmail, token)).toEqual([]);

    // Without the token the password cannot be changed, so the admin's account stays theirs.
    const guessed = await attacker.post("/api/auth/reset-password", {
      token: "not-the-token",
      newPassword: "Stolen-Keys-99",
    });
    expect(guessed.statusCode).toBe(400);
    const intruder = await new TestClient(t.app, "203.0.113.8").post("/api/auth/sign-in/email", {
      email: adminEmail,
      password: "Stolen-Keys-99",
    });
    expect(intruder.statusCode).toBe(401);
    const owner = await new TestClient(t.app).post("/api/auth/sign-in/email", {
      email: adminEmail,
      password: strongPassword,
    });
    expect(owner.statusCode).toBe(200);
  });

  it("does not let a stranger verify an unclaimed ADMIN_EMAILS address", async () => {
    const attacker = new TestClient(t.app, "203.0.113.9");
    const signUp = await attacker.post("/api/auth/sign-up/email", {
      email: unclaimedAdminEmail,
      password: strongPassword,
      name: "harbour",
      callbackURL: "/auth?verified=true",
    });
    expect(signUp.statusCode).toBe(200);
    const mail = await t.lastMailTo(unclaimedAdminEmail);
    const token = new URL(
      mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "",
    ).searchParams.get("token");
    expect(token?.length).toBeGreaterThan(10);

    expect(await mailVisibleTo(attacker, unclaimedAdminEmail, token ?? "")).toEqual([]);
    const signIn = await attacker.post("/api/auth/sign-in/email", {
      email: unclaimedAdminEmail,
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(authMessages.emailNotVerified);
    const [account] = await t.db.select().from(user).where(eq(user.email, unclaimedAdminEmail));
    expect(account?.emailVerified).toBe(false);
    expect(account?.role).not.toBe("admin");
  });
});
