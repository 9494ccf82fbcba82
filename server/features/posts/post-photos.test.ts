import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postPhotoLimits, postPhotoMessages } from "../../../contracts/post-photos.ts";
import {
  cityWithMembers,
  signUpMember,
  signUpVerified,
  type TestApp,
  TestClient,
} from "../../../tests/support/test-app.ts";
import { jpegWithGps, smallPng } from "../../../tests/support/test-images.ts";
import { previewDigest } from "../notifications/weekly-digest.service.ts";

// Photo sets with alt text and content warnings (issue 35), through real HTTP.

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  ({ t, admin, alice, bob } = await cityWithMembers("miami"));
});
// Posting is rate limited (10 a minute, 20 uploads in 10): each test posts as someone new.
beforeEach(async () => {
  alice = (await signUpMember(t, admin, "miami")).client;
});
afterAll(() => t.close());

type Photo = { thumbnailUrl: string; width: number | null; height: number | null; alt: string };
type FeedPost = { id: string; content: string; photos: Photo[]; contentWarning: string | null };

const png = (width: number) => smallPng(width, 40);
const withPhotos = async (
  client: TestClient,
  widths: number[],
  fields: Record<string, string> = {},
) =>
  client.upload(
    "/api/cities/miami/posts",
    await Promise.all(
      widths.map(async (width, i) => ({
        field: "image",
        body: await png(width),
        name: `p${i}.png`,
        type: "image/png",
      })),
    ),
    { content: "Photos from the pier", ...fields },
  );
const feed = async (client = bob) =>
  (await client.get("/api/cities/miami/posts")).json().items as FeedPost[];
const postCount = async () =>
  Number((await t.db.execute<{ n: string }>(sql`select count(*) as n from posts`)).rows[0]?.n);

describe("a post's photo set", () => {
  it("keeps up to 8 photos in the order sent, each with its alt text, and the feed carries only thumbnails", async () => {
    const widths = [100, 120, 140, 160, 180, 200, 220, 240];
    const alts = Object.fromEntries(widths.map((_, i) => [`alt${i}`, `  Photo ${i + 1}  `]));
    const created = await withPhotos(alice, widths, { ...alts, alt3: "" });
    expect(created.statusCode).toBe(201);
    const post = created.json() as FeedPost;
    expect(post.photos.map((photo) => photo.width)).toEqual(widths);
    expect(post.photos.map((photo) => photo.alt)).toEqual(
      widths.map((_, i) => (i === 3 ? "" : `Photo ${i + 1}`)),
    );
    const inFeed = (await feed()).find((each) => each.id === post.id);
    expect(inFeed?.photos).toEqual(post.photos);
    // Thumbnails, sizes and alt text only: no full-size link in the feed.
    for (const photo of inFeed?.photos ?? []) {
      expect(Object.keys(photo).sort()).toEqual(["alt", "height", "thumbnailUrl", "width"]);
      expect(photo.thumbnailUrl).toMatch(/^\/uploads\/post-.+-thumb\.webp$/);
    }
    const full = await bob.get(`/api/posts/${post.id}/photos`);
    expect(full.statusCode).toBe(200);
    const set = full.json().photos as (Photo & { url: string })[];
    expect(set.map((photo) => photo.alt)).toEqual(post.photos.map((photo) => photo.alt));
    expect(set[0]?.url).toMatch(/^\/uploads\/post-.+\.webp$/);
    expect(set[0]?.url).not.toMatch(/-thumb/);
    expect((await bob.get(set[7]?.url ?? "")).statusCode).toBe(200);
  });

  it("goes through the listings' pipeline: the camera's EXIF is gone, the photo resized", async () => {
    const created = await alice.upload(
      "/api/cities/miami/posts",
      [{ field: "image", body: await jpegWithGps(3000, 2000) }],
      { content: "Sunrise", alt0: "The sun over the bay" },
    );
    expect(created.statusCode).toBe(201);
    const [photo] = (created.json() as FeedPost).photos;
    // 3000 x 2000, turned upright by its EXIF orientation, then fitted into 2048 px.
    expect(photo).toMatchObject({ width: 1365, height: 2048, alt: "The sun over the bay" });
    const [full] = (await bob.get(`/api/posts/${created.json().id}/photos`)).json().photos;
    const original = await bob.get(full.url);
    expect(original.rawPayload.includes(Buffer.from("CoastalCam"))).toBe(false);
  });

  it("refuses a ninth photo with a 400 and keeps nothing", async () => {
    const before = await postCount();
    const refused = await withPhotos(alice, [10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(postPhotoMessages.tooManyPhotos.defaultMessage);
    expect(await postCount()).toBe(before);
    expect(postPhotoMessages.tooManyPhotos.defaultMessage).toContain(
      String(postPhotoLimits.photosMax),
    );
  });

  it("refuses alt text over 1500 characters, and alt text without its photo", async () => {
    const before = await postCount();
    const long = await withPhotos(alice, [50], { alt0: "a".repeat(1501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(postPhotoMessages.altTooLong.defaultMessage);
    expect(postPhotoMessages.altTooLong.defaultMessage).toContain(String(postPhotoLimits.altMax));
    const orphan = await withPhotos(alice, [50], { alt1: "Nothing here" });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().message).toBe(postPhotoMessages.altWithoutPhoto.defaultMessage);
    expect(await postCount()).toBe(before);
    const longest = await withPhotos(alice, [50], { alt0: "a".repeat(1500) });
    expect(longest.statusCode).toBe(201);
  });

  it("shows a migrated one-image post as a set of one (the migration's own SQL)", async () => {
    // The one-image columns as they were, a post written the old way, then the migration's move.
    const [image, thumbnail] = ["post-old.webp", "post-old-thumb.webp"];
    await t.db.execute(
      sql`alter table posts add column image_key text, add column thumbnail_key text`,
    );
    const aliceId = (await alice.get("/api/me")).json().viewer.id as string;
    const { rows } = await t.db.execute<{ id: string }>(sql`insert into posts
      (city_id, user_id, content, image_key, thumbnail_key)
      select c.id, ${aliceId}, 'An old photo post', ${image}, ${thumbnail}
      from cities c where c.slug = 'miami'
      returning id`);
    const migration = readFileSync(
      new URL("../../db/migrations/0037_post_photos_and_warnings.sql", import.meta.url),
      "utf8",
    );
    const move = migration
      .split("--> statement-breakpoint")
      .find((part) => /INSERT INTO/.test(part));
    expect(move).toBeDefined();
    await t.db.execute(sql.raw(move ?? ""));
    await t.db.execute(sql`alter table posts drop column image_key, drop column thumbnail_key`);
    const old = (await feed()).find((post) => post.id === rows[0]?.id);
    expect(old?.photos).toEqual([
      { thumbnailUrl: `/uploads/${thumbnail}`, width: null, height: null, alt: "" },
    ]);
    const full = (await bob.get(`/api/posts/${rows[0]?.id}/photos`)).json().photos;
    expect(full[0].url).toBe(`/uploads/${image}`);
  });

  it("shows the full-size set only to those who may read the city", async () => {
    const id = (await withPhotos(alice, [60])).json().id;
    expect((await new TestClient(t.app).get(`/api/posts/${id}/photos`)).statusCode).toBe(401);
    const outsider = (await signUpVerified(t)).client;
    expect((await outsider.get(`/api/posts/${id}/photos`)).statusCode).toBe(403);
    const unknown = await bob.get("/api/posts/00000000-0000-4000-8000-000000000000/photos");
    expect(unknown.statusCode).toBe(404);
  });

  it("removes the photo files with the post", async () => {
    const id = (await withPhotos(alice, [70, 80])).json().id;
    const files = (await bob.get(`/api/posts/${id}/photos`))
      .json()
      .photos.flatMap((photo: { url: string; thumbnailUrl: string }) => [
        photo.url,
        photo.thumbnailUrl,
      ]);
    for (const url of files) expect((await bob.get(url)).statusCode).toBe(200);
    expect((await alice.request("DELETE", `/api/posts/${id}`)).statusCode).toBe(204);
    for (const url of files) expect((await bob.get(url)).statusCode).toBe(404);
  });
});

describe("a content warning", () => {
  it("is kept trimmed with the post, and blank means none", async () => {
    const warned = await alice.post("/api/cities/miami/posts", {
      content: "The finale was wild",
      contentWarning: "  Spoilers  ",
    });
    expect(warned.statusCode).toBe(201);
    expect(warned.json().contentWarning).toBe("Spoilers");
    const blank = await alice.post("/api/cities/miami/posts", {
      content: "Nothing to hide",
      contentWarning: "   ",
    });
    expect(blank.json().contentWarning).toBeNull();
    const withPhoto = await withPhotos(alice, [90], { contentWarning: "Traffic accident" });
    expect(withPhoto.json().contentWarning).toBe("Traffic accident");
    const inFeed = (await feed()).find((post) => post.id === warned.json().id);
    expect(inFeed?.contentWarning).toBe("Spoilers");
  });

  it("refuses a warning over 100 characters, as JSON and as a form", async () => {
    const before = await postCount();
    const json = await alice.post("/api/cities/miami/posts", {
      content: "Hello",
      contentWarning: "w".repeat(101),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(postPhotoMessages.warningTooLong.defaultMessage);
    const form = await withPhotos(alice, [40], { contentWarning: "w".repeat(101) });
    expect(form.statusCode).toBe(400);
    expect(await postCount()).toBe(before);
    expect(postPhotoMessages.warningTooLong.defaultMessage).toContain(
      String(postPhotoLimits.warningMax),
    );
  });

  it("says the refusal in Spanish to a Spanish browser", async () => {
    const refused = await alice.request(
      "POST",
      "/api/cities/miami/posts",
      { content: "Hola", contentWarning: "w".repeat(101) },
      { "accept-language": "es" },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/advertencia de contenido/i);
  });

  it("stands in for the text in notifications and in the weekly digest", async () => {
    const post = (
      await alice.post("/api/cities/miami/posts", {
        content: "The killer was the butler all along",
        contentWarning: "Spoilers",
      })
    ).json();
    await bob.post(`/api/posts/${post.id}/comments`, { content: "Noooo" });
    await bob.post(`/api/posts/${post.id}/reactions`, { type: "haha" });
    await t.settled();
    const items = (await alice.get("/api/me/notifications")).json().items as { text: string }[];
    const about = items.filter((item) => /Spoilers/.test(item.text));
    expect(about.length).toBeGreaterThan(0);
    expect(items.some((item) => /butler/.test(item.text))).toBe(false);

    const digest = await previewDigest(
      { db: t.db, settings: t.settings },
      "miami",
      new Date(Date.now() + 60_000),
    );
    expect(digest.text).toContain("Content warning: Spoilers");
    expect(digest.text).not.toContain("butler");
  });
});
