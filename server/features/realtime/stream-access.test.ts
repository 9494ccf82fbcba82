import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtimeMessages } from "../../../contracts/realtime.ts";
import { openEventStream, waitFor } from "../../../tests/support/event-stream.ts";
import {
  cityWithMembers,
  signUpMember,
  strongPassword,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { user } from "../../db/schema.ts";
import { streamLimits } from "./live-streams.ts";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
beforeAll(async () => {
  ({ t, admin, alice } = await cityWithMembers("miami"));
});
afterAll(() => t.close());

const idOf = async (email: string) => {
  const [found] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return found?.id ?? "";
};

// The stream sits on a second instance, as behind a load balancer, so the end
// must travel between instances.

describe("a live stream ends with its session", () => {
  it("ends at once when an admin bans the member, on whichever instance it is open", async () => {
    const member = await signUpMember(t, admin, "miami");
    const other = await t.secondInstance();
    try {
      const stream = await openEventStream(other.app, {
        cookie: member.client.cookieHeader(),
      });
      expect(stream.status).toBe(200);
      const ban = await admin.post("/api/auth/admin/ban-user", {
        userId: await idOf(member.email),
      });
      expect(ban.statusCode).toBe(200);
      await waitFor(() => stream.ended, 1500);
    } finally {
      await other.close();
    }
  });

  it("ends when the member signs out, while their other devices stay live", async () => {
    const member = await signUpMember(t, admin, "miami");
    const otherDevice = new TestClient(t.app, "10.7.7.7");
    const signIn = await otherDevice.post("/api/auth/sign-in/email", {
      email: member.email,
      password: strongPassword,
    });
    expect(signIn.statusCode).toBe(200);
    const stream = await openEventStream(t.app, { cookie: member.client.cookieHeader() });
    const stillLive = await openEventStream(t.app, { cookie: otherDevice.cookieHeader() });

    expect((await member.client.post("/api/auth/sign-out")).statusCode).toBe(200);
    await waitFor(() => stream.ended, 1500);
    const { id } = (await alice.post("/api/cities/miami/posts", { content: "Still live" })).json();
    await waitFor(() => stillLive.changes().some((change) => change.id === id));
    expect(stillLive.ended).toBe(false);
    stillLive.stop();
  });

  it("ends when an admin removes the user", async () => {
    const member = await signUpMember(t, admin, "miami");
    const stream = await openEventStream(t.app, { cookie: member.client.cookieHeader() });
    const removal = await admin.post("/api/auth/admin/remove-user", {
      userId: await idOf(member.email),
    });
    expect(removal.statusCode).toBe(200);
    await waitFor(() => stream.ended, 1500);
  });
});

describe("opening a live stream", () => {
  it(`allows ${streamLimits.maxPerUser} streams per user and refuses more with 429`, async () => {
    const member = await signUpMember(t, admin, "miami");
    const cookie = member.client.cookieHeader();
    const open = [];
    for (let i = 0; i < streamLimits.maxPerUser; i++) {
      open.push(await openEventStream(t.app, { cookie }));
    }
    expect(open.map((stream) => stream.status)).toEqual(open.map(() => 200));
    const refused = await openEventStream(t.app, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("TOO_MANY_STREAMS");
    expect(refused.body.message).toBe(realtimeMessages.tooManyStreams);

    // A closed stream frees its place.
    open[0]?.stop();
    let again = await openEventStream(t.app, { cookie });
    const deadline = Date.now() + 2000;
    while (again.status === 429 && Date.now() < deadline) {
      again = await openEventStream(t.app, { cookie });
    }
    expect(again.status).toBe(200);
    for (const stream of [...open, again]) stream.stop();
  });

  it("carries the API's security headers, as every API answer does", async () => {
    const stream = await openEventStream(t.app, { cookie: alice.cookieHeader() });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(stream.headers.get("x-frame-options")).toBe("DENY");
    expect(stream.headers.get("x-content-type-options")).toBe("nosniff");
    stream.stop();
  });

  it("is refused to another site's pages, and allowed to the app's own", async () => {
    const cookie = alice.cookieHeader();
    const foreign = await openEventStream(t.app, {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("FORBIDDEN_ORIGIN");
    const crossSite = await openEventStream(t.app, {
      cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const own = await openEventStream(t.app, { cookie, headers: { origin: testBaseUrl } });
    expect(own.status).toBe(200);
    own.stop();
  });
});
