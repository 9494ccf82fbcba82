import { execFileSync } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadMessages } from "../../../contracts/uploads.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";
import { smallPng } from "../../../tests/support/test-images.ts";

// GET /uploads/:key once answered 500 under the API fuzz. Whatever sits under a valid key's
// name in DATA_DIR/uploads, the answer is the file, a 404, or (out of file handles) a 503.
let root: string;
let uploads: string;
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "coastal-serve-"));
  uploads = path.join(root, "uploads");
  await mkdir(uploads, { recursive: true });
  png = await smallPng();
  t = await createTestApp({ DATA_DIR: root });
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (key: string) => t.app.inject({ method: "GET", url: `/uploads/${key}` });
const notFound = { code: "NOT_FOUND", message: uploadMessages.notFound };

describe("serving an upload whose file is not a plain file", () => {
  it("serves a plain file (the cases below differ only in what sits under the name)", async () => {
    await writeFile(path.join(uploads, "plain.png"), png);
    const response = await get("plain.png");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it("answers 404 for a key that names a directory", async () => {
    await mkdir(path.join(uploads, "a-directory.png"));
    const response = await get("a-directory.png");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it("answers 404 for a key that is a link, to a directory or to a file outside the folder", async () => {
    const outside = path.join(root, "secret.png");
    await writeFile(outside, png);
    await symlink(outside, path.join(uploads, "link-to-file.png"));
    await symlink(tmpdir(), path.join(uploads, "link-to-dir.png"));
    await symlink(path.join(root, "gone.png"), path.join(uploads, "dangling.png"));
    for (const key of ["link-to-file.png", "link-to-dir.png", "dangling.png"]) {
      const response = await get(key);
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it("answers 404 at once for a key that is a FIFO, rather than waiting for a writer", async () => {
    execFileSync("mkfifo", [path.join(uploads, "a-fifo.png")]);
    const response = await Promise.race([
      get("a-fifo.png"),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000).unref()),
    ]);
    expect(response?.statusCode).toBe(404);
    expect(response?.json()).toEqual(notFound);
  });

  it("answers 503 with Retry-After when the process is out of file handles, and serves it after", async () => {
    await writeFile(path.join(uploads, "busy.png"), png);
    // Takes every file handle the process may still open, so the app's open() meets EMFILE.
    const held: number[] = [];
    let response: Awaited<ReturnType<typeof get>>;
    try {
      for (;;) {
        try {
          held.push(openSync("/dev/null", "r"));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EMFILE") break;
          throw error;
        }
      }
      response = await get("busy.png");
    } finally {
      for (const fd of held) closeSync(fd);
    }
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json().code).toBe("UNAVAILABLE");
    expect((await get("busy.png")).statusCode).toBe(200);
  });
});
