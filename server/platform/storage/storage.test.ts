import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../../tests/support/s3-server.ts";
import { registerUploads } from "../../features/uploads/uploads.routes.ts";
import { SettingsError } from "../config/settings.ts";
import { createStorage } from "./create-storage.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

let s3: S3TestServer;
let localRoot: string;
beforeAll(async () => {
  s3 = await startS3Server();
  localRoot = await mkdtemp(path.join(tmpdir(), "coastal-uploads-"));
});
afterAll(async () => {
  await s3?.stop();
  await rm(localRoot, { recursive: true, force: true });
});

async function bytesOf(body: Buffer | Readable) {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const drivers: [string, () => Storage][] = [
  ["local disk", () => createLocalStorage(path.join(localRoot, "uploads"))],
  [
    "S3 (s3rver process)",
    () =>
      createS3Storage({
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        credentials: s3.credentials,
      }),
  ],
];

describe.each(drivers)("%s storage", (_name, make) => {
  it("round-trips put, get and delete; a missing key is null and deleting it is fine", async () => {
    const storage = make();
    const key = `post-${crypto.randomUUID()}.webp`;
    const body = Buffer.from(`RIFF fake webp bytes for ${key}`);
    await storage.put(key, body, "image/webp");

    const stored = await storage.get(key);
    expect(stored).toMatchObject({ contentType: "image/webp", size: body.length });
    expect(await bytesOf(stored?.body ?? Buffer.alloc(0))).toEqual(body);
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    expect(await storage.list()).toContain(key);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.list()).not.toContain(key);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.get(`post-${crypto.randomUUID()}.webp`)).toBeNull();
  });

  it("refuses keys that are paths, and content types that are not the key's image type", async () => {
    const storage = make();
    const body = Buffer.from("x");
    for (const key of ["../escape.webp", "a/b.webp", "..", ".partial-x", "x.html", "X.webp", ""]) {
      await expect(storage.put(key, body, "image/webp")).rejects.toThrow(/Invalid storage key/);
      expect(await storage.get(key)).toBeNull();
    }
    await expect(storage.put("post-1.webp", body, "text/html")).rejects.toThrow(/Refusing/);
    await expect(storage.put("post-1.png", body, "image/webp")).rejects.toThrow(/Refusing/);
  });
});

describe("S3 storage behind the app", () => {
  it("streams an object from the bucket through GET /uploads/:key", async () => {
    const storage = drivers[1]?.[1]() as Storage;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await registerUploads(app, storage);
    const key = `listing-${crypto.randomUUID()}.webp`;
    const body = Buffer.from("RIFF....WEBP from the bucket");
    await storage.put(key, body, "image/webp");
    const served = await app.inject({ method: "GET", url: `/uploads/${key}` });
    await app.close();
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.rawPayload).toEqual(body);
  });
});

describe("local storage", () => {
  it("writes only inside its folder and leaves no partial files behind", async () => {
    const root = path.join(localRoot, "only-here");
    const storage = createLocalStorage(root);
    await storage.put("avatar-a.webp", Buffer.from("a"), "image/webp");
    await expect(storage.put("../avatar-b.webp", Buffer.from("b"), "image/webp")).rejects.toThrow();
    expect(await readdir(root)).toEqual(["avatar-a.webp"]);
    expect(await readdir(localRoot)).not.toContain("avatar-b.webp");
  });
});

describe("createStorage", () => {
  it("uses DATA_DIR/uploads by default and S3 when S3_BUCKET is set", () => {
    const base = { DATA_DIR: localRoot, S3_REGION: "us-east-1" };
    expect(createStorage(base).driver).toBe("local");
    const s3Storage = createStorage({ ...base, S3_BUCKET: "b", S3_ENDPOINT: s3.endpoint });
    expect(s3Storage.driver).toBe("s3");
    expect(() =>
      createStorage({ ...base, S3_BUCKET: "b", S3_ACCESS_KEY_ID: "only-the-id" }),
    ).toThrow(SettingsError);
  });

  it("puts local files in DATA_DIR/uploads", async () => {
    const storage = createStorage({ DATA_DIR: localRoot, S3_REGION: "us-east-1" });
    await storage.put("shop-x.webp", Buffer.from("x"), "image/webp");
    expect(await readdir(path.join(localRoot, "uploads"))).toContain("shop-x.webp");
  });
});
