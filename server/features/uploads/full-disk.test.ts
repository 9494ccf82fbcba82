import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "../../../contracts/uploads.ts";
import { createTestApp, signUpVerified, type TestApp } from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";

// Mounting a filesystem takes root, as the embedded-postgres tests that need it do.
const isRoot = process.getuid?.() === 0;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chair = {
  title: "Teak lounge chair",
  description: "Solid teak, a few scratches on the left arm.",
  category: "furniture",
  condition: "good",
  price: 120,
};

// Issue 27: with the uploads disk full, an upload answered a bare 500.
describe("a full uploads disk", () => {
  it.runIf(isRoot)(
    "answers 507 with a clear message and keeps nothing, the app stays up, and uploads work again once space is freed",
    async () => {
      const uploads = path.join(t.settings.DATA_DIR, "uploads");
      mkdirSync(uploads, { recursive: true });
      // A real 1 MB filesystem under the uploads folder, filled to the last block.
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "coastal-full-disk-test", uploads]);
      try {
        const filler = path.join(uploads, "filler");
        expect(() => writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024))).toThrow(/ENOSPC/);
        const alice = (await signUpVerified(t)).client;
        const png = await smallPng();
        const withPhotos = () =>
          alice.upload(
            "/api/cities/gold-coast/marketplace-items",
            [1, 2].map(() => ({ field: "photos", body: png, name: "p.png", type: "image/png" })),
            { data: JSON.stringify(chair) },
          );

        const refused = await withPhotos();
        expect(refused.statusCode).toBe(507);
        expect(refused.json()).toEqual({
          code: "STORAGE_FULL",
          message: uploadMessages.storageFull,
        });
        // Nothing half-written: no file, no listing.
        expect(readdirSync(uploads)).toEqual(["filler"]);
        const mine = await alice.get("/api/cities/gold-coast/marketplace-items");
        expect(mine.json().items).toEqual([]);

        // The app is up: it answers, and writes that store no file go through.
        expect((await alice.get("/api/health")).statusCode).toBe(200);
        expect(
          (await alice.post("/api/cities/gold-coast/marketplace-items", chair)).statusCode,
        ).toBe(201);

        rmSync(filler);
        const accepted = await withPhotos();
        expect(accepted.statusCode).toBe(201);
        for (const photo of accepted.json().photos) {
          expect((await alice.get(photo.url)).statusCode).toBe(200);
        }
      } finally {
        unmount(uploads);
      }
    },
  );
});

/**
 * Unmounts the small disk once nothing holds it: a photo just served may still be
 * closing its file on a busy machine. After some tries it is detached lazily, which
 * frees it as soon as that file closes.
 */
function unmount(dir: string) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      execFileSync("umount", [dir], { stdio: "ignore" });
      return;
    } catch {
      Atomics.wait(pause, 0, 0, 100);
    }
  }
  execFileSync("umount", ["--lazy", dir]);
}
