import { randomUUID } from "node:crypto";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { idempotencyMessages } from "../../../contracts/idempotency.ts";
import { rateLimits } from "../../../contracts/rate-limits.ts";
import {
  creatingWrites,
  type Sender,
  send,
  userIdOf,
} from "../../../tests/support/creating-writes.ts";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
  type TestClient,
} from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { posts } from "../../db/schema.ts";

let t: TestApp;
let admin: TestClient;
let second: Awaited<ReturnType<TestApp["secondInstance"]>>;
let alice: Sender;
let bob: Sender;
let aliceId: string;
let bobId: string;
let writes: Awaited<ReturnType<typeof creatingWrites>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signUpAdmin(t)).client;
  const aliceMember = await signUpMember(t, admin, "miami");
  const bobMember = await signUpMember(t, admin, "miami");
  alice = { app: t.app, client: aliceMember.client };
  bob = { app: t.app, client: bobMember.client };
  second = await t.secondInstance();
  aliceId = await userIdOf(t.db, aliceMember.email);
  bobId = await userIdOf(t.db, bobMember.email);
  const target = await admin.post("/api/cities/miami/posts", { content: "Beach clean-up" });
  writes = await creatingWrites(target.json().id);
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

describe("a creating write sent again with its Idempotency-Key", () => {
  it.each([
    "post",
    "post with a photo",
    "comment",
    "listing",
    "property",
    "restaurant",
    "shop",
    "event",
    "report",
    "membership request",
  ])(
    "a %s sent twice at once, again after a timeout and to another instance is stored once, with one answer",
    async (name) => {
      const write = writes.find((w) => w.name === name);
      if (!write) throw new Error(`no ${name}`);
      const key = randomUUID();
      const alicesBefore = await write.rows(t.db, aliceId);
      const bobsBefore = await write.rows(t.db, bobId);
      const [first, parallel] = await Promise.all([
        send(alice, write.url, write.body, key),
        send(alice, write.url, write.body, key),
      ]);
      expect(first.statusCode).toBe(201);
      // The client gave up waiting and sends it again, here and through another instance.
      const resent = await send(alice, write.url, write.body, key);
      const elsewhere = await send(
        { app: second.app, client: alice.client },
        write.url,
        write.body,
        key,
      );
      for (const answer of [parallel, resent, elsewhere]) {
        expect(answer.statusCode).toBe(201);
        expect(answer.body).toBe(first.body);
      }
      expect(resent.headers["idempotent-replayed"]).toBe("true");
      expect(await write.rows(t.db, aliceId)).toBe(alicesBefore + 1);

      // The same key is another user's own.
      const bobs = await send(bob, write.url, write.body, key);
      expect(bobs.statusCode).toBe(201);
      expect(bobs.headers["idempotent-replayed"]).toBeUndefined();
      expect(await write.rows(t.db, bobId)).toBe(bobsBefore + 1);
      expect(await write.rows(t.db, aliceId)).toBe(alicesBefore + 1);
    },
  );
});

describe("the rate limit", () => {
  it("counts the work, not the retries: a retry at the limit still gets its answer", async () => {
    const dave = { app: t.app, client: (await signUpMember(t, admin, "miami")).client };
    const post = (content: string, key?: string) =>
      send(dave, "/api/cities/miami/posts", { json: { content } }, key);
    const key = randomUUID();
    const first = await post("Swell is up", key);
    expect(first.statusCode).toBe(201);
    for (let n = 1; n < rateLimits.post.max; n++) {
      expect((await post(`Post ${n}`)).statusCode).toBe(201);
    }
    const retry = await post("Swell is up", key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    // A new post is over the limit, refused before its body is used.
    const refused = await post("One too many", randomUUID());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
  });
});

describe("keys that cannot be honoured", () => {
  // A member of their own for each test, so the per-user post limit never gets in the way.
  let carol: Sender;
  beforeEach(async () => {
    carol = { app: t.app, client: (await signUpMember(t, admin, "miami")).client };
  });
  const post = (content: string, key?: string) =>
    send(carol, "/api/cities/miami/posts", { json: { content } }, key);

  it("refuses the same key with another body or on another route with 422, writing nothing", async () => {
    const key = randomUUID();
    const first = await post("Tide is low at six", key);
    expect(first.statusCode).toBe(201);
    const before = await feedSize();

    const otherBody = await post("Tide is low at seven", key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: idempotencyMessages.keyReused,
    });
    const listing = writes.find((w) => w.name === "listing");
    if (!listing) throw new Error("no listing");
    const otherRoute = await send(carol, listing.url, listing.body, key);
    expect(otherRoute.statusCode).toBe(422);
    // A multipart body with another photo is another request too.
    const listingKey = randomUUID();
    expect((await send(carol, listing.url, listing.body, listingKey)).statusCode).toBe(201);
    const { fields } = listing.body as { fields: Record<string, string> };
    const otherPhoto = { fields, files: { photos: Buffer.from(await smallPng(50, 50)) } };
    expect((await send(carol, listing.url, otherPhoto, listingKey)).statusCode).toBe(422);
    expect(await feedSize()).toBe(before);
  });

  it("refuses a malformed key with 400 and the rule, before writing", async () => {
    const before = await feedSize();
    for (const key of ["has space", "x".repeat(256), "tab\there", "é"]) {
      const refused = await post("Malformed key", key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: "VALIDATION",
        message: idempotencyMessages.invalidKey,
      });
    }
    expect(await feedSize()).toBe(before);
    expect((await post("Longest key", "k".repeat(255))).statusCode).toBe(201);
  });

  it("keeps no answer for a refused attempt: the key is free for the corrected retry", async () => {
    const key = randomUUID();
    const notAnImage = { fields: { content: "Bad photo" }, files: { image: Buffer.from("nope") } };
    const refused = await send(carol, "/api/cities/miami/posts", notAnImage, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("UNSUPPORTED_IMAGE");
    const again = await send(carol, "/api/cities/miami/posts", notAnImage, key);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect((await post("Good this time", key)).statusCode).toBe(201);
  });

  it("forgets a key after 24 hours, and sweeps expired keys away", async () => {
    const key = randomUUID();
    const stale = randomUUID();
    expect((await post("Yesterday's swim", key)).statusCode).toBe(201);
    expect(
      (await send(alice, "/api/cities/miami/posts", { json: { content: "Old" } }, stale))
        .statusCode,
    ).toBe(201);
    await t.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key in (${key}, ${stale})`,
    );
    const before = await feedSize();
    const fresh = await post("Yesterday's swim", key);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers["idempotent-replayed"]).toBeUndefined();
    expect(await feedSize()).toBe(before + 1);
    const { rows } = await t.db.execute(sql`select 1 from idempotency_keys where key = ${stale}`);
    expect(rows).toHaveLength(0);
  });

  it("describes the header in the API docs", async () => {
    const spec = (await t.app.inject("/api/openapi.json")).json();
    const parameters = spec.paths["/api/cities/{city}/posts"].post.parameters as {
      name: string;
      in: string;
    }[];
    expect(parameters).toContainEqual(
      expect.objectContaining({ name: "idempotency-key", in: "header" }),
    );
  });
});

async function feedSize() {
  return (await t.db.select({ n: count() }).from(posts))[0]?.n ?? 0;
}
