import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type EmailPreferenceKind,
  emailDefaults,
  emailMessages,
  type NotificationKind,
} from "../../../contracts/notifications.ts";
import { newEventBody } from "../../../tests/support/event-body.ts";
import { type SmtpInbox, startSmtpInbox } from "../../../tests/support/smtp-inbox.ts";
import { appointModerator } from "../../../tests/support/staff-factor.ts";
import {
  createTestApp,
  joinAnswers,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { notificationEmailState, throttles } from "../../db/schema.ts";
import { sendHeldEmails } from "./notification-emails.service.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

let inbox: SmtpInbox;
let t: TestApp;
let admin: TestClient;
let alice: { client: TestClient; email: string };
let bob: { client: TestClient; email: string };
let moderator: { client: TestClient; email: string };
beforeAll(async () => {
  inbox = await startSmtpInbox();
  const app = await createTestApp({
    SMTP_URL: inbox.url,
    MAIL_FROM: "Coastal <hello@coastal.test>",
  });
  // The sign-up helpers follow verification links from this real SMTP server.
  t = inbox.reading(app);
  admin = (await signUpAdmin(t)).client;
  alice = await signUpMember(t, admin, "miami");
  bob = await signUpMember(t, admin, "miami");
  moderator = await signUpMember(t, admin, "miami");
  const me = (await moderator.client.get("/api/me")).json().viewer;
  await appointModerator(t, admin, "miami", me.id);
  // Applicants of other tests would open the moderator's 15-minute window on Miami's
  // requests; the membership_request case turns it on when it runs.
  await setEmail(moderator.client, "membership_request", false);
});
// Alice posts more than the per-minute limit across these tests; the limits have tests of their own.
beforeEach(async () => {
  await t.db.delete(throttles).where(like(throttles.key, "rate:%"));
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const unread = async (client: TestClient) =>
  (await client.get("/api/me/notifications/unread-count")).json().unread as number;
const newPost = async (client: TestClient, content: string) => {
  const response = await client.post("/api/cities/miami/posts", { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};
const setEmail = async (client: TestClient, kind: EmailPreferenceKind, on: boolean) => {
  const response = await client.request("PATCH", "/api/me/notification-preferences", {
    email: { [kind]: on },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const anEvent = newEventBody();
const newEvent = async () => {
  const created = await bob.client.post("/api/cities/miami/events", anEvent);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  await alice.client.request("PUT", `/api/events/${id}/rsvp`, { status: "going" });
  return id;
};
/** Alice reports a new post of Bob's; returns the post's id. */
const aliceReports = async (content: string) => {
  const postId = await newPost(bob.client, content);
  const filed = await alice.client.post("/api/reports", {
    targetType: "post",
    targetId: postId,
    reason: "spam",
    description: "Selling things",
  });
  expect(filed.statusCode, filed.body).toBe(201);
  return postId;
};
const applicantRequest = async () => {
  const applicant = await signUpVerified(t);
  const asked = await applicant.client.post("/api/cities/miami/membership-requests", joinAnswers);
  expect(asked.statusCode).toBe(201);
  const pending = (await admin.get("/api/admin/membership-requests")).json().requests as {
    id: string;
    applicant: { email: string };
  }[];
  const request = pending.find((r) => r.applicant.email === applicant.email);
  return { ...applicant, requestId: request?.id ?? "" };
};

describe("email preferences (the email column of the notification preferences)", () => {
  it("start from the defaults: replies and event changes on, reactions off, the digest on", async () => {
    const fresh = await signUpVerified(t);
    const response = await fresh.client.get("/api/me/notification-preferences");
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toEqual(emailDefaults);
    expect(response.json().email).toMatchObject({
      comment_on_post: true,
      event_changed: true,
      reaction_on_post: false,
      weekly_digest: true,
    });
  });

  it("change only the kinds sent, for the viewer only", async () => {
    const fresh = await signUpVerified(t);
    const changed = await fresh.client.request("PATCH", "/api/me/notification-preferences", {
      email: { reaction_on_post: true, weekly_digest: false },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toEqual({
      ...emailDefaults,
      reaction_on_post: true,
      weekly_digest: false,
    });
    expect((await fresh.client.get("/api/me/notification-preferences")).json().email).toMatchObject(
      {
        reaction_on_post: true,
        weekly_digest: false,
        comment_on_post: true,
      },
    );
    // Someone else's stay the defaults.
    const other = await signUpVerified(t);
    expect((await other.client.get("/api/me/notification-preferences")).json().email).toEqual(
      emailDefaults,
    );
  });

  it("refuse visitors and bad input with a 4xx", async () => {
    const visitor = new TestClient(t.app);
    const signedOut = await visitor.get("/api/me/notification-preferences");
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(emailMessages.signIn.defaultMessage);
    expect(
      (
        await visitor.request("PATCH", "/api/me/notification-preferences", {
          email: { weekly_digest: false },
        })
      ).statusCode,
    ).toBe(401);
    for (const body of [
      { email: {} },
      { email: { no_such_kind: true } },
      { email: { weekly_digest: "yes" } },
      {},
    ]) {
      const refused = await alice.client.request("PATCH", "/api/me/notification-preferences", body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

type Person = { client: TestClient; email: string; requestId?: string };
// Assigned in beforeAll, so read when the test runs.
const theAuthor = async (): Promise<Person> => alice;
const theModerator = async (): Promise<Person> => moderator;

/**
 * Each kind: who will hear of it, and what makes one notification of that kind
 * reach them (each time a new target, so the 15-minute rule holds nothing back).
 */
const cases: Record<
  // A renamed username is told in the app only (issue 28's migration writes it).
  // Download my data's is mailed as an account notice (issue 31).
  // Event reminders come from a sweep, tested with two instances in events/reminders.test.ts;
  // bookmark reminders likewise in saved/reminders.test.ts.
  Exclude<
    NotificationKind,
    | "username_changed"
    | "data_export_ready"
    | "event_reminder_day"
    | "event_reminder_hour"
    | "bookmark_reminder"
  >,
  { recipient: () => Promise<Person>; fire: (p: Person) => Promise<unknown> }
> = {
  comment_on_post: {
    recipient: theAuthor,
    fire: async () => {
      const postId = await newPost(alice.client, "Anyone for a dawn paddle?");
      await bob.client.post(`/api/posts/${postId}/comments`, { content: "Me!" });
    },
  },
  reaction_on_post: {
    recipient: theAuthor,
    fire: async () => {
      const postId = await newPost(alice.client, "Rainbow over the bay");
      await bob.client.post(`/api/posts/${postId}/reactions`, { type: "love" });
    },
  },
  membership_approved: {
    recipient: applicantRequest,
    fire: (applicant) =>
      admin.post(`/api/admin/membership-requests/${applicant.requestId}/approve`, {}),
  },
  membership_rejected: {
    recipient: applicantRequest,
    fire: (applicant) =>
      admin.post(`/api/admin/membership-requests/${applicant.requestId}/reject`, {
        reason: "Not local",
      }),
  },
  report_handled: {
    recipient: theAuthor,
    fire: async () => {
      const postId = await aliceReports("Followers for sale");
      await admin.post(`/api/admin/reports/post/${postId}/decision`, {
        decision: "dismiss",
        reason: "",
      });
    },
  },
  event_changed: {
    recipient: theAuthor,
    fire: async () => {
      const id = await newEvent();
      await bob.client.request("PUT", `/api/events/${id}`, { ...anEvent, venue: "Lummus Park" });
    },
  },
  event_cancelled: {
    recipient: theAuthor,
    fire: async () => {
      const id = await newEvent();
      await bob.client.post(`/api/events/${id}/cancel`);
    },
  },
  // Issue 36: Bob takes the one seat, Alice waits, Bob leaves and Alice is promoted.
  waitlist_promoted: {
    recipient: theAuthor,
    fire: async () => {
      const created = await bob.client.post("/api/cities/miami/events", {
        ...anEvent,
        capacity: 1,
      });
      const id = created.json().id as string;
      await bob.client.request("PUT", `/api/events/${id}/rsvp`, { status: "going" });
      await alice.client.request("PUT", `/api/events/${id}/rsvp`, {
        status: "going",
        waitlist: true,
      });
      await bob.client.request("PUT", `/api/events/${id}/rsvp`, { status: "not_going" });
    },
  },
  content_removed: {
    recipient: theAuthor,
    fire: async () => {
      const postId = await newPost(alice.client, "Followers for sale, cheap");
      await admin.request("DELETE", `/api/posts/${postId}`, { reason: "spam" });
    },
  },
  membership_request: {
    recipient: theModerator,
    fire: () => applicantRequest(),
  },
  new_report: {
    recipient: theModerator,
    fire: async () => {
      await aliceReports("Cheap watches here");
    },
  },
  // Messages (issue 32): a new conversation about a new item each time.
  new_message: {
    recipient: theAuthor,
    fire: async () => {
      const id = await newItem(alice.client);
      await bob.client.post("/api/conversations", {
        subject: { kind: "listing", id },
        text: "Is this still available?",
      });
    },
  },
  item_sold: {
    recipient: theAuthor,
    fire: async () => {
      const id = await newItem(bob.client);
      await alice.client.post("/api/conversations", {
        subject: { kind: "listing", id },
        text: "Hi",
      });
      await bob.client.post(`/api/marketplace-items/${id}/status`, { status: "sold" });
    },
  },
  // Issue 35: Bob mentions Alice in a new post.
  mention: {
    recipient: theAuthor,
    fire: async () => {
      const me = (await alice.client.get("/api/me")).json().viewer;
      await newPost(bob.client, `Paddle at dawn, @${me.username}?`);
    },
  },
  // Saved searches (issue 34): each time a new saved search, so a new target.
  saved_search_match: {
    recipient: theAuthor,
    fire: async () => {
      // Only this time's search matches the new item.
      const earlier = (await alice.client.get("/api/me/saved-searches")).json().items;
      for (const { id } of earlier as { id: string }[]) {
        await alice.client.request("DELETE", `/api/me/saved-searches/${id}`);
      }
      const saved = await alice.client.post("/api/me/saved-searches", {
        city: "miami",
        section: "marketplace",
        query: "paddle",
        name: `Paddle boards ${crypto.randomUUID()}`,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      await newItem(bob.client);
    },
  },
};

async function newItem(client: TestClient) {
  const made = await client.post("/api/cities/miami/marketplace-items", {
    title: "Paddle board",
    description: "Collect from South Beach.",
    category: "other",
    condition: "good",
    price: 40,
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as string;
}

/** Sets the recipient's choice for `kind`, fires it, and counts what arrived. */
async function withChoice(kind: keyof typeof cases, on: boolean) {
  const person = await cases[kind].recipient();
  await setEmail(person.client, kind, on);
  await person.client.post("/api/me/notifications/read-all");
  const before = inbox.to(person.email).length;
  await cases[kind].fire(person);
  await t.settled();
  const mails = inbox.to(person.email).slice(before);
  return { mails: mails.length, mail: mails.at(-1), unread: await unread(person.client) };
}

describe("notification emails", () => {
  for (const kind of Object.keys(cases) as (keyof typeof cases)[]) {
    it(`${kind}: emailed when on, not when off; in the bell either way`, async () => {
      const off = await withChoice(kind, false);
      expect(off.mails, `${kind} off`).toBe(0);
      expect(off.unread, `${kind} off, in the bell`).toBe(1);
      const on = await withChoice(kind, true);
      expect(on.mails, `${kind} on`).toBe(1);
      expect(on.unread, `${kind} on, in the bell`).toBe(1);
      expect(on.mail?.headers.get("list-unsubscribe")).toMatch(
        /^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
      );
      expect(on.mail?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(on.mail?.text).toContain("Unsubscribe: http://localhost:3000/api/unsubscribe?token=");
      expect(on.mail?.html).toContain("Unsubscribe</a>");
    });
  }

  it("reads as the bell's sentence with a link to the target", async () => {
    await setEmail(alice.client, "comment_on_post", true);
    const postId = await newPost(alice.client, "Whale spotted off the pier");
    await bob.client.post(`/api/posts/${postId}/comments`, { content: "Where exactly?" });
    await t.settled();
    const mail = inbox.lastMailTo(alice.email);
    expect(mail?.subject).toMatch(/ commented on your post "Whale spotted off the pier"$/);
    expect(mail?.text).toContain(`http://localhost:3000/city/miami/posts/${postId}`);
  });

  it("keep grouping reactions in the bell while mailing the first within the window", async () => {
    await setEmail(alice.client, "reaction_on_post", true);
    await alice.client.post("/api/me/notifications/read-all");
    const postId = await newPost(alice.client, "Grouped and mailed");
    const before = inbox.to(alice.email).length;
    await bob.client.post(`/api/posts/${postId}/reactions`, { type: "like" });
    await moderator.client.post(`/api/posts/${postId}/reactions`, { type: "like" });
    await admin.post(`/api/posts/${postId}/reactions`, { type: "like" });
    expect(await unread(alice.client)).toBe(1);
    const [item] = (await alice.client.get("/api/me/notifications")).json().items;
    expect(item.text).toMatch(/ and 2 others reacted to your post "Grouped and mailed"$/);
    await t.settled();
    expect(inbox.to(alice.email).length - before).toBe(1);
    await setEmail(alice.client, "reaction_on_post", false);
  });

  it("a mail server refusing the mail loses nothing: the write succeeds and the bell has it", async () => {
    await setEmail(alice.client, "comment_on_post", true);
    await alice.client.post("/api/me/notifications/read-all");
    const postId = await newPost(alice.client, "Refused by the mail server");
    inbox.rejecting.add(alice.email);
    try {
      const comment = await bob.client.post(`/api/posts/${postId}/comments`, { content: "Hi" });
      expect(comment.statusCode).toBe(201);
      // The refusal happens after the answer; the server must still refuse it.
      await t.settled();
    } finally {
      inbox.rejecting.delete(alice.email);
    }
    expect(await unread(alice.client)).toBe(1);
    // The failed one is held and due: the sweep mails it now the server takes mail again.
    const before = inbox.to(alice.email).length;
    expect(await sendHeldEmails(jobContext())).toBeGreaterThanOrEqual(1);
    const retried = inbox.to(alice.email).slice(before);
    expect(retried.map((mail) => mail.subject)).toContainEqual(
      expect.stringMatching(/commented on your post "Refused by the mail server"$/),
    );
  });

  it("a stalled mail server holds neither the request nor the bell; the mail goes when it answers", async () => {
    await setEmail(alice.client, "comment_on_post", true);
    await alice.client.post("/api/me/notifications/read-all");
    const postId = await newPost(alice.client, "Slow mail day");
    const stall = inbox.stall(alice.email);
    try {
      const comment = await bob.client.post(`/api/posts/${postId}/comments`, {
        content: "Anyone there?",
      });
      expect(comment.statusCode).toBe(201);
      // The answer came while the mail server still sat on the mail.
      await stall.reached;
      expect(await unread(alice.client)).toBe(1);
    } finally {
      stall.release();
    }
    await t.settled();
    expect(inbox.lastMailTo(alice.email)?.subject).toMatch(
      /commented on your post "Slow mail day"$/,
    );
  });

  it("an instance that closes waits for the mail its requests started", async () => {
    await setEmail(alice.client, "comment_on_post", true);
    const postId = await newPost(alice.client, "Closing time");
    const second = await t.secondInstance();
    const stall = inbox.stall(alice.email);
    let closing: Promise<void> | undefined;
    try {
      const comment = await second.app.inject({
        method: "POST",
        url: `/api/posts/${postId}/comments`,
        headers: { cookie: bob.client.cookieHeader(), "content-type": "application/json" },
        payload: JSON.stringify({ content: "Last one out" }),
      });
      expect(comment.statusCode, comment.body).toBe(201);
      await stall.reached;
      closing = second.close();
      // The mail server answers only once the instance is already closing.
      setTimeout(() => stall.release(), 100);
      await closing;
    } finally {
      stall.release();
      if (!closing) await second.close();
    }
    expect(inbox.lastMailTo(alice.email)?.subject).toMatch(
      /commented on your post "Closing time"$/,
    );
  });
});

const jobContext = () => inbox.jobContext(t);

describe("the 15-minute rule", () => {
  it("mails one per kind, target and recipient per window, on every instance; the sweep covers the rest", async () => {
    await setEmail(alice.client, "comment_on_post", true);
    const postId = await newPost(alice.client, "Beach clean-up Saturday");
    const otherPostId = await newPost(alice.client, "Lost sunglasses");
    const second = await t.secondInstance();
    // What both instances' requests started has gone out before counting.
    const mails = async () => {
      await Promise.all([t.settled(), second.app.background.settled()]);
      return inbox.to(alice.email).length;
    };
    const before = await mails();
    try {
      const comment = (client: TestClient, id: string, n: number) =>
        client.post(`/api/posts/${id}/comments`, { content: `Comment ${n}` });
      await comment(bob.client, postId, 1);
      expect(await mails()).toBe(before + 1);
      await comment(moderator.client, postId, 2);
      // Bob's session on the other instance, as behind a load balancer.
      await second.app.inject({
        method: "POST",
        url: `/api/posts/${postId}/comments`,
        headers: { cookie: bob.client.cookieHeader(), "content-type": "application/json" },
        payload: JSON.stringify({ content: "Comment 3, on the other instance" }),
      });
      expect(await mails()).toBe(before + 1);
      // Another post is another target.
      await comment(bob.client, otherPostId, 4);
      expect(await mails()).toBe(before + 2);
      // Every comment is in the bell.
      const items = (await alice.client.get("/api/me/notifications?limit=10")).json().items as {
        text: string;
      }[];
      expect(items.filter((item) => item.text.includes("Beach clean-up Saturday"))).toHaveLength(3);
    } finally {
      await second.close();
    }
    const [state] = await t.db
      .select()
      .from(notificationEmailState)
      .where(eq(notificationEmailState.targetId, postId));
    expect(state?.held).toBe(2);

    // Still inside the window, the sweep leaves it.
    expect(await sendHeldEmails(jobContext())).toBe(0);
    await moveWindowBack(postId);
    expect(await sendHeldEmails(jobContext())).toBe(1);
    const covering = inbox.lastMailTo(alice.email);
    expect(covering?.subject).toMatch(/commented on your post "Beach clean-up Saturday"$/);
    expect(covering?.text).toContain("1 more notification like this came in since our last email");
    expect(await mails()).toBe(before + 3);
    // Nothing left to cover, and the sweep just opened a new window.
    expect(await sendHeldEmails(jobContext())).toBe(0);
    await bob.client.post(`/api/posts/${postId}/comments`, { content: "Comment 5" });
    expect(await mails()).toBe(before + 3);
    // After the window the next one goes at once and counts what was held.
    await moveWindowBack(postId);
    await bob.client.post(`/api/posts/${postId}/comments`, { content: "Comment 6" });
    expect(await mails()).toBe(before + 4);
    expect(inbox.lastMailTo(alice.email)?.text).toContain("1 more notification like this");
  });
});

const moveWindowBack = (targetId: string) =>
  t.db
    .update(notificationEmailState)
    .set({ sentAt: sql`${notificationEmailState.sentAt} - interval '16 minutes'` })
    .where(and(eq(notificationEmailState.targetId, targetId)));

describe("one-click unsubscribe", () => {
  const linkIn = (header: string | undefined) => {
    const url = new URL(header?.match(/^<(.+)>$/)?.[1] ?? "http://x/");
    return `${url.pathname}${url.search}`;
  };

  it("works without signing in and turns off only that kind", async () => {
    await setEmail(alice.client, "comment_on_post", true);
    const postId = await newPost(alice.client, "Unsubscribe me");
    await bob.client.post(`/api/posts/${postId}/comments`, { content: "Hello" });
    await t.settled();
    const link = linkIn(inbox.lastMailTo(alice.email)?.headers.get("list-unsubscribe"));
    const stranger = new TestClient(t.app);

    const choices = (await alice.client.get("/api/me/notification-preferences")).json().email;
    // The page asks first and changes nothing (mail scanners open links).
    const page = await stranger.get(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("Comments on your posts");
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    // Its form posts with the page's origin (the app's "no-referrer" would make it "null").
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    expect(
      (await alice.client.get("/api/me/notification-preferences")).json().email.comment_on_post,
    ).toBe(true);

    // The one-click POST a mail provider sends (RFC 8058): no cookie, no origin.
    const done = await t.app.inject({
      method: "POST",
      url: link,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("no more emails about “Comments on your posts”");
    expect((await alice.client.get("/api/me/notification-preferences")).json().email).toEqual({
      ...choices,
      comment_on_post: false,
    });

    // And the next comment stays in the bell only.
    const before = inbox.to(alice.email).length;
    const other = await newPost(alice.client, "After unsubscribing");
    await bob.client.post(`/api/posts/${other}/comments`, { content: "Quiet" });
    await t.settled();
    expect(inbox.to(alice.email).length).toBe(before);
    await setEmail(alice.client, "comment_on_post", true);
  });

  it("refuses a forged token with a 400 and an expired one with a 410, changing nothing", async () => {
    const userId = (await moderator.client.get("/api/me")).json().viewer.id as string;
    const genuine = unsubscribeToken(t.settings.AUTH_SECRET, { userId, kind: "weekly_digest" });
    const [payload, signature] = genuine.split(".");
    const otherKind = Buffer.from(
      JSON.stringify([userId, "comment_on_post", 4_102_444_800]),
    ).toString("base64url");
    const forged = [
      `${otherKind}.${signature}`,
      `${payload}.${signature?.slice(0, -2)}xx`,
      unsubscribeToken("another-secret-another-secret-another", { userId, kind: "weekly_digest" }),
      "nonsense",
      `${payload}`,
    ];
    for (const token of forged) {
      for (const method of ["GET", "POST"] as const) {
        const response = await t.app.inject({ method, url: `/api/unsubscribe?token=${token}` });
        expect(response.statusCode, `${method} ${token}`).toBe(400);
        expect(response.json()).toEqual({
          code: "INVALID_TOKEN",
          message: emailMessages.badToken.defaultMessage,
        });
      }
    }
    // A person's browser gets a page saying so.
    const page = await t.app.inject({
      method: "GET",
      url: `/api/unsubscribe?token=${forged[0]}`,
      headers: { accept: "text/html,application/xhtml+xml" },
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("This unsubscribe link is not valid.");
    const expired = unsubscribeToken(t.settings.AUTH_SECRET, {
      userId,
      kind: "weekly_digest",
      now: new Date(Date.now() - 91 * 86_400_000),
    });
    for (const method of ["GET", "POST"] as const) {
      const response = await t.app.inject({ method, url: `/api/unsubscribe?token=${expired}` });
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(emailMessages.expiredToken.defaultMessage);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/unsubscribe" })).statusCode).toBe(400);
    const after = (await moderator.client.get("/api/me/notification-preferences")).json().email;
    expect(after.weekly_digest).toBe(true);
  });
});
