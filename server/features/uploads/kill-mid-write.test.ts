import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, watch } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, startAppProcess } from "../../../tests/support/app-process.ts";
import { createTestApp, signUpVerified, type TestApp } from "../../../tests/support/test-app.ts";
import { jpegWithGps, smallPng } from "../../../tests/support/test-images.ts";
import { marketplaceItems } from "../../db/schema.ts";
import { freePort } from "../../platform/http/free-port.ts";
import { orphanAgeMs } from "./orphan-sweep.ts";

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

function listingForm(photos: Buffer[]) {
  const form = new FormData();
  form.append("data", JSON.stringify(chair));
  for (const photo of photos) {
    form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "p.jpg");
  }
  return form;
}

/** Resolves when a stored file (not a partial write) appears in `dir`. */
function firstStoredFile(dir: string) {
  return new Promise<void>((resolve) => {
    const watcher = watch(dir, () => {
      if (readdirSync(dir).some((name) => !name.startsWith("."))) {
        watcher.close();
        resolve();
      }
    });
  });
}

async function waitUntil(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

// Issue 27: kill -9 in the middle of a multi-photo listing write: photos stored,
// no row yet. After a restart: no half row, no photo pointing nowhere, and the
// files nobody refers to are gone once they are an hour old.
describe("an app server killed while it stores a listing's photos", () => {
  it("leaves no row, and after a restart no file that nothing refers to", async () => {
    const alice = (await signUpVerified(t)).client;
    const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-killed-"));
    const uploads = path.join(dataDir, "uploads");
    mkdirSync(uploads);
    const port = await freePort();
    const env = {
      DATABASE_URL: t.settings.DATABASE_URL as string,
      AUTH_SECRET: t.settings.AUTH_SECRET,
      BASE_URL: t.settings.BASE_URL,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      EMAIL_JOBS: "false",
    };
    const send = (form: FormData) =>
      fetch(`http://127.0.0.1:${port}/api/cities/gold-coast/marketplace-items`, {
        method: "POST",
        headers: { cookie: alice.cookieHeader(), origin: t.settings.BASE_URL },
        body: form,
      });
    let running: AppProcess | undefined;
    try {
      running = startAppProcess(env);
      await running.listening;
      // Eight large photos take a while to check and re-encode, one after another.
      const photo = await jpegWithGps();
      const stored = firstStoredFile(uploads);
      const request = send(listingForm(Array(8).fill(photo))).catch((error: Error) => error);
      await stored;
      await running.kill();
      expect(await request).toBeInstanceOf(Error); // never answered
      const left = readdirSync(uploads);
      expect(left.length).toBeGreaterThan(0);
      expect(
        await t.db.select().from(marketplaceItems).where(eq(marketplaceItems.title, chair.title)),
      ).toEqual([]);

      // An hour later (the files' clocks turned back), the next start sweeps them.
      const earlier = new Date(Date.now() - 2 * orphanAgeMs);
      for (const name of left) utimesSync(path.join(uploads, name), earlier, earlier);
      running = startAppProcess(env);
      await running.listening;
      expect(await waitUntil(() => readdirSync(uploads).length === 0, 30_000)).toBe(true);

      // And the restarted server stores a listing whole.
      const listed = await send(listingForm([await smallPng(), await smallPng()]));
      expect(listed.status).toBe(201);
      const listing = (await listed.json()) as { photos: { url: string; thumbnailUrl: string }[] };
      for (const photo of listing.photos) {
        expect((await fetch(`http://127.0.0.1:${port}${photo.url}`)).status).toBe(200);
        expect((await fetch(`http://127.0.0.1:${port}${photo.thumbnailUrl}`)).status).toBe(200);
      }
      expect(readdirSync(uploads)).toHaveLength(4);
    } finally {
      await running?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
