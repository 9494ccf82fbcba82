import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpVerified, type TestApp } from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";
import { storedFileColumnNames } from "../../db/stored-files.ts";
import { createStorage } from "../../platform/storage/create-storage.ts";
import { orphanAgeMs, sweepOrphanedFiles } from "./orphan-sweep.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploads = () => path.join(t.settings.DATA_DIR, "uploads");
const stored = async () => (await readdir(uploads())).sort();
/** A file as a process killed before its row was written would leave it. */
const leave = async (name: string, ageMs: number) => {
  const file = path.join(uploads(), name);
  await writeFile(file, await smallPng());
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
};

// Issue 27: a process killed between storing a file and writing its row (or
// between deleting a row and its files) left files nothing refers to, forever.
describe("the sweep of stored files", () => {
  it("removes files no row names once they are an hour old, and keeps every other", async () => {
    const alice = (await signUpVerified(t)).client;
    const png = await smallPng();
    const listed = await alice.upload(
      "/api/cities/gold-coast/marketplace-items",
      [1, 2].map(() => ({ field: "photos", body: png, name: "p.png", type: "image/png" })),
      {
        data: JSON.stringify({
          title: "Teak lounge chair",
          description: "Solid teak, a few scratches on the left arm.",
          category: "furniture",
          condition: "good",
          price: 120,
        }),
      },
    );
    expect(listed.statusCode).toBe(201);
    const avatar = await alice.upload("/api/profile/avatar", [
      { field: "avatar", body: png, name: "a.png", type: "image/png" },
    ]);
    expect(avatar.statusCode).toBe(200);
    const referenced = await stored();
    expect(referenced).toHaveLength(6);
    // The files of the listing and the avatar are old too: age alone removes nothing.
    const twoHoursAgo = new Date(Date.now() - 2 * orphanAgeMs);
    for (const name of referenced)
      await utimes(path.join(uploads(), name), twoHoursAgo, twoHoursAgo);

    await leave("listing-00000000-0000-4000-8000-000000000001.webp", 2 * orphanAgeMs);
    await leave("listing-00000000-0000-4000-8000-000000000001-thumb.webp", 2 * orphanAgeMs);
    await leave(".partial-00000000-0000-4000-8000-000000000002", 2 * orphanAgeMs);
    // Stored a minute ago: its row may be a moment from committing.
    await leave("post-00000000-0000-4000-8000-000000000003.webp", 60_000);

    const removed = await sweepOrphanedFiles({ db: t.db, storage: createStorage(t.settings) });

    expect(removed).toEqual([
      "listing-00000000-0000-4000-8000-000000000001-thumb.webp",
      "listing-00000000-0000-4000-8000-000000000001.webp",
    ]);
    expect(await stored()).toEqual(
      [...referenced, "post-00000000-0000-4000-8000-000000000003.webp"].sort(),
    );
    // What people see still loads.
    for (const photo of listed.json().photos) {
      expect((await alice.get(photo.url)).statusCode).toBe(200);
    }
    expect((await alice.get(avatar.json().avatarUrl)).statusCode).toBe(200);
  });

  it("knows every column that names a stored file", async () => {
    // A column that looks like one but is not found by name (server/db/stored-files.ts)
    // would be missed by the sweep, and its files deleted.
    const { rows } = await t.db.$client.query<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns
       where table_schema = 'public'
         and (column_name like '%image%' or column_name like '%thumbnail%'
              or column_name in ('photos', 'avatar_url'))
       order by 1`,
    );
    // Avatars are URLs, read apart (referencedKeys); a link card's image size is no file.
    const notFiles = ["link_previews.image_height", "link_previews.image_width"];
    const known = [...storedFileColumnNames(), "profiles.avatar_url", "users.image", ...notFiles];
    expect(rows.map((row) => row.name).sort()).toEqual([...known].sort());
    // The ones every city has today, so the derivation cannot quietly find none.
    expect(known).toEqual(
      expect.arrayContaining([
        "cities.cover_image_key",
        "events.thumbnail_key",
        "marketplace_items.photos",
        "post_photos.image_key",
        "restaurants.image_key",
        "shops.thumbnail_key",
      ]),
    );
  });
});
