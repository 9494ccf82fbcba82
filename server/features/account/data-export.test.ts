import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { jpegWithGps } from "../../../tests/support/test-images.ts";
import { dataExports, session } from "../../db/schema.ts";

// Download my data (issue 31, scope 10; decision 071), through real HTTP on a real database.
let t: TestApp;
let admin: { client: TestClient; email: string };
let alice: { client: TestClient; email: string };
let bob: { client: TestClient; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t);
  alice = await signUpMember(t, admin.client, "miami");
  bob = await signUpMember(t, admin.client, "miami");
});
afterAll(() => t.close());

const latest = async (client: TestClient) =>
  (await client.get("/api/account/data-exports/latest")).json().export;

/** Asks for an export and waits for the build the answer started. */
async function exportOf(client: TestClient) {
  const asked = await client.post("/api/account/data-exports", {});
  expect(asked.statusCode).toBe(202);
  expect(asked.json().status).toBe("preparing");
  await t.settled();
  return latest(client);
}

describe("Download my data", () => {
  let downloadUrl: string;
  let photoUrl: string;
  let entries: Record<string, Uint8Array>;

  it("builds a zip of the member's rows and photos, tells them, and serves it to them", async () => {
    const posted = await alice.client.upload(
      "/api/cities/miami/posts",
      [{ field: "image", body: await jpegWithGps(800, 600) }],
      { content: "Sunrise over the bay", alt0: "The bay at dawn", contentWarning: "Bright sun" },
    );
    expect(posted.statusCode).toBe(201);
    const postId = posted.json().id;
    // The original, as the lightbox asks for it (the feed carries only thumbnails).
    photoUrl = (await alice.client.get(`/api/posts/${postId}/photos`)).json().photos[0].url;
    await bob.client.post(`/api/posts/${postId}/comments`, { content: "Lovely light" });
    await alice.client.post(`/api/posts/${postId}/comments`, { content: "Thanks, 6am" });
    await bob.client.post(`/api/posts/${postId}/reactions`, { type: "love" });
    await t.settled();

    const ready = await exportOf(alice.client);
    expect(ready).toMatchObject({ status: "ready", downloadUrl: expect.any(String) });
    downloadUrl = ready.downloadUrl;

    const notifications = (await alice.client.get("/api/me/notifications")).json().items;
    expect(notifications.map((n: { kind: string }) => n.kind)).toContain("data_export_ready");
    const mail = await t.lastMailTo(alice.email);
    expect(mail?.subject).toMatch(/Your data is ready to download/);

    const zip = await alice.client.get(downloadUrl);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toMatch(
      /^attachment; filename="coastal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(zip.headers["cache-control"]).toBe("private, no-store");
    entries = unzipSync(new Uint8Array(zip.rawPayload));
  });

  it("holds the member's post, comment, join answers and account, but not others' comments", () => {
    const json = (file: string) => JSON.parse(strFromU8(entries[file] as Uint8Array));
    expect(json("posts.json").map((p: { content: string }) => p.content)).toEqual([
      "Sunrise over the bay",
    ]);
    // Its content warning and its photos with their alt text (issue 35).
    expect(json("posts.json")[0]).toMatchObject({
      content_warning: "Bright sun",
      photos: [{ key: photoUrl.replace("/uploads/", ""), alt: "The bay at dawn" }],
    });
    expect(json("comments.json").map((c: { content: string }) => c.content)).toEqual([
      "Thanks, 6am",
    ]);
    expect(json("membership-requests.json")[0]).toMatchObject({
      reason: "I surf at Burleigh every morning",
    });
    expect(json("account.json")).toEqual([expect.objectContaining({ email: alice.email })]);
    expect(json("memberships.json")).toHaveLength(1);
    expect(json("sessions.json").length).toBeGreaterThan(0);
  });

  it("holds the uploaded photo byte for byte", async () => {
    const key = photoUrl.replace("/uploads/", "");
    const stored = (await alice.client.get(photoUrl)).rawPayload;
    expect(stored.length).toBeGreaterThan(100);
    expect(Buffer.from(entries[`files/${key}`] as Uint8Array).equals(stored)).toBe(true);
  });

  it("holds no other member's email, no password hash and no session token", () => {
    const text = Object.entries(entries)
      .filter(([name]) => name.endsWith(".json"))
      .map(([, bytes]) => strFromU8(bytes))
      .join("\n");
    expect(text).toContain(alice.email);
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain(admin.email);
    expect(text).not.toMatch(/"(token|password|access_token|refresh_token|id_token)"/);
    const cookieToken = decodeURIComponent(alice.client.cookieHeader()).match(
      /session_token=([^.;]+)/,
    )?.[1];
    expect(cookieToken).toBeTruthy();
    expect(text).not.toContain(cookieToken as string);
  });

  it("is served to its owner only: 404 to another member, 401 signed out", async () => {
    const other = await bob.client.get(downloadUrl);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe("NOT_FOUND");
    const { TestClient } = await import("../../../tests/support/test-app.ts");
    expect((await new TestClient(t.app).get(downloadUrl)).statusCode).toBe(401);
    expect((await bob.client.get("/api/account/data-exports/not-a-uuid/download")).statusCode).toBe(
      400,
    );
  });

  it("is limited to one a day, with a translated message and Retry-After", async () => {
    const again = await alice.client.request(
      "POST",
      "/api/account/data-exports",
      {},
      {
        "accept-language": "es",
      },
    );
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("RATE_LIMITED");
    expect(again.json().message).toMatch(/una vez al día.*24 horas/);
    const retryAfter = Number(again.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await t.db.select().from(dataExports).where(eq(dataExports.state, "pending"))).toEqual(
      [],
    );
  });

  it("expires after 7 days: gone from the page, refused, then deleted by the sweep", async () => {
    const [row] = await t.db.select({ expiresAt: dataExports.expiresAt }).from(dataExports);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    await t.db.update(dataExports).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await latest(alice.client)).toBeNull();
    expect((await alice.client.get(downloadUrl)).statusCode).toBe(404);
    // Another instance's start-up sweep deletes it, zip and all.
    const other = await t.secondInstance();
    try {
      await expect.poll(async () => (await t.db.select().from(dataExports)).length).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("asking for an export", () => {
  it("tells a member who follows their browser in the language they asked in, though it is built in the background", async () => {
    const gina = await signUpMember(t, admin.client, "miami");
    const asked = await gina.client.request(
      "POST",
      "/api/account/data-exports",
      {},
      { "accept-language": "es" },
    );
    expect(asked.statusCode).toBe(202);
    await t.settled();
    expect((await latest(gina.client)).status).toBe("ready");
    const mail = await t.lastMailTo(gina.email);
    expect(mail?.subject).toBe("Tus datos están listos para descargar");
  });

  it("needs a sign-in", async () => {
    const { TestClient } = await import("../../../tests/support/test-app.ts");
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post("/api/account/data-exports", {})).statusCode).toBe(401);
    expect((await anonymous.get("/api/account/data-exports/latest")).statusCode).toBe(401);
  });

  it("needs a proof of identity from the last 10 minutes", async () => {
    const carol = await signUpMember(t, admin.client, "miami");
    const [row] = await t.db
      .select({ userId: session.userId })
      .from(session)
      .where(sql`${session.userId} = (select id from users where email = ${carol.email})`);
    await t.db
      .update(session)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(session.userId, row?.userId as string));
    const refused = await carol.client.post("/api/account/data-exports", {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("REAUTHENTICATION_REQUIRED");
    expect(await latest(carol.client)).toBeNull();
  });

  it("makes one export of two asked at once", async () => {
    const dave = await signUpMember(t, admin.client, "miami");
    const answers = await Promise.all([
      dave.client.post("/api/account/data-exports", {}),
      dave.client.post("/api/account/data-exports", {}),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 429]);
    await t.settled();
    const rows = await t.db
      .select({ state: dataExports.state })
      .from(dataExports)
      .where(sql`${dataExports.userId} = (select id from users where email = ${dave.email})`);
    expect(rows).toEqual([{ state: "ready" }]);
  });

  it("survives a crash mid-build: a lost build is built again by the sweep, a running one is left", async () => {
    const erin = await signUpMember(t, admin.client, "miami");
    const frank = await signUpMember(t, admin.client, "miami");
    const idOf = sql`(select id from users where email = ${erin.email})`;
    const [lost] = await t.db
      .insert(dataExports)
      .values({
        userId: sql`${idOf}`,
        state: "building",
        attempts: 1,
        startedAt: sql`now() - interval '11 minutes'`,
        requestedAt: sql`now() - interval '12 minutes'`,
      })
      .returning({ id: dataExports.id });
    const [running] = await t.db
      .insert(dataExports)
      .values({
        userId: sql`(select id from users where email = ${frank.email})`,
        state: "building",
        attempts: 1,
        startedAt: sql`now() - interval '1 minute'`,
      })
      .returning({ id: dataExports.id });
    const stateOf = async (id: string | undefined) =>
      (
        await t.db
          .select()
          .from(dataExports)
          .where(eq(dataExports.id, id as string))
      )[0]?.state;

    const other = await t.secondInstance();
    try {
      await expect.poll(() => stateOf(lost?.id), { timeout: 15_000 }).toBe("ready");
      await other.app.background.settled();
    } finally {
      await other.close();
    }
    expect(await stateOf(running?.id)).toBe("building");
    const ready = await latest(erin.client);
    const zip = unzipSync(new Uint8Array((await erin.client.get(ready.downloadUrl)).rawPayload));
    expect(JSON.parse(strFromU8(zip["account.json"] as Uint8Array))[0].email).toBe(erin.email);
  });
});
