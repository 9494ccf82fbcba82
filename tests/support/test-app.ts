import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../server/app.ts";
import { type Database, openDatabase } from "../../server/db/client.ts";
import { outbox, user } from "../../server/db/schema.ts";
import { seedCities } from "../../server/db/seed.ts";
import { loadSettings } from "../../server/platform/config/settings.ts";
import { createScratchDatabase } from "./scratch-database.ts";

export const testBaseUrl = "http://localhost:3000";

/**
 * A whole app on a fresh database of its own, made on the PostgreSQL server of
 * the run (TEST_DATABASE_URL or a throwaway cluster: tests/support/vitest-database.ts),
 * or of `serverUrl` (e.g. a cluster the test stops and starts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: NodeJS.WritableStream; serverUrl?: string; webDist?: string } = {},
) {
  const scratch = await createScratchDatabase(
    options.serverUrl ?? inject("databaseServerUrl"),
    "coastal_test",
  );
  const databaseUrl = scratch.url;
  // Uploads land here; removed with the app.
  const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-test-"));
  const settings = loadSettings({
    NODE_ENV: "test",
    BASE_URL: testBaseUrl,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    // Tests move session rows by hand (expiry, roles); the session cache's own tests turn it on.
    SESSION_CACHE_MS: "0",
    ...env,
  });
  const database: Database = await openDatabase({
    databaseUrl,
    timeoutMs: settings.DB_TIMEOUT_MS,
  });
  await database.migrate();
  await seedCities(database.db);
  const app = await buildApp({
    settings,
    database,
    logStream: options.logStream,
    webDist: options.webDist,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    settings,
    /** Another app instance on the same database, as behind a load balancer. */
    async secondInstance() {
      const shared = await openDatabase({ databaseUrl, timeoutMs: settings.DB_TIMEOUT_MS });
      const other = await buildApp({ settings, database: shared });
      await other.ready();
      return {
        app: other,
        async close() {
          await other.close();
          await shared.close();
        },
      };
    },
    async close() {
      await app.close();
      await database.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Waits for the mail and other work that requests left running (server/platform/runtime/background.ts). */
    settled: () => app.background.settled(),
    /** The newest mail to an address in the real dev outbox, once the app's mail has gone out. */
    async lastMailTo(email: string) {
      await app.background.settled();
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, email.toLowerCase()))
        .orderBy(desc(outbox.createdAt))
        .limit(1);
      return mail;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A user agent with its own cookie jar, talking to the app over inject(). */
export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private app: FastifyInstance,
    private ip = "127.0.0.1",
  ) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method: method as "GET",
      url,
      remoteAddress: this.ip,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(this.cookies.size
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") }
          : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === "" || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    return response;
  }

  /** A real multipart/form-data request, encoded by the platform's own FormData. */
  async upload(
    url: string,
    files: { field: string; body: Buffer; name?: string; type?: string }[],
    fields: Record<string, string> = {},
    method: "POST" | "PUT" = "POST",
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) {
      const blob = new Blob([new Uint8Array(file.body)], { type: file.type ?? "image/jpeg" });
      form.append(file.field, blob, file.name ?? "photo.jpg");
    }
    const encoded = new Request("http://x", { method: "POST", body: form });
    const payload = Buffer.from(await encoded.arrayBuffer());
    const contentType = encoded.headers.get("content-type") ?? "";
    return this.requestRaw(method, url, payload, { "content-type": contentType });
  }

  private async requestRaw(
    method: string,
    url: string,
    payload: Buffer,
    headers: Record<string, string>,
  ) {
    const response = await this.app.inject({
      method: method as "POST",
      url,
      remoteAddress: this.ip,
      headers: { cookie: this.cookieHeader(), ...headers },
      payload,
    });
    return response;
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, body: unknown = {}) => this.request("POST", url, body);
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  hasSession = () => [...this.cookies.keys()].some((name) => name.includes("session_token"));
}

export const strongPassword = "Sunny-Beach-42";

let counter = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

/** Signs up, follows the verification link from the outbox, and signs in. */
export async function signUpVerified(testApp: TestApp, email = uniqueEmail()) {
  const client = new TestClient(testApp.app);
  const signUp = await client.post("/api/auth/sign-up/email", {
    email,
    password: strongPassword,
    name: email.split("@")[0],
    callbackURL: "/auth?verified=true",
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  await followVerificationLink(testApp, client, email);
  const signIn = await client.post("/api/auth/sign-in/email", { email, password: strongPassword });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { client, email };
}

export async function followVerificationLink(testApp: TestApp, client: TestClient, email: string) {
  const mail = await testApp.lastMailTo(email);
  const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  const url = new URL(link);
  return client.get(`${url.pathname}${url.search}`);
}

/**
 * A verified, signed-in admin (granted the way `npm run admin -- grant` does), with
 * the second factor staff need to act (decision 067); `secondFactor: false` for one without.
 */
export async function signUpAdmin(testApp: TestApp, options: { secondFactor?: boolean } = {}) {
  const { setAdminRole } = await import("../../server/features/auth/accounts.service.ts");
  const { giveSecondFactor } = await import("./staff-factor.ts");
  const admin = await signUpVerified(testApp, uniqueEmail("admin"));
  await setAdminRole(testApp.db, admin.email, true);
  const [row] = await testApp.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, admin.email));
  if (options.secondFactor !== false && row) await giveSecondFactor(testApp, row.id);
  return admin;
}

export const joinAnswers = {
  reason: "I surf at Burleigh every morning",
  residentStatus: "resident",
  interests: "Surfing, markets",
  expectations: "Meet neighbours",
} as const;

/** Signs up a user whose request to join `city` an admin has approved. */
export async function signUpMember(testApp: TestApp, admin: TestClient, city = "gold-coast") {
  const member = await signUpVerified(testApp);
  await joinApproved(admin, member, city);
  return member;
}

/** The user asks to join `city` and the admin approves: it becomes their newest membership. */
export async function joinApproved(
  admin: TestClient,
  member: { client: TestClient; email: string },
  city: string,
) {
  const asked = await member.client.post(`/api/cities/${city}/membership-requests`, joinAnswers);
  if (asked.statusCode !== 201) throw new Error(`join request failed: ${asked.body}`);
  const pending = (await admin.get("/api/admin/membership-requests")).json().requests as {
    id: string;
    applicant: { email: string };
  }[];
  const request = pending.find((r) => r.applicant.email === member.email);
  await admin.post(`/api/admin/membership-requests/${request?.id}/approve`, {});
}

/** The usual cast of a city's tests: a fresh app, an admin and two members of `city`. */
export async function cityWithMembers(city: string) {
  const t = await createTestApp();
  const admin = (await signUpAdmin(t)).client;
  const alice = (await signUpMember(t, admin, city)).client;
  const bob = (await signUpMember(t, admin, city)).client;
  return { t, admin, alice, bob };
}
