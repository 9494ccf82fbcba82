// How much the full app (Fastify, security headers, routing, serialisation)
// costs on its cheapest route: GET /api/health against a bare node:http server
// answering the same JSON. Goal: the app keeps at least 75 % of the bare rate.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../server/platform/http/free-port.ts";
import { productionEnv } from "./lib/app-server.ts";
import { type BenchResult, figure } from "./lib/figures.ts";
import { type LoadResult, measure } from "./lib/load.ts";
import { signUp } from "./lib/member-session.ts";
import { appNodeFlags, type Service, startNode } from "./lib/processes.ts";

export const description = "GET /api/health: the full app against bare node:http";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

/**
 * Many short rounds, and the median round's ratio counts: on this shared machine the
 * rate of either server swings by half within a minute, and a round's two halves,
 * a second apart, see nearly the same machine (decision 039).
 */
const load = { connections: 10, roundSeconds: 1, rounds: 20, warmupSeconds: 4 };
const goal = 0.75;

async function startApp(): Promise<Service> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-bench-"));
  // As root the embedded server runs as the user postgres, which must enter the folder.
  chmodSync(dataDir, 0o755);
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const app = await startNode([...appNodeFlags(), "--import", "tsx", "server/main.ts"], {
      port,
      readyPath: "/api/health",
      // Production, on the embedded database, nothing external.
      env: { ...productionEnv(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    return { url: app.url, stop: () => app.stop().finally(removeDataDir) };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

async function startBare(): Promise<Service> {
  const port = await freePort();
  return startNode(["--import", "tsx", "bench/lib/bare-health-server.ts"], {
    port,
    readyPath: "/api/health",
    env: { PORT: String(port) },
  });
}

/**
 * Both run side by side but are loaded one at a time, alternating in rounds,
 * so a busy neighbour on the machine slows both alike instead of skewing one.
 */
export async function run(): Promise<BenchResult> {
  console.log(
    `  ${load.connections} connections, ${load.rounds} rounds of ${load.roundSeconds} s per server after a ${load.warmupSeconds} s warm-up each`,
  );
  const services: Service[] = [];
  try {
    const bare = await startBare();
    services.push(bare);
    const app = await startApp();
    services.push(app);
    await memberSignsUp(app.url);
    // Unmeasured warm-up: JIT, connection set-up, first database touch.
    for (const service of [bare, app]) {
      await measure(`${service.url}/api/health`, { ...load, seconds: load.warmupSeconds });
    }
    const slice = { connections: load.connections, seconds: load.roundSeconds };
    const results = { bare: [] as LoadResult[], app: [] as LoadResult[] };
    const ratios: number[] = [];
    for (let round = 0; round < load.rounds; round++) {
      // Each goes first every other round, so a drift of the machine favours neither.
      const measureBare = () => measure(`${bare.url}/api/health`, slice);
      const measureApp = () => measure(`${app.url}/api/health`, slice);
      let bareRound: LoadResult;
      let appRound: LoadResult;
      if (round % 2 === 0) {
        bareRound = await measureBare();
        appRound = await measureApp();
      } else {
        appRound = await measureApp();
        bareRound = await measureBare();
      }
      results.bare.push(bareRound);
      results.app.push(appRound);
      ratios.push(appRound.requestsPerSecond / bareRound.requestsPerSecond);
    }
    console.log(`  app / bare by round: ${ratios.map((r) => r.toFixed(2)).join(" ")}`);
    const bareTotal = combine(results.bare);
    const appTotal = combine(results.app);
    row("bare node:http", bareTotal);
    row("Coastal app", appTotal);
    const ratio = median(ratios);
    const ok = ratio >= goal && appTotal.errors === 0 && bareTotal.errors === 0;
    console.log(
      `  ratio            ${ratio.toFixed(2)}, median round (goal >= ${goal}): ${ok ? "met" : "NOT met"}`,
    );
    return {
      ok,
      figures: [
        figure("health: bare node:http (median round)", bareTotal.requestsPerSecond, "req/s"),
        figure("health: Coastal app (median round)", appTotal.requestsPerSecond, "req/s"),
        {
          ...figure("health: app / bare node:http (median round)", ratio, "", { min: goal }),
          versus: "peer",
        },
      ],
    };
  } finally {
    await Promise.all(services.map((service) => service.stop()));
  }
}

/**
 * What every real instance has seen: a member signing up, through better-auth, which
 * turns on its AsyncLocalStorage stores (on Node 20 a hook on every promise, tick and
 * timer). Since decision 043 they are switched off a second after better-auth's last call;
 * the warm-up that follows lasts longer than that, so the app is measured as an instance
 * is between sign-ins, not as a fresh process that has never run better-auth.
 */
async function memberSignsUp(url: string) {
  await signUp(url, "bench.health@example.com");
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Rates: the median round's; latency: the worst round's; errors: all of them. */
function combine(rounds: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: Math.max(...rounds.map((r) => r.p50Ms)),
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

function row(name: string, result: LoadResult) {
  const rate = Math.round(result.requestsPerSecond).toString().padStart(7);
  console.log(
    `  ${name.padEnd(16)} ${rate} req/s   p99 ${result.p99Ms} ms   errors ${result.errors}`,
  );
}
