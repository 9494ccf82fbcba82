// Every start-up mistake of issue 14, made for real: `node server/main.ts` with the
// mistake in its environment, read as an operator reads the terminal.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../../tests/support/s3-server.ts";
import { createScratchDatabase } from "../../../tests/support/scratch-database.ts";
import { startThrowawayPostgres } from "../../../tests/support/throwaway-postgres.ts";
import { freePort } from "../http/free-port.ts";

const mainFile = path.resolve(import.meta.dirname, "../../main.ts");
const work = mkdtempSync(path.join(tmpdir(), "coastal-startup-"));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let s3: S3TestServer;
beforeAll(async () => {
  scratch = await createScratchDatabase(inject("databaseServerUrl"), "coastal_startup");
  s3 = await startS3Server();
});
afterAll(async () => {
  await scratch.drop();
  await s3.stop();
  rmSync(work, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", mainFile], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      BASE_URL: "http://localhost:3000",
      DATA_DIR: path.join(work, "data"),
      AUTH_SECRET: "a".repeat(40),
      DATABASE_URL: scratch.url,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += chunk));
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Starts with the mistake and expects exit 1 with exactly one line on stderr. */
async function refusedWith(env: Record<string, string>) {
  const run = start(env);
  expect(await run.exited).toBe(1);
  const lines = run.stderr().trim().split("\n");
  expect(lines).toHaveLength(1);
  return lines[0] ?? "";
}

const slow = { timeout: 60_000 };

describe("start-up mistakes, each one sentence and a non-zero exit", () => {
  it("a port another process holds", slow, async () => {
    const port = await freePort();
    const busy: Server = createServer();
    await new Promise<void>((resolve) => busy.listen(port, "127.0.0.1", resolve));
    try {
      expect(await refusedWith({ PORT: String(port) })).toBe(
        `Port ${port} is in use: stop the other process or set PORT`,
      );
    } finally {
      busy.close();
    }
  });

  it("a DATA_DIR that cannot be written", slow, async () => {
    const file = path.join(work, "a-file");
    writeFileSync(file, "not a folder");
    const line = await refusedWith({
      PORT: String(await freePort()),
      DATA_DIR: path.join(file, "data"),
      AUTH_SECRET: "",
    });
    expect(line).toMatch(
      /^DATA_DIR .*a-file\/data is not a folder Coastal can write to \(ENOTDIR\)/,
    );
  });

  it("a DATABASE_URL nobody answers", slow, async () => {
    const port = await freePort();
    expect(
      await refusedWith({
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://coastal:secret@127.0.0.1:${port}/coastal`,
      }),
    ).toBe(
      `Cannot reach PostgreSQL at 127.0.0.1:${port}/coastal (ECONNREFUSED): check DATABASE_URL's host and port, and that the server runs and accepts connections from here.`,
    );
  });

  it("a DATABASE_URL with the wrong password", slow, async () => {
    const server = await startThrowawayPostgres({ password: "the-right-one" });
    try {
      const line = await refusedWith({
        PORT: String(await freePort()),
        DATABASE_URL: `postgres://postgres:the-wrong-one@127.0.0.1:${server.port}/postgres`,
      });
      expect(line).toBe(
        `PostgreSQL at 127.0.0.1:${server.port}/postgres refused the password of postgres: fix the password in DATABASE_URL.`,
      );
      expect(line).not.toContain("the-wrong-one");
    } finally {
      await server.remove();
    }
  });

  it("an S3 bucket that does not exist, or credentials it refuses", slow, async () => {
    const s3Env = {
      PORT: String(await freePort()),
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: "no-such-bucket",
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    };
    expect(await refusedWith(s3Env)).toBe(
      `The S3 bucket no-such-bucket at ${s3.endpoint} does not exist: create it, or fix S3_BUCKET.`,
    );
    expect(
      await refusedWith({ ...s3Env, S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: "NOT-THE-KEY" }),
    ).toMatch(
      new RegExp(`^The S3 bucket ${s3.bucket} at .* refused Coastal's credentials \\(HTTP 403\\)`),
    );
  });

  it("a migration that fails", slow, async () => {
    const broken = await createScratchDatabase(inject("databaseServerUrl"), "coastal_startup");
    try {
      const client = new pg.Client({ connectionString: broken.url });
      await client.connect();
      // A table in the way of the first migration.
      await client.query('create table "accounts" (nickname text)');
      await client.end();
      expect(await refusedWith({ PORT: String(await freePort()), DATABASE_URL: broken.url })).toBe(
        'A database migration failed: relation "accounts" already exists. The database was left as it was; fix the cause (or restore a backup with npm run restore) and start again.',
      );
    } finally {
      await broken.drop();
    }
  });

  it("an SMTP server that refuses is a warning: the app still starts", slow, async () => {
    const port = await freePort();
    const smtpPort = await freePort();
    const run = start({ PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
    try {
      await new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (run.stdout().includes("Mail cannot be sent")) {
            clearInterval(check);
            resolve();
          }
          if (run.child.exitCode !== null) {
            clearInterval(check);
            reject(new Error(`exited: ${run.stderr()}`));
          }
        }, 100);
      });
      expect(run.stdout()).toContain(
        `Mail cannot be sent: the SMTP server at 127.0.0.1:${smtpPort} refused (connect ECONNREFUSED 127.0.0.1:${smtpPort}). Coastal runs, but sign-up links and password resets will fail until SMTP_URL works.`,
      );
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      run.child.kill("SIGTERM");
      await run.exited;
    }
  });
});
