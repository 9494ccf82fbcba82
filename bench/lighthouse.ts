// Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) on the public
// pages, a member's city feed and a listing as `npm start` serves them: performance
// score, Largest Contentful Paint and the page's first-route JavaScript (gzipped).
// Figures only; the scores move with the machine, so nothing is asserted on them.
// CHROME_PATH picks the browser (default /usr/bin/chromium); PORT pins the app's port;
// LIGHTHOUSE_RUNS (default 3) runs per page, the median counts; LIGHTHOUSE_LANGUAGES (default
// "en,es") the languages each page is asked in (Accept-Language); LIGHTHOUSE_REPORTS=<folder>
// keeps each page's median JSON report there. The signed-in pages beyond these two are
// bench/lighthouse-signed-in.ts.
import lighthouse from "lighthouse";
import { securityHeaders } from "../server/platform/http/security.ts";
import { serveEmptyPage } from "./lib/empty-page-server.ts";
import { type BenchResult, type Figure, figure } from "./lib/figures.ts";
import { installabilityConfig } from "./lib/installability.ts";
import {
  goldCoastMember,
  medianOfRuns,
  scorePage,
  startAppAndChrome,
  stopAppAndChrome,
} from "./lib/lighthouse-runs.ts";

export const description =
  "Lighthouse mobile preset on /, /communities, /auth, a city feed and a listing";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

const publicPages = ["/", "/communities", "/auth"];
/** Issue 30: every page in both languages, the Spanish asked for as a browser set to it asks. */
const languages = (process.env.LIGHTHOUSE_LANGUAGES ?? "en,es").split(",").filter(Boolean);
const email = "bench.lighthouse@example.com";

const goals = { score: 95, lcpSeconds: 2.5, firstRouteJsKiB: 150 };

/**
 * What this machine and browser score with nothing of ours to run: the same small page
 * with no script, once with no headers and once with the app's page headers
 * (server/platform/http/security.ts). The app's Cross-Origin-Opener-Policy makes Chromium start the
 * page in a fresh renderer process, whose first JavaScript context is slow to make; Lighthouse
 * counts that as blocking time (decision 044). Reported beside the goals, not against them.
 */
async function emptyPages(port: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [label, headers] of [
    ["empty page, no headers", {}],
    ["empty page, app's headers", securityHeaders(false)],
  ] as const) {
    const server = await serveEmptyPage(headers);
    try {
      const { lhr, allScores } = await medianOfRuns(port, server.url, {});
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const tbt = Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
      console.log(
        `  ${label.padEnd(26)} performance ${String(score).padStart(3)}   TBT ${tbt} ms   (runs: ${allScores.join(", ")})`,
      );
      figures.push(
        figure(`Lighthouse ${label}: performance`, score, ""),
        figure(`Lighthouse ${label}: TBT`, tbt, "ms"),
      );
    } finally {
      await server.close();
    }
  }
  return figures;
}

/** The member's two pages here: the city feed and one of its demo listings. */
async function memberPages(appUrl: string, dataDir: string) {
  const member = await goldCoastMember(appUrl, dataDir, email);
  return {
    cookie: member.cookie,
    pages: ["/city/gold-coast/feed", `/city/gold-coast/marketplace/${member.listingId}`],
  };
}

/** Chromium's verdict on installing Coastal from its landing page (issue 33): no errors. */
async function installable(port: number, appUrl: string): Promise<Figure> {
  const result = await lighthouse(
    `${appUrl}/`,
    { port, logLevel: "error", output: "json" },
    installabilityConfig,
  );
  const audit = result?.lhr.audits["installable-manifest"];
  const passes = audit?.score === 1;
  console.log(
    `  installable   ${passes ? "yes" : `no (${audit?.displayValue ?? result?.lhr.runtimeError?.message})`}`,
  );
  return figure("Lighthouse installable-manifest", passes ? 1 : 0, "", { min: 1 });
}

export async function run(): Promise<BenchResult> {
  const { app, chrome, dataDir } = await startAppAndChrome();
  let ok = true;
  const figures: Figure[] = [];
  try {
    const member = await memberPages(app.url, dataDir);
    const pages = languages.flatMap((language) => {
      const asked = { "accept-language": language };
      const named = (label: string) => (language === "en" ? label : `${label} (${language})`);
      return [
        ...publicPages.map((page) => ({ page, label: named(page), headers: asked })),
        ...member.pages.map((page) => ({
          page,
          label: named(page.replace(/[0-9a-f-]{36}$/, ":id")),
          headers: { ...asked, cookie: member.cookie },
        })),
      ];
    });
    figures.push(...(await emptyPages(chrome.port)));
    for (const { page, label, headers } of pages) {
      const scored = await scorePage(chrome.port, `${app.url}${page}`, label, headers, goals);
      ok &&= scored.ok;
      figures.push(...scored.figures);
    }
    figures.push(await installable(chrome.port, app.url));
  } finally {
    await stopAppAndChrome({ app, chrome, dataDir });
  }
  return { ok: ok && figures.every((f) => f.ok !== false), figures };
}
