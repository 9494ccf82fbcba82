import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveSecondFactor } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { user } from "../../db/schema.ts";
import { setAdminRole } from "./accounts.service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "production", SMTP_URL: "" });
});
afterAll(() => t.close());

describe("npm run admin -- grant", () => {
  // Product decision 33: the first admin of an install without mail never needs the outbox.
  it("verifies the address, so a granted admin who never got their mail can sign in", async () => {
    const email = uniqueEmail("First.Admin");
    const client = new TestClient(t.app);
    const signUp = await client.post("/api/auth/sign-up/email", {
      email,
      password: strongPassword,
      name: "first",
      callbackURL: "/auth?verified=true",
    });
    expect(signUp.statusCode).toBe(200);
    const before = await client.post("/api/auth/sign-in/email", {
      email,
      password: strongPassword,
    });
    expect(before.statusCode).toBe(403);

    expect(await setAdminRole(t.db, ` ${email.toUpperCase()} `, true)).toBe(true);

    const after = await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
    expect(after.statusCode).toBe(200);
    const me = (await client.get("/api/me")).json().viewer;
    expect(me.isAdmin).toBe(true);
    // Staff act only with a second factor (decision 067): held until they have one.
    const held = await client.get("/api/admin/outbox");
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe("SECOND_FACTOR_REQUIRED");
    await giveSecondFactor(t, me.id);
    expect((await client.get("/api/admin/outbox")).statusCode).toBe(200);
  });

  it("leaves the address verified when the role is revoked", async () => {
    const email = uniqueEmail("Former.Admin");
    await new TestClient(t.app).post("/api/auth/sign-up/email", {
      email,
      password: strongPassword,
      name: "former",
      callbackURL: "/auth?verified=true",
    });
    await setAdminRole(t.db, email, true);
    await setAdminRole(t.db, email, false);
    const [account] = await t.db.select().from(user).where(eq(user.email, email.toLowerCase()));
    expect(account).toMatchObject({ role: "user", emailVerified: true });
  });
});
