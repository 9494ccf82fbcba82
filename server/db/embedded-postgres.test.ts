// The embedded default as an operator meets it: real `npm start`-style processes on
// one DATA_DIR, stopped politely or killed, started twice, and the admin command
// alongside (decision 017).
import { type ChildProcess, spawn } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../platform/http/free-port.ts";
import { openEmbeddedPostgres } from "./embedded-postgres.ts";
import { reachableClusterRoot } from "./postgres-server-user.ts";
import { isAlive } from "./stale-postmaster.ts";

const root = path.resolve(import.meta.dirname, "../..");
const isRoot = process.getuid?.() === 0;
const slow = { timeout: 180_000 };

/** A DATA_DIR in /tmp that the server's user (postgres, when we are root) may enter. */
function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "coastal-embedded-test-"));
  chmodSync(dir, 0o755);
  return dir;
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function run(args: string[], dataDir: string, env: Record<string, string> = {}): Running {
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: root,
    env: {
      ...process.env,
      // Vitest puts Vite's BASE_URL ("/") into process.env; the app must not take it.
      BASE_URL: "http://localhost:3000",
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      // These tests count accounts: no demo neighbours.
      SEED_DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output };
}

async function spawnServer(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  return { ...run(["server/main.ts"], dataDir, { PORT: String(port), BASE_URL: url }), url };
}

async function waitForHealth<T extends Running & { url: string }>(server: T): Promise<T> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.child.kill("SIGKILL");
  throw new Error(`the server did not come up:\n${server.output()}`);
}

const startServer = async (dataDir: string) => waitForHealth(await spawnServer(dataDir));

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, "db", "postmaster.pid"), "utf8").split("\n")[0]);

async function waitUntilGone(pid: number) {
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return !isAlive(pid);
}

async function signUp(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: "Sunny-Beach-42", name: "Rita" }),
  });
  return response.status;
}

/** The accounts on the embedded server a running app holds, read by sharing it. */
async function accountsIn(dataDir: string) {
  const shared = await openEmbeddedPostgres(dataDir, { share: true });
  const client = new pg.Client({ connectionString: shared.url });
  await client.connect();
  const { rows } = await client.query<{ email: string }>("select email from users");
  await client.end();
  return rows.map((row) => row.email);
}

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("the app on its embedded PostgreSQL", () => {
  const dataDir = newDataDir();
  dataDirs.push(dataDir);
  const email = "rita@example.com";

  it(
    "keeps the cluster in DATA_DIR/db and stops the server with itself on SIGTERM",
    slow,
    async () => {
      const server = await startServer(dataDir);
      expect(await signUp(server.url, email)).toBe(200);
      const postmaster = postmasterPid(dataDir);
      expect(isAlive(postmaster)).toBe(true);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(await waitUntilGone(postmaster)).toBe(true);
      expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
    },
  );

  it("comes back after kill -9 with the data kept and no server left over", slow, async () => {
    const first = await startServer(dataDir);
    const orphan = postmasterPid(dataDir);
    first.child.kill("SIGKILL");
    await first.exited;
    // Nothing stops the server of a killed process; the next start must.
    expect(isAlive(orphan)).toBe(true);

    const second = await startServer(dataDir);
    expect(isAlive(orphan)).toBe(false);
    expect(await accountsIn(dataDir)).toEqual([email]);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it(
    "of two app servers started at once on one DATA_DIR, one serves and the other refuses; the admin command works alongside",
    slow,
    async () => {
      const both = [await spawnServer(dataDir), await spawnServer(dataDir)];
      const first = await Promise.race(both.map((server, i) => server.exited.then(() => i)));
      const refused = both[first];
      const serving = both[1 - first];
      if (!refused || !serving) throw new Error("two servers expected");
      try {
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain("Another Coastal process");
        expect(refused.output()).toContain("One app server per DATA_DIR");
        await waitForHealth(serving);
        expect(await accountsIn(dataDir)).toEqual([email]);

        const admin = run(["scripts/admin.ts", "grant", email], dataDir);
        expect(await admin.exited).toBe(0);
        expect(admin.output()).toContain(
          `${email} is now an admin, with the address marked verified.`,
        );
      } finally {
        serving.child.kill("SIGTERM");
        await serving.exited;
      }
    },
  );

  it("lets the admin command start the server for itself when none runs", slow, async () => {
    const admin = run(["scripts/admin.ts", "revoke", email], dataDir);
    expect(await admin.exited).toBe(0);
    expect(admin.output()).toContain(`${email} is no longer an admin.`);
    expect(existsSync(path.join(dataDir, "db", "postmaster.pid"))).toBe(false);
  });
});

describe("openEmbeddedPostgres", () => {
  it(
    "starts although postmaster.pid names a live program that is not PostgreSQL",
    slow,
    async () => {
      const dataDir = newDataDir();
      dataDirs.push(dataDir);
      await (await openEmbeddedPostgres(dataDir, { share: false })).stop();
      // After a reboot or container restart the old number may belong to anything.
      writeFileSync(path.join(dataDir, "db", "postmaster.pid"), `${process.pid}\n${dataDir}/db\n`);
      const server = await openEmbeddedPostgres(dataDir, { share: false });
      await server.stop();
      expect(isAlive(process.pid)).toBe(true);
    },
  );

  it("refuses a PGlite folder, naming the one command that imports it", async () => {
    const dataDir = newDataDir();
    dataDirs.push(dataDir);
    mkdirSync(path.join(dataDir, "db", "base"), { recursive: true });
    writeFileSync(path.join(dataDir, "db", "PG_VERSION"), "18\n");
    await expect(openEmbeddedPostgres(dataDir, { share: false })).rejects.toThrow(
      `DATA_DIR=${dataDir} npm run db:import-pglite`,
    );
    expect(existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });

  it.runIf(isRoot)(
    "as root, on a DATA_DIR the postgres user may not enter, keeps the cluster where it can and links it",
    async () => {
      const closed = mkdtempSync(path.join(tmpdir(), "coastal-closed-")); // mode 0700, like /root
      dataDirs.push(closed);
      const dataDir = path.join(closed, "data");
      const server = await openEmbeddedPostgres(dataDir, { share: false });
      try {
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        expect((await client.query("select 1 as one")).rows[0].one).toBe(1);
        await client.end();
        const cluster = realpathSync(path.join(dataDir, "db"));
        expect(cluster.startsWith(`${reachableClusterRoot}/`)).toBe(true);
        expect(existsSync(path.join(cluster, "PG_VERSION"))).toBe(true);
        // Nobody's folder was opened up to make it work.
        expect(statSync(closed).mode & 0o777).toBe(0o700);
      } finally {
        await server.stop();
        rmSync(path.dirname(realpathSync(path.join(dataDir, "db"))), {
          recursive: true,
          force: true,
        });
      }
    },
  );
});
