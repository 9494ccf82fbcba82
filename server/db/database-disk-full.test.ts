import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createTestApp,
  signUpAdmin,
  signUpMember,
  type TestApp,
} from "../../tests/support/test-app.ts";
import { startThrowawayPostgres } from "../../tests/support/throwaway-postgres.ts";
import { posts } from "./schema.ts";

// Mounting a filesystem takes root, as the embedded-postgres tests that need it do.
const isRoot = process.getuid?.() === 0;

// Issue 27: what a member sees when the database's disk is full.
describe("a database whose disk is full", () => {
  it.runIf(isRoot)(
    "answers writes 503 with Retry-After, stays up, loses nothing it acknowledged, and writes again once space is freed",
    async () => {
      // A PostgreSQL cluster on a real filesystem of its own, small enough to fill.
      const mount = mkdtempSync(path.join(tmpdir(), "coastal-db-disk-"));
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=96m", "coastal-db-disk-test", mount]);
      const cluster = await startThrowawayPostgres({ parentDir: mount }).catch((error) => {
        execFileSync("umount", ["--lazy", mount]);
        throw error;
      });
      let t: TestApp | undefined;
      try {
        t = await createTestApp({ AUTH_RATE_LIMIT: "false" }, { serverUrl: cluster.url });
        const admin = (await signUpAdmin(t)).client;
        const alice = (await signUpMember(t, admin, "miami")).client;

        const filler = path.join(mount, "filler");
        expect(() => writeFileSync(filler, Buffer.alloc(128 * 1024 * 1024))).toThrow(/ENOSPC/);
        // Posts fill the table's last pages; the next one needs a page the disk has no room for.
        const acknowledged: string[] = [];
        let refused: Awaited<ReturnType<typeof alice.post>> | undefined;
        for (let i = 0; i < 2000 && !refused; i++) {
          const content = `Post ${i} ${"x".repeat(1500)}`;
          const answer = await alice.post("/api/cities/miami/posts", { content });
          if (answer.statusCode === 201) acknowledged.push(content);
          else refused = answer;
        }
        expect(refused?.statusCode).toBe(503);
        expect(refused?.headers["retry-after"]).toBe("5");
        expect(refused?.json().code).toBe("UNAVAILABLE");
        // The app stays up and reads still work.
        expect((await alice.get("/api/health")).statusCode).toBe(200);
        expect((await alice.get("/api/cities/miami/posts")).statusCode).toBe(200);

        rmSync(filler);
        const after = await alice.post("/api/cities/miami/posts", { content: "Room again" });
        expect(after.statusCode).toBe(201);
        acknowledged.push("Room again");
        // Nothing acknowledged is lost, also across a restart of the server.
        await cluster.restart();
        const kept = await t.db
          .select({ content: posts.content })
          .from(posts)
          .where(inArray(posts.content, acknowledged));
        expect(kept).toHaveLength(acknowledged.length);
      } finally {
        await t?.close().catch(() => {});
        await cluster.remove();
        // Lazily: the server's log file may still be closing.
        execFileSync("umount", ["--lazy", mount]);
        rmSync(mount, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
