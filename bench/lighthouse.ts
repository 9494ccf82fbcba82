// Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on the public
// pages as `npm start` serves them: performance score and Largest Contentful Paint.
// Figures only; the scores move with the machine, so nothing is asserted on them.
// CHROME_PATH picks the browser (default /usr/bin/chromium); PORT pins the app's port.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "../server/lib/free-port.ts";
import { type BenchResult, type Figure, figure } from "./lib/figures.ts";
import { startNode } from "./lib/processes.ts";

export const description = "Lighthouse mobile preset on /, /communities and /auth";

const pages = ["/", "/communities", "/auth"];

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const goals = { score: 95, lcpSeconds: 2.5 };

export async function run(): Promise<BenchResult> {
  const port = Number(process.env.PORT) || (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-bench-"));
  // scripts/start.ts is `npm start`: it builds dist/web first when the build is stale.
  const app = await startNode(["--import", "tsx", "scripts/start.ts"], {
    port,
    readyPath: "/api/health",
    timeoutMs: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      OIDC_ISSUER: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
    },
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  let ok = true;
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      const result = await lighthouse(`${app.url}${page}`, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        ok = false;
        console.log(`  ${page.padEnd(13)} failed: ${lhr.runtimeError.message}`);
        figures.push({
          name: `Lighthouse ${page}`,
          value: Number.NaN,
          unit: "",
          goal: "runs",
          ok: false,
        });
        continue;
      }
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const seconds = (id: string) =>
        `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(1)} s`;
      figures.push(
        figure(`Lighthouse ${page}: performance`, score, "", { min: goals.score }),
        figure(
          `Lighthouse ${page}: LCP`,
          (lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN) / 1000,
          "s",
          { max: goals.lcpSeconds },
        ),
      );
      const bytes = Math.round((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024);
      console.log(
        `  ${page.padEnd(13)} performance ${String(score).padStart(3)}   FCP ${seconds("first-contentful-paint")}   LCP ${seconds("largest-contentful-paint")}   TBT ${Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0)} ms   CLS ${(lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}   ${bytes} KB transferred`,
      );
    }
  } finally {
    chrome.kill();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { ok: ok && figures.every((f) => f.ok !== false), figures };
}
