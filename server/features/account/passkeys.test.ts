import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountPasskey } from "../../../contracts/account-passkeys.ts";
import { SoftwareAuthenticator } from "../../../tests/support/software-authenticator.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { outbox, passkey, session, user } from "../../db/schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const party = { rpId: new URL(testBaseUrl).hostname, origin: new URL(testBaseUrl).origin };

/** Adds a passkey from `client`'s session through better-auth's own ceremony. */
async function addPasskey(client: TestClient, name?: string) {
  const authenticator = new SoftwareAuthenticator(party);
  const options = await client.get("/api/auth/passkey/generate-register-options");
  expect(options.statusCode).toBe(200);
  const added = await client.post("/api/auth/passkey/verify-registration", {
    response: authenticator.register(options.json()),
    ...(name ? { name } : {}),
  });
  expect(added.statusCode).toBe(200);
  return { authenticator, id: added.json().id as string };
}

const listOf = async (client: TestClient) => {
  const answer = await client.get("/api/account/passkeys");
  expect(answer.statusCode).toBe(200);
  return answer.json().items as AccountPasskey[];
};

/** Makes every session of `email` older than the ten minutes a sign-in counts as a proof. */
async function ageSessions(email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.db
    .update(session)
    .set({ createdAt: sql`now() - interval '11 minutes'` })
    .where(eq(session.userId, row?.id ?? ""));
}

/** A sign-in with `authenticator` from a new device: options, then the signed assertion. */
async function passkeySignIn(authenticator: SoftwareAuthenticator) {
  const device = new TestClient(t.app, "10.0.0.9");
  const options = await device.get("/api/auth/passkey/generate-authenticate-options");
  expect(options.statusCode).toBe(200);
  const assertion = authenticator.assert(options.json());
  const answer = await device.post("/api/auth/passkey/verify-authentication", {
    response: assertion,
  });
  return { device, assertion, answer };
}

describe("a member's passkeys", () => {
  it("adds a passkey with its name, lists it, and emails the member", async () => {
    const { client, email } = await signUpVerified(t);
    await addPasskey(client, "Work laptop");
    const items = await listOf(client);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: "Work laptop", synced: false, provider: null });
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("A new passkey was added");
  });

  it("lists only one's own passkeys", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    await addPasskey(owner.client, "Mine");
    expect(await listOf(other.client)).toEqual([]);
    expect((await new TestClient(t.app).get("/api/account/passkeys")).statusCode).toBe(401);
  });

  it("renames one's own passkey, and answers 404 for anyone else's", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const { id } = await addPasskey(owner.client);
    const renamed = await owner.client.request("PATCH", `/api/account/passkeys/${id}`, {
      name: "  Phone  ",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Phone");
    const stolen = await other.client.request("PATCH", `/api/account/passkeys/${id}`, {
      name: "Mine now",
    });
    expect(stolen.statusCode).toBe(404);
    const removed = await other.client.request("DELETE", `/api/account/passkeys/${id}`);
    expect(removed.statusCode).toBe(404);
    expect((await listOf(owner.client))[0]?.name).toBe("Phone");
    const blank = await owner.client.request("PATCH", `/api/account/passkeys/${id}`, { name: " " });
    expect(blank.statusCode).toBe(400);
  });

  it("closes better-auth's own list, rename and remove endpoints", async () => {
    const owner = await signUpVerified(t);
    const { id } = await addPasskey(owner.client);
    for (const [method, path] of [
      ["GET", "/api/auth/passkey/list-user-passkeys"],
      ["POST", "/api/auth/passkey/update-passkey"],
      ["POST", "/api/auth/passkey/delete-passkey"],
    ] as const) {
      const answer = await owner.client.request(
        method,
        path,
        method === "GET" ? undefined : { id },
      );
      expect(answer.statusCode).toBe(404);
    }
    expect(await listOf(owner.client)).toHaveLength(1);
  });

  it("asks for a recent proof before adding or removing a passkey", async () => {
    const { client, email } = await signUpVerified(t);
    const { id, authenticator } = await addPasskey(client, "Laptop");
    await ageSessions(email);
    const options = await client.get("/api/auth/passkey/generate-register-options");
    expect(options.statusCode).toBe(403);
    expect(options.json().code).toBe("REAUTHENTICATION_REQUIRED");
    const refused = await client.request("DELETE", `/api/account/passkeys/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("REAUTHENTICATION_REQUIRED");

    // A passkey is a proof: its assertion, on a challenge for this session, counts.
    const proof = await client.post("/api/account/passkeys/proof-options");
    expect(proof.statusCode).toBe(200);
    const proved = await client.post("/api/account/passkeys/proof", {
      response: authenticator.assert(proof.json()),
    });
    expect(proved.statusCode).toBe(204);
    const removed = await client.request("DELETE", `/api/account/passkeys/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(await listOf(client)).toEqual([]);
    expect((await t.lastMailTo(email))?.subject).toBe("A passkey was removed");
  });

  it("adds a passkey from a days-old session once it has proved who it is", async () => {
    const { client, email } = await signUpVerified(t);
    const { authenticator } = await addPasskey(client, "Laptop");
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(session.userId, row?.id ?? ""));
    expect((await client.get("/api/auth/passkey/generate-register-options")).statusCode).toBe(403);
    const proof = await client.post("/api/account/passkeys/proof-options");
    const proved = await client.post("/api/account/passkeys/proof", {
      response: authenticator.assert(proof.json()),
    });
    expect(proved.statusCode).toBe(204);
    await addPasskey(client, "Phone");
    expect((await listOf(client)).map((item) => item.name)).toEqual(["Phone", "Laptop"]);
  });

  it("adds no passkey without a session, even with a challenge cookie from one", async () => {
    const { client, email } = await signUpVerified(t);
    const visitor = new TestClient(t.app, "10.0.0.8");
    expect((await visitor.get("/api/auth/passkey/generate-register-options")).statusCode).toBe(401);
    // The member's own challenge, answered after they signed out.
    const options = await client.get("/api/auth/passkey/generate-register-options");
    await client.post("/api/auth/sign-out");
    const answer = await client.post("/api/auth/passkey/verify-registration", {
      response: new SoftwareAuthenticator(party).register(options.json()),
    });
    expect(answer.statusCode).toBe(401);
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(
      await t.db
        .select()
        .from(passkey)
        .where(eq(passkey.userId, row?.id ?? "")),
    ).toEqual([]);
  });

  it("removes a passkey once when asked twice at once, with one email", async () => {
    const { client, email } = await signUpVerified(t);
    const { id } = await addPasskey(client, "Tablet");
    await t.settled();
    const [mailsBefore] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.to, email));
    const answers = await Promise.all([
      client.request("DELETE", `/api/account/passkeys/${id}`),
      client.request("DELETE", `/api/account/passkeys/${id}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
    await t.settled();
    const [mailsAfter] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.to, email));
    expect((mailsAfter?.count ?? 0) - (mailsBefore?.count ?? 0)).toBe(1);
  });

  it("refuses a proof from someone else's passkey", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    await addPasskey(other.client);
    const { authenticator } = await addPasskey(owner.client);
    const proof = await other.client.post("/api/account/passkeys/proof-options");
    const answer = await other.client.post("/api/account/passkeys/proof", {
      response: authenticator.assert(proof.json()),
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe("signing in with a passkey", () => {
  it("signs in without a password and counts as a recent proof", async () => {
    const { client, email } = await signUpVerified(t);
    const { authenticator } = await addPasskey(client);
    const { device, answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().session?.token).toBeUndefined();
    const me = await device.get("/api/auth/get-session");
    expect(me.json().user.email).toBe(email);
    // The new session may add a passkey at once: it has just proved who it is.
    expect((await device.get("/api/auth/passkey/generate-register-options")).statusCode).toBe(200);
  });

  it("refuses the same signed assertion sent a second time", async () => {
    const { client } = await signUpVerified(t);
    const { authenticator } = await addPasskey(client);
    const { device, assertion, answer } = await passkeySignIn(authenticator);
    expect(answer.statusCode).toBe(200);
    const sessionsBefore = await t.db.select().from(session);

    // The same response with the same challenge cookie: the challenge was spent.
    const replayed = await device.post("/api/auth/passkey/verify-authentication", {
      response: assertion,
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe("That passkey could not sign you in. Please try again.");
    // On a fresh challenge the old signature does not match it.
    const attacker = new TestClient(t.app, "10.6.6.6");
    await attacker.get("/api/auth/passkey/generate-authenticate-options");
    const again = await attacker.post("/api/auth/passkey/verify-authentication", {
      response: assertion,
    });
    expect(again.statusCode).toBe(401);
    expect(attacker.hasSession()).toBe(false);
    expect(await t.db.select().from(session)).toHaveLength(sessionsBefore.length);
  });

  it("refuses a replayed proof and two proofs sent at once spend one challenge", async () => {
    const { client, email } = await signUpVerified(t);
    const { authenticator } = await addPasskey(client);
    await ageSessions(email);
    const options = await client.post("/api/account/passkeys/proof-options");
    const response = authenticator.assert(options.json());
    const answers = await Promise.all([
      client.post("/api/account/passkeys/proof", { response }),
      client.post("/api/account/passkeys/proof", { response }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    const replayed = await client.post("/api/account/passkeys/proof", { response });
    expect(replayed.statusCode).toBe(400);
  });

  it("answers hostile ceremony bodies with a 400, never a 500", async () => {
    const { client } = await signUpVerified(t);
    const device = new TestClient(t.app, "10.0.0.7");
    await device.get("/api/auth/passkey/generate-authenticate-options");
    for (const response of [{}, { id: 5 }, { id: "x", response: "no" }, "text"]) {
      const answer = await device.post("/api/auth/passkey/verify-authentication", { response });
      expect(answer.statusCode).toBe(400);
    }
    await client.get("/api/auth/passkey/generate-register-options");
    const forged = await client.post("/api/auth/passkey/verify-registration", {
      response: {
        id: "abc",
        rawId: "abc",
        type: "public-key",
        response: { clientDataJSON: "e30" },
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(await t.db.select().from(passkey).where(eq(passkey.credentialID, "abc"))).toEqual([]);
  });

  it("refuses a credential already registered, for anyone", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const { authenticator } = await addPasskey(owner.client);
    const options = await other.client.get("/api/auth/passkey/generate-register-options");
    const copied = await other.client.post("/api/auth/passkey/verify-registration", {
      response: authenticator.register(options.json()),
    });
    expect(copied.statusCode).toBe(400);
    expect(await listOf(other.client)).toEqual([]);
  });
});
