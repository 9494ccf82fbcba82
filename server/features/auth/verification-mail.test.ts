import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  strongPassword,
  type TestApp,
  TestClient,
  uniqueEmail,
} from "../../../tests/support/test-app.ts";
import { mailQueue } from "../../db/schema.ts";
import { freePort } from "../../lib/free-port.ts";
import { sendQueuedMail } from "../../lib/mail-queue.ts";

// Issue 27: the verification mail went out inside the sign-up request, which so
// waited on the mail server. Every mail now goes through the durable queue.
const mainFile = path.resolve(import.meta.dirname, "../../main.ts");
let inbox: SmtpInbox;
let t: TestApp;
let server: ChildProcess | undefined;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(
    await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "Coastal <hello@coastal.test>" }),
  );
});
afterAll(async () => {
  server?.kill("SIGKILL");
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

/** `npm start`'s server on the test app's database, mailing through the test inbox. */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: t.settings.DATA_DIR,
      DATABASE_URL: t.settings.DATABASE_URL,
      AUTH_SECRET: t.settings.AUTH_SECRET,
      BASE_URL: t.settings.BASE_URL,
      SMTP_URL: inbox.url,
      MAIL_FROM: t.settings.MAIL_FROM,
      SEED_DEMO: "false",
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start");
}

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
    const started = await startServer();
    server = started.child;
    const stall = inbox.stall(email);
    try {
      const signUp = await fetch(`${started.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: t.settings.BASE_URL },
        body: JSON.stringify(signUpBody(email)),
      });
      expect(signUp.status).toBe(200);
      await stall.reached;
      server.kill("SIGKILL");
      await new Promise((resolve) => server?.once("exit", resolve));
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
