// How much the full app (Fastify, security headers, routing, serialisation)
// costs on its cheapest route: GET /api/health against a bare node:http server
// answering the same JSON. Goal: the app keeps at least 75 % of the bare rate.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../server/lib/free-port.ts";
import { type BenchResult, figure } from "./lib/figures.ts";
import { type LoadResult, measure } from "./lib/load.ts";
import { type Service, startNode } from "./lib/processes.ts";

export const description = "GET /api/health: the full app against bare node:http";

const load = { connections: 10, seconds: 8, rounds: 4, warmupSeconds: 2 };
const goal = 0.75;

async function startApp(): Promise<Service> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-bench-"));
  // As root the embedded server runs as the user postgres, which must enter the folder.
  chmodSync(dataDir, 0o755);
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const app = await startNode(["--import", "tsx", "server/main.ts"], {
      port,
      readyPath: "/api/health",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: `http://127.0.0.1:${port}`,
        // Production: no dev routes, as users run it. Embedded database, nothing external.
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        OIDC_ISSUER: "",
        OIDC_CLIENT_ID: "",
        OIDC_CLIENT_SECRET: "",
      },
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
    `  ${load.connections} connections, ${load.rounds} alternating rounds of ${load.seconds / load.rounds} s each (${load.seconds} s per server) after a ${load.warmupSeconds} s warm-up`,
  );
  const services: Service[] = [];
  try {
    const bare = await startBare();
    services.push(bare);
    const app = await startApp();
    services.push(app);
    const results = { bare: [] as LoadResult[], app: [] as LoadResult[] };
    // Unmeasured warm-up: JIT, connection set-up, first database touch.
    for (const service of [bare, app]) {
      await measure(`${service.url}/api/health`, { ...load, seconds: load.warmupSeconds });
    }
    const slice = { connections: load.connections, seconds: load.seconds / load.rounds };
    for (let round = 0; round < load.rounds; round++) {
      results.bare.push(await measure(`${bare.url}/api/health`, slice));
      results.app.push(await measure(`${app.url}/api/health`, slice));
    }
    const bareTotal = combine(results.bare);
    const appTotal = combine(results.app);
    row("bare node:http", bareTotal);
    row("Coastal app", appTotal);
    const ratio = appTotal.requestsPerSecond / bareTotal.requestsPerSecond;
    const ok = ratio >= goal && appTotal.errors === 0 && bareTotal.errors === 0;
    console.log(
      `  ratio            ${ratio.toFixed(2)} (goal >= ${goal}): ${ok ? "met" : "NOT met"}`,
    );
    return {
      ok,
      figures: [
        figure("health: bare node:http", bareTotal.requestsPerSecond, "req/s"),
        figure("health: Coastal app", appTotal.requestsPerSecond, "req/s"),
        figure("health: app / bare node:http", ratio, "", { min: goal }),
      ],
    };
  } finally {
    await Promise.all(services.map((service) => service.stop()));
  }
}

function combine(rounds: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length,
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
