import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const mainFile = path.join(import.meta.dirname, "main.ts");

describe("npm start with a bad setting", () => {
  // Issue 8: a half-set S3 key pair got as far as building the app and ended in a stack trace.
  it("stops at once with the settings message, before starting a database", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-main-"));
    try {
      const started = spawnSync(process.execPath, ["--import", "tsx", mainFile], {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          S3_BUCKET: "photos",
          S3_ACCESS_KEY_ID: "id",
        },
        encoding: "utf8",
        timeout: 20_000,
      });
      expect(started.status).toBe(1);
      expect(started.stderr.trim()).toBe(
        "Invalid settings:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      );
      expect(readdirSync(dataDir)).not.toContain("db");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
