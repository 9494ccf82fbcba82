import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tooManyImagesMessage, uploadLimits, uploadMessages } from "../../../contracts/uploads.ts";
import { createTestApp, type TestApp, testBaseUrl } from "../../../tests/support/test-app.ts";
import { jpegWithGps, smallPng, webpChunks } from "../../../tests/support/test-images.ts";
import { registerErrorHandler } from "../../platform/http/error-handler.ts";
import { registerSecurity } from "../../platform/http/security.ts";
import { createLocalStorage } from "../../platform/storage/local-storage.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { deleteStoredImage, storeImage } from "../../platform/storage/store-image.ts";
import { readUpload, readUploads } from "./read-upload.ts";
import { registerUploads } from "./uploads.routes.ts";

let root: string;
let storage: Storage;
let app: FastifyInstance;
let t: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "coastal-uploads-"));
  // The whole app, serving DATA_DIR/uploads; `storage` writes into the same folder.
  t = await createTestApp({ DATA_DIR: root });
  storage = createLocalStorage(path.join(root, "uploads"));
  // A bare app with the real error handler, security headers and uploads plugin,
  // plus two routes standing in for features that accept images (posts, listings).
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, [testBaseUrl]);
  await registerUploads(app, storage);
  app.post("/api/test/post-image", async (request) => {
    const { file, fields } = await readUpload(request);
    return { ...(await storeImage(storage, file, { purpose: "post" })), caption: fields.caption };
  });
  app.post("/api/test/listing-images", async (request) => {
    const { files } = await readUploads(request, { maxFiles: 8 });
    return { count: files.length };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

/** A real multipart body, encoded by the platform's own FormData. */
async function upload(url: string, files: Buffer[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append("image", new Blob([new Uint8Array(file)], { type: "image/jpeg" }), "photo.jpg");
  const encoded = new Request("http://x", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": encoded.headers.get("content-type") ?? "", origin: testBaseUrl },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

describe("uploading and serving images", () => {
  it("stores a cleaned WebP and serves it same-origin with safe headers", async () => {
    const response = await upload("/api/test/post-image", [await jpegWithGps()], {
      caption: "Sunrise",
    });
    expect(response.statusCode).toBe(200);
    const stored = response.json();
    expect(stored).toMatchObject({ width: 1365, height: 2048, caption: "Sunrise" });
    expect(stored.url).toMatch(/^\/uploads\/post-[0-9a-f-]{36}\.webp$/);
    expect(stored.thumbnailUrl).toBe(stored.url.replace(".webp", "-thumb.webp"));

    // Served by the real app (helmet, swagger, SPA fallback and all) from the same folder.
    const served = await t.app.inject({ method: "GET", url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
      "content-security-policy": "default-src 'none'",
    });
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    expect(webpChunks(served.rawPayload)).toEqual(["VP8 "]);
    expect((await sharp(served.rawPayload).metadata()).height).toBe(2048);
    const head = await t.app.inject({ method: "HEAD", url: stored.url });
    expect([head.statusCode, head.headers["content-type"], head.body]).toEqual([
      200,
      "image/webp",
      "",
    ]);
    const thumb = await t.app.inject({ method: "GET", url: stored.thumbnailUrl });
    expect((await sharp(thumb.rawPayload).metadata()).height).toBe(400);
  });

  it("is listed in the OpenAPI document", async () => {
    const docs = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(Object.keys(docs.json().paths)).toContain("/uploads/{key}");
  });

  it("answers 404 JSON for a missing or impossible key", async () => {
    for (const url of [
      "/uploads/post-00000000-0000-0000-0000-000000000000.webp",
      "/uploads/..%2Fx",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: uploadMessages.notFound });
    }
  });

  it("refuses a text file named .jpg, an SVG and an empty form with the product's messages", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const file of [Buffer.from("not a photo"), svg]) {
      const response = await upload("/api/test/post-image", [file]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "UNSUPPORTED_IMAGE",
        message: uploadMessages.unsupportedType,
      });
    }
    for (const files of [[], [Buffer.alloc(0)]]) {
      const response = await upload("/api/test/post-image", files, { caption: "no picture" });
      expect(response.json()).toEqual({ code: "BAD_REQUEST", message: uploadMessages.noImage });
    }
    const json = await app.inject({ method: "POST", url: "/api/test/post-image", payload: {} });
    expect(json.json().message).toBe(uploadMessages.noImage);
  });

  it("refuses a file over 10 MB with 413 while accepting one just under", async () => {
    const jpeg = await sharp(await smallPng())
      .jpeg()
      .toBuffer();
    const padded = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    const tooBig = await upload("/api/test/post-image", [padded(uploadLimits.maxBytes + 1)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: uploadMessages.tooLarge });
    const justUnder = await upload("/api/test/post-image", [padded(uploadLimits.maxBytes - 1024)]);
    expect(justUnder.statusCode).toBe(200);
  });

  it("lets a listing send up to 8 images and refuses a 9th; single uploads take one", async () => {
    const png = await smallPng();
    const eight = await upload("/api/test/listing-images", Array(8).fill(png));
    expect(eight.json()).toEqual({ count: 8 });
    const nine = await upload("/api/test/listing-images", Array(9).fill(png));
    expect(nine.statusCode).toBe(413);
    expect(nine.json().message).toBe(tooManyImagesMessage(8));
    const two = await upload("/api/test/post-image", [png, png]);
    expect(two.json().message).toBe(tooManyImagesMessage(1));
  });
});

describe("no orphaned files", () => {
  // Fault injection at the storage boundary (like a full disk): the real local
  // driver, except that thumbnail writes fail.
  const failingThumbnails = (inner: Storage): Storage => ({
    ...inner,
    put: (key, body, type) =>
      key.endsWith("-thumb.webp")
        ? Promise.reject(new Error("disk full"))
        : inner.put(key, body, type),
  });

  it("removes the main file when the thumbnail cannot be written", async () => {
    const folder = path.join(root, "thumb-fails");
    const storage = failingThumbnails(createLocalStorage(folder));
    await expect(storeImage(storage, await smallPng(), { purpose: "avatar" })).rejects.toThrow(
      "disk full",
    );
    expect(await readdir(folder)).toEqual([]);
  });

  it("lets a caller whose database write fails delete what it stored", async () => {
    const folder = path.join(root, "db-fails");
    const storage = createLocalStorage(folder);
    // The pattern every feature follows: store, write the row, clean up on failure.
    const image = await storeImage(storage, await smallPng(), { purpose: "event" });
    expect(await readdir(folder)).toHaveLength(2);
    const write = t.db
      .execute(sql`insert into no_such_table (image_key) values (${image.key})`)
      .catch(async (error) => {
        await deleteStoredImage(storage, [image.key, image.thumbnailKey]);
        throw error;
      });
    await expect(write).rejects.toThrow(/no_such_table/);
    expect(await readdir(folder)).toEqual([]);
  });

  it("deleteStoredImage never throws and reports what it could not delete", async () => {
    const storage = createLocalStorage(path.join(root, "report"));
    expect(await deleteStoredImage(storage, ["post-missing.webp", "../bad.webp"])).toEqual([
      "../bad.webp",
    ]);
  });
});
