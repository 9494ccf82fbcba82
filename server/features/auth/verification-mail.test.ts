import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, startAppOnTestDatabase } from "../../../tests/support/app-process.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { mailQueue } from "../../db/schema.ts";
import { sendQueuedMail } from "../../platform/mail/mail-queue.ts";

// Issue 27: the verification mail went out inside the sign-up request, which so
// waited on the mail server. Every mail now goes through the durable queue.
let inbox: SmtpInbox;
let t: TestApp;
let server: AppProcess | undefined;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(
    await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "Coastal <hello@coastal.test>" }),
  );
});
afterAll(async () => {
  await server?.kill();
  await t.close();
  await inbox.close();
});

const signUpBody = (email: string) => ({
  email,
  password: strongPassword,
  name: email.split("@")[0],
  callbackURL: "/auth?verified=true",
});
const verificationMails = (email: string) =>
  inbox.to(email).filter((mail) => mail.subject === "Verify your email for Coastal");
const queuedFor = (email: string) => t.db.select().from(mailQueue).where(eq(mailQueue.to, email));
const sweep = () => sendQueuedMail(inbox.jobContext(t));
/** Resolves with "still waiting" if `promise` has not settled within `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<"still waiting">((resolve) => setTimeout(() => resolve("still waiting"), ms)),
  ]);

describe("the verification mail", () => {
  it("does not hold the sign-up while the mail server stalls, and arrives once it answers", async () => {
    const email = uniqueEmail("stalled");
    const stall = inbox.stall(email);
    try {
      const started = performance.now();
      const signUp = new TestClient(t.app).post("/api/auth/sign-up/email", signUpBody(email));
      await stall.reached;
      // The mail server holds the mail; the person already has their answer.
      const answer = await within(signUp, 5_000);
      expect(answer === "still waiting" ? answer : answer.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(verificationMails(email)).toEqual([]);
    } finally {
      stall.release();
    }
    await t.settled();
    const [mail] = verificationMails(email);
    expect(mail?.text.replace(/=\r?\n/g, "")).toContain("/api/auth/verify-email?token=");
    expect(await queuedFor(email)).toEqual([]);
  });

  it("is tried again by the sweep when the mail server refused it", async () => {
    const email = uniqueEmail("refused");
    inbox.rejecting.add(email);
    const signUp = await new TestClient(t.app).post("/api/auth/sign-up/email", signUpBody(email));
    expect(signUp.statusCode).toBe(200);
    await t.settled();
    expect(await queuedFor(email)).toMatchObject([{ sendingSince: null, attempts: 1 }]);

    inbox.rejecting.delete(email);
    // Not due yet: a refused mail waits a minute before the next try.
    expect(await sweep()).toBe(0);
    await t.db
      .update(mailQueue)
      .set({ dueAt: sql`now() - interval '1 second'` })
      .where(eq(mailQueue.to, email));
    expect(await sweep()).toBe(1);
    expect(verificationMails(email)).toHaveLength(1);
    expect(await queuedFor(email)).toEqual([]);
  });

  it("is sent by the sweep when its process was killed mid-send, and only once", async () => {
    const email = uniqueEmail("killed");
    const started = await startAppOnTestDatabase(t.settings, inbox.url);
    server = started;
    const stall = inbox.stall(email);
    try {
      const signUp = await fetch(`${started.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: t.settings.BASE_URL },
        body: JSON.stringify(signUpBody(email)),
      });
      expect(signUp.status).toBe(200);
      await stall.reached;
      await server.kill();
    } finally {
      stall.release();
    }
    expect(verificationMails(email)).toEqual([]);
    expect(await queuedFor(email)).toMatchObject([{ attempts: 1 }]);

    // A send may still be under way for a while: the sweep leaves it alone.
    expect(await sweep()).toBe(0);
    // Past every SMTP timeout, it is lost.
    await t.db
      .update(mailQueue)
      .set({ sendingSince: sql`${mailQueue.sendingSince} - interval '6 minutes'` })
      .where(eq(mailQueue.to, email));
    expect(await sweep()).toBe(1);
    expect(verificationMails(email)).toHaveLength(1);
    expect(await queuedFor(email)).toEqual([]);
    expect(await sweep()).toBe(0);
  });
});
