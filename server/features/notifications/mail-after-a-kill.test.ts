import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, startAppOnTestDatabase } from "../../../tests/support/app-process.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { notificationEmailState } from "../../db/schema.ts";
import { sendHeldEmails } from "./notification-emails.service.ts";

// Decision 051: a notification's email is sent after the answer, so a process killed
// in the middle of the send (kill -9, a crash, the OOM killer) must not lose it. A real
// server process on the test's database sends the mail into a stalled SMTP server and
// is killed there; the sweep of a surviving instance then sends it.
let inbox: SmtpInbox;
let t: TestApp;
let alice: { client: TestClient; email: string };
let bob: { client: TestClient; email: string };
let server: AppProcess | undefined;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = inbox.reading(
    await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: "Coastal <hello@coastal.test>" }),
  );
  const admin = (await signUpAdmin(t)).client;
  alice = await signUpMember(t, admin, "miami");
  bob = await signUpMember(t, admin, "miami");
});
afterAll(async () => {
  await server?.kill();
  await t.close();
  await inbox.close();
});

const sweep = () => sendHeldEmails(inbox.jobContext(t));

describe("a notification email whose process was killed mid-send", () => {
  it("is sent by the sweep once the send is clearly lost, and only once", async () => {
    const created = await alice.client.post("/api/cities/miami/posts", { content: "Tide pools" });
    const postId = created.json().id as string;
    const started = await startAppOnTestDatabase(t.settings, inbox.url);
    server = started;
    const stall = inbox.stall(alice.email);
    try {
      const comment = await fetch(`${started.url}/api/posts/${postId}/comments`, {
        method: "POST",
        headers: { cookie: bob.client.cookieHeader(), "content-type": "application/json" },
        body: JSON.stringify({ content: "Low tide at 4" }),
      });
      expect(comment.status).toBe(201);
      await stall.reached;
      await server.kill();
    } finally {
      stall.release();
    }
    expect(inbox.to(alice.email).filter((mail) => mail.subject.includes("Tide pools"))).toEqual([]);
    const inFlight = eq(notificationEmailState.targetId, postId);
    expect((await t.db.select().from(notificationEmailState).where(inFlight))[0]).toMatchObject({
      sending: true,
      held: 0,
    });

    // A send may still be under way for a while: the sweep leaves it alone.
    expect(await sweep()).toBe(0);
    // Past every SMTP timeout, it is lost.
    await t.db
      .update(notificationEmailState)
      .set({ sentAt: sql`${notificationEmailState.sentAt} - interval '6 minutes'` })
      .where(inFlight);
    expect(await sweep()).toBe(1);
    const mails = inbox.to(alice.email).filter((mail) => mail.subject.includes("Tide pools"));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/commented on your post "Tide pools"$/),
    ]);
    expect((await t.db.select().from(notificationEmailState).where(inFlight))[0]).toMatchObject({
      sending: false,
    });
    // Delivered and recorded: no later sweep sends it again.
    await t.db
      .update(notificationEmailState)
      .set({ sentAt: sql`${notificationEmailState.sentAt} - interval '6 minutes'` })
      .where(inFlight);
    expect(await sweep()).toBe(0);
  });
});
