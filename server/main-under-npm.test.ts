import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "./platform/http/free-port.ts";

const root = path.resolve(import.meta.dirname, "..");

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

describe("the server started by npm", () => {
  const scratch: string[] = [];
  let npm: ChildProcess | undefined;
  afterEach(() => {
    npm?.kill("SIGKILL");
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  // npm runs a script through `sh -c`, which does not pass SIGTERM on: the server and
  // its embedded PostgreSQL stayed behind, orphaned, after npm itself was stopped.
  it("stops, with its embedded PostgreSQL, when npm is sent SIGTERM", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-npm-"));
    const project = mkdtempSync(path.join(tmpdir(), "coastal-npm-project-"));
    scratch.push(dataDir, project);
    // The same shape as `npm start`: npm -> sh -c "... node server/main.ts".
    writeFileSync(
      path.join(project, "package.json"),
      JSON.stringify({
        name: "coastal-under-npm",
        private: true,
        scripts: { start: `cd '${root}' && node --import tsx server/main.ts` },
      }),
    );
    const port = await freePort();
    npm = spawn("npm", ["start", "--silent"], {
      cwd: project,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        PORT: String(port),
      },
      stdio: "ignore",
    });
    const ready = `http://127.0.0.1:${port}/api/health/ready`;
    expect(await waitFor(() => answers(ready), 90_000)).toBe(true);
    const postmasterPid = path.join(dataDir, "db", "postmaster.pid");
    expect(existsSync(postmasterPid)).toBe(true);

    npm.kill("SIGTERM");

    expect(await waitFor(async () => !(await answers(ready)), 20_000)).toBe(true);
    // A clean stop of the embedded server removes its pid file.
    expect(await waitFor(() => !existsSync(postmasterPid), 20_000)).toBe(true);
  }, 150_000);
});

// Decisions 045 and 112: the service runs the app with the same Node flags as `npm start`.
describe("the systemd unit", () => {
  it("runs scripts/start.ts with the Node flags npm start uses", () => {
    const start = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
    const unit = readFileSync(path.join(root, "deploy/coastal.service"), "utf8");
    const execStart = unit.match(/^ExecStart=\/usr\/bin\/(node .*)$/m)?.[1];
    expect(start).toContain("--no-concurrent-marking");
    expect(start).toContain("--no-allocation-site-pretenuring");
    expect(execStart).toBe(start);
  });
});
