import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../../tests/support/test-app.ts";
import { undeliveredMailWarning } from "./mail.ts";

// A real SMTP server on loopback receives what the app sends when SMTP_URL is set.
const received: { to: string[]; raw: string }[] = [];
// While set, the server holds each message (a slow SMTP server) until it resolves.
let holding: Promise<void> | undefined;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk) => {
      raw += chunk;
    });
    stream.on("end", async () => {
      await holding;
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Coastal <hello@coastal.test>",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("mail over SMTP", () => {
  it("delivers the verification mail to a real SMTP server instead of the outbox", async () => {
    const email = "smtp.user@example.com";
    const response = await new TestClient(t.app).post("/api/auth/sign-up/email", {
      email,
      password: "Sunny-Beach-42",
      name: "smtp",
      callbackURL: "/auth?verified=true",
    });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => received.length).toBe(1);
    const [mail] = received;
    expect(mail?.to).toEqual([email]);
    expect(mail?.raw).toContain("Subject: Verify your email for Coastal");
    expect(mail?.raw).toContain("From: Coastal <hello@coastal.test>");
    expect(mail?.raw.replace(/=\r?\n/g, "")).toContain("/api/auth/verify-email?token=");
    expect(await t.lastMailTo(email)).toBeUndefined();
  });
});

describe("a password reset over a slow SMTP server", () => {
  // Waiting for SMTP only when the address has an account told a stranger which do.
  it("answers before the mail is delivered, then delivers it", async () => {
    const email = "slow.smtp@example.com";
    const client = new TestClient(t.app);
    await client.post("/api/auth/sign-up/email", {
      email,
      password: "Sunny-Beach-42",
      name: "slow",
      callbackURL: "/auth?verified=true",
    });
    await expect.poll(() => received.some((mail) => mail.to.includes(email))).toBe(true);
    const resetMails = () =>
      received.filter(
        (mail) => mail.to.includes(email) && mail.raw.includes("Reset your Coastal password"),
      );

    let release = () => {};
    holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const response = await client.post("/api/auth/request-password-reset", {
        email,
        redirectTo: "/reset-password",
      });
      expect(response.statusCode).toBe(200);
      expect(resetMails()).toHaveLength(0);
    } finally {
      release();
      holding = undefined;
    }
    await expect.poll(() => resetMails().length).toBe(1);
  });
});

describe("the start-up warning", () => {
  const base = { BASE_URL: "https://coastal.example", NODE_ENV: "production" };

  it("says mail is not delivered and where it goes instead, without pointing at /dev/mail", () => {
    const warning = undeliveredMailWarning(base);
    expect(warning).toContain("Mail is not delivered: SMTP_URL is not set.");
    expect(warning).toContain("https://coastal.example/admin?tab=outbox");
    expect(warning).not.toContain("/dev/mail");
  });

  it("mentions the open page only where it exists, and is silent with SMTP", () => {
    expect(undeliveredMailWarning({ ...base, NODE_ENV: "development" })).toContain(
      "https://coastal.example/dev/mail",
    );
    expect(undeliveredMailWarning({ ...base, SMTP_URL: "smtp://mail.example" })).toBeNull();
  });
});
