import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openUserStream, waitFor } from "../../../tests/support/event-stream.ts";
import {
  createTestApp,
  joinAnswers,
  joinApproved,
  signUpAdmin,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { user } from "../../db/schema.ts";
import { streamLimits } from "./live-streams.ts";

// The user's own stream, GET /api/me/live (decision 034): what is theirs alone,
// for every signed-in user, members of no city included.

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
});
afterAll(() => t.close());

const idOf = async (email: string) => {
  const [found] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return found?.id ?? "";
};

const pendingRequestOf = async (email: string) => {
  const { requests } = (await admin.get("/api/admin/membership-requests")).json() as {
    requests: { id: string; applicant: { email: string } }[];
  };
  return requests.find((request) => request.applicant.email === email)?.id ?? "";
};

/** A signed-in user who asked to join Miami and is waiting: no city, no city stream. */
const applicant = async () => {
  const signedUp = await signUpVerified(t);
  const asked = await signedUp.client.post("/api/cities/miami/membership-requests", joinAnswers);
  expect(asked.statusCode).toBe(201);
  return signedUp;
};

describe("a user's own live stream", () => {
  it("is refused to visitors with 401 and to another site's pages with 403", async () => {
    const visitor = await openUserStream(t.app, { cookie: new TestClient(t.app).cookieHeader() });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe("UNAUTHORIZED");
    const { client } = await signUpVerified(t);
    const foreign = await openUserStream(t.app, {
      cookie: client.cookieHeader(),
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const own = await openUserStream(t.app, {
      cookie: client.cookieHeader(),
      headers: { origin: testBaseUrl },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toContain("text/event-stream");
    expect(own.headers.get("content-security-policy")).toContain("default-src 'none'");
    own.stop();
  });

  it("tells an applicant with no city that their request was decided, and no one else", async () => {
    const ana = await applicant();
    const bea = await applicant();
    const anaStream = await openUserStream(t.app, { cookie: ana.client.cookieHeader() });
    const beaStream = await openUserStream(t.app, { cookie: bea.client.cookieHeader() });
    expect(anaStream.status).toBe(200);

    const approved = await admin.post(
      `/api/admin/membership-requests/${await pendingRequestOf(ana.email)}/approve`,
      {},
    );
    expect(approved.statusCode).toBeLessThan(300);
    await waitFor(() => anaStream.notifications > 0 && anaStream.viewers > 0);
    const bell = (await ana.client.get("/api/me/notifications/unread-count")).json();
    expect(bell.unread).toBe(1);
    // Her memberships changed: the refetch the viewer event asks for shows the city.
    const me = (await ana.client.get("/api/me")).json().viewer;
    expect(me.activeCitySlug).toBe("miami");

    // Ana's decision reached Bea's stream neither as a notification nor as a viewer change.
    const rejected = await admin.post(
      `/api/admin/membership-requests/${await pendingRequestOf(bea.email)}/reject`,
      { reason: "Not a resident" },
    );
    expect(rejected.statusCode).toBeLessThan(300);
    await waitFor(() => beaStream.notifications > 0);
    expect(anaStream.notifications).toBe(1);
    expect(beaStream.notifications).toBe(1);
    anaStream.stop();
    beaStream.stop();
  });

  it("reaches a user whose stream is open on another app instance", async () => {
    const other = await t.secondInstance();
    try {
      const cy = await applicant();
      const stream = await openUserStream(other.app, { cookie: cy.client.cookieHeader() });
      expect(stream.status).toBe(200);
      await admin.post(
        `/api/admin/membership-requests/${await pendingRequestOf(cy.email)}/approve`,
        {},
      );
      await waitFor(() => stream.notifications > 0);
      stream.stop();
    } finally {
      await other.close();
    }
  });

  it("tells an admin who is a member of no city about a new membership request", async () => {
    const { client: lone } = await signUpAdmin(t);
    expect((await lone.get("/api/me")).json().viewer.memberships).toEqual([]);
    const stream = await openUserStream(t.app, { cookie: lone.cookieHeader() });
    expect(stream.status).toBe(200);
    await applicant();
    await waitFor(() => stream.notifications > 0);
    stream.stop();
  });

  it("tells the user's other tabs when they pick another active community", async () => {
    const member = await signUpMember(t, admin, "miami");
    await joinApproved(admin, member, "cape-town");
    const otherTab = await openUserStream(t.app, { cookie: member.client.cookieHeader() });
    const picked = await member.client.request("PUT", "/api/me/active-city", {
      citySlug: "miami",
    });
    expect(picked.statusCode).toBe(200);
    await waitFor(() => otherTab.viewers > 0);
    otherTab.stop();
  });

  it("ends when the user signs out", async () => {
    const { client } = await signUpVerified(t);
    const stream = await openUserStream(t.app, { cookie: client.cookieHeader() });
    expect(stream.status).toBe(200);
    expect((await client.post("/api/auth/sign-out")).statusCode).toBe(200);
    await waitFor(() => stream.ended, 1500);
  });

  it("says the account was suspended, then ends, when an admin bans the user, on whichever instance it is open", async () => {
    const banned = await signUpVerified(t);
    const other = await t.secondInstance();
    try {
      const here = await openUserStream(t.app, { cookie: banned.client.cookieHeader() });
      const stream = await openUserStream(other.app, { cookie: banned.client.cookieHeader() });
      expect(stream.status).toBe(200);
      const ban = await admin.post(`/api/admin/users/${await idOf(banned.email)}/ban`, {
        reason: "Spam",
      });
      expect(ban.statusCode).toBe(204);
      for (const open of [here, stream]) {
        await waitFor(() => open.ended, 1500);
        expect(open.suspended).toBe(1);
        expect(open.suspendedBeforeEnd).toBe(true);
      }
    } finally {
      await other.close();
    }
  });

  it(`counts toward the ${streamLimits.maxPerUser} streams a user may hold`, async () => {
    const { client } = await signUpVerified(t);
    const cookie = client.cookieHeader();
    const open = [];
    for (let i = 0; i < streamLimits.maxPerUser; i++)
      open.push(await openUserStream(t.app, { cookie }));
    expect(open.map((stream) => stream.status)).toEqual(open.map(() => 200));
    const refused = await openUserStream(t.app, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("TOO_MANY_STREAMS");
    for (const stream of open) stream.stop();
  });
});
