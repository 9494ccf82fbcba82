import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpAdmin,
  signUpVerified,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { user } from "../../db/schema.ts";

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logStream });
});
afterAll(() => t.close());

type Entry = Record<string, unknown> & { event?: string };
const authEvents = (): Entry[] =>
  lines.map((line) => JSON.parse(line) as Entry).filter((entry) => entry.event);

describe("auth event log", () => {
  it("writes one line per event in one shape, without secrets", async () => {
    const { email } = await signUpVerified(t);
    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    const wrong = "Wrong-Secret-77";
    const client = new TestClient(t.app, "10.40.0.1");
    for (let i = 0; i < 5; i++) {
      await client.post("/api/auth/sign-in/email", { email, password: wrong });
    }
    await client.post("/api/auth/sign-in/email", { email, password: strongPassword });

    // A reset, asked and completed.
    await client.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const mail = await t.lastMailTo(email);
    const resetToken = mail?.text.match(/reset-password\/([^?\s]+)/)?.[1] ?? "";
    const newPassword = "Harbour-Lights-19";
    const reset = await client.post("/api/auth/reset-password", {
      token: resetToken,
      newPassword,
    });
    expect(reset.statusCode).toBe(200);

    const { client: admin } = await signUpAdmin(t);
    await admin.post("/api/auth/admin/ban-user", { userId: account?.id });

    const events = authEvents();
    const mine = events.filter((entry) => entry.userId === account?.id || entry.ip === "10.40.0.1");
    expect(mine.map((entry) => entry.event)).toEqual([
      "sign-up",
      "sign-in",
      "sign-in-failed",
      "sign-in-failed",
      "sign-in-failed",
      "sign-in-failed",
      "sign-in-locked-out",
      "sign-in-refused-locked",
      "password-reset-requested",
      "password-reset-completed",
      "user-banned",
    ]);
    const failed = mine[2];
    expect(failed).toMatchObject({ emailDomain: "example.com", ip: "10.40.0.1" });
    expect(String(failed?.emailHash)).toMatch(/^[0-9a-f]{16}$/);
    expect(mine.at(-2)).toMatchObject({ userId: account?.id });
    expect(events.some((entry) => entry.event === "sign-up")).toBe(true);

    const logged = JSON.stringify(events);
    for (const secret of [
      wrong,
      strongPassword,
      newPassword,
      resetToken,
      email,
      email.split("@")[0],
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).not.toContain("session_token");
  });

  it("logs a sign-up for a taken address apart from a new account", async () => {
    const email = uniqueEmail();
    const body = { email, password: strongPassword, name: "x", callbackURL: "/auth" };
    await new TestClient(t.app, "10.41.0.1").post("/api/auth/sign-up/email", body);
    await new TestClient(t.app, "10.41.0.1").post("/api/auth/sign-up/email", body);
    const events = authEvents()
      .filter((entry) => entry.ip === "10.41.0.1")
      .map((entry) => entry.event);
    expect(events).toEqual(["sign-up", "sign-up-existing-email"]);
  });
});
