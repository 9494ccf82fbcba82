import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SoftwareAuthenticator } from "../../../tests/support/software-authenticator.ts";
import {
  createTestApp,
  signUpVerified,
  type TestApp,
  TestClient,
  testBaseUrl,
} from "../../../tests/support/test-app.ts";
import { sessionProofs, user } from "../../db/schema.ts";

// A passkey sign-in under the sign-in's rules: its auth event, a suspended account
// refused, per-IP limits, and the refusal in the member's language.

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

const party = { rpId: new URL(testBaseUrl).hostname, origin: new URL(testBaseUrl).origin };
const events = () =>
  lines
    .map((line) => JSON.parse(line) as { event?: string; userId?: string; ip?: string })
    .filter((entry) => entry.event);

/** A verified member with one passkey, and its authenticator. */
async function memberWithPasskey() {
  const { client, email } = await signUpVerified(t);
  const authenticator = new SoftwareAuthenticator(party);
  const options = await client.get("/api/auth/passkey/generate-register-options");
  const added = await client.post("/api/auth/passkey/verify-registration", {
    response: authenticator.register(options.json()),
  });
  expect(added.statusCode).toBe(200);
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { email, authenticator, userId: row?.id ?? "" };
}

async function signInWith(authenticator: SoftwareAuthenticator, device: TestClient) {
  const options = await device.get("/api/auth/passkey/generate-authenticate-options");
  return device.post("/api/auth/passkey/verify-authentication", {
    response: authenticator.assert(options.json()),
  });
}

describe("a passkey sign-in", () => {
  it("is logged as a sign-in, and the new session counts as proven", async () => {
    const { authenticator, userId } = await memberWithPasskey();
    const device = new TestClient(t.app, "10.50.0.1");
    const answer = await signInWith(authenticator, device);
    expect(answer.statusCode).toBe(200);
    const sessionId = answer.json().session.id as string;
    const [proof] = await t.db
      .select()
      .from(sessionProofs)
      .where(eq(sessionProofs.sessionId, sessionId));
    expect(proof).toBeDefined();
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "sign-in", userId, ip: "10.50.0.1" }),
    );
  });

  it("logs a failed one, and says so in Spanish to a Spanish browser", async () => {
    const { authenticator } = await memberWithPasskey();
    const stranger = new SoftwareAuthenticator(party);
    const device = new TestClient(t.app, "10.50.0.2");
    const options = await device.get("/api/auth/passkey/generate-authenticate-options");
    const answer = await device.request(
      "POST",
      "/api/auth/passkey/verify-authentication",
      { response: stranger.assert(options.json()) },
      { "accept-language": "es" },
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(
      "Esa llave de acceso no pudo iniciar tu sesión. Inténtalo de nuevo.",
    );
    expect(events()).toContainEqual(
      expect.objectContaining({ event: "sign-in-failed", ip: "10.50.0.2" }),
    );
    expect(device.hasSession()).toBe(false);
    // The member's own passkey still works afterwards.
    expect((await signInWith(authenticator, device)).statusCode).toBe(200);
  });

  it("refuses a suspended member", async () => {
    const { authenticator, userId } = await memberWithPasskey();
    await t.db.update(user).set({ banned: true }).where(eq(user.id, userId));
    const device = new TestClient(t.app, "10.50.0.3");
    const answer = await signInWith(authenticator, device);
    expect(answer.statusCode).toBe(403);
    expect(device.hasSession()).toBe(false);
  });

  it("is limited per address: 30 challenges a minute", async () => {
    const device = new TestClient(t.app, "10.50.0.4");
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        (await device.get("/api/auth/passkey/generate-authenticate-options")).statusCode,
      );
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
