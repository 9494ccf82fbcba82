// Issue 37 part 3: what a live subscriber costs. Coastal's city stream against
// a bare node:http SSE server (bench/lib/bare-sse-server.ts), each holding the
// same number of connections from the same cheap client processes, in one run:
// memory per connection after a full GC, and post-to-all latency at that count.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../server/platform/http/free-port.ts";
import { createScratchDatabase } from "../tests/support/scratch-database.ts";
import { productionEnv } from "./lib/app-server.ts";
import { type BenchResult, type Figure, figure } from "./lib/figures.ts";
import { postgresServer } from "./lib/postgres-server.ts";
import { appNodeFlags, type Service, startNode } from "./lib/processes.ts";
import { type Delivery, epochNow, percentile, SseClients } from "./lib/sse-clients.ts";
import { seedStreamMembers, streamCookies } from "./lib/stream-members.ts";

export const description =
  "Live streams: memory per subscriber and post-to-all at 20,000 subscribers, Coastal against bare node:http";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

// 20,000 asked; a process here may hold at most the open-file hard limit, less what the server needs itself.
const openFileLimit = Number(process.env.BENCH_OPEN_FILES ?? 20_000);
const subscribers = Math.min(
  Number(process.env.BENCH_SSE_SUBSCRIBERS ?? 20_000),
  openFileLimit - 150,
);
const clientProcesses = 4;
const rounds = 5;
const city = "gold-coast";
const secret = randomBytes(32).toString("hex");
const goal = { memoryRatio: 1.5, fanOutRatio: 1.5 };
const probeFlags = ["--expose-gc", "--import", "tsx", "--import", "./bench/lib/memory-probe.ts"];

interface Memory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
}

/** Full GCs in `pid`, then its memory after the first and once the heap stops shrinking (memory-probe.ts). */
async function probe(pid: number, file: string): Promise<{ first: Memory; settled: Memory }> {
  const before = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const written = statSync(file, { throwIfNoEntry: false });
    if (written && written.mtimeMs > before && written.size > 0) {
      try {
        return JSON.parse(readFileSync(file, "utf8")) as { first: Memory; settled: Memory };
      } catch {
        // Caught mid-write: the next look reads it whole.
      }
    }
  }
  throw new Error("the memory probe did not answer");
}

interface Measured {
  /** RSS per stream once the heap stopped shrinking (the goal's figure). */
  rssKb: number;
  /** RSS per stream after one full GC, before compaction caught up. */
  firstRssKb: number;
  heapKb: number;
  delivery: Delivery;
}

/** Opens `cookies.length` streams, measures memory per stream, then `rounds` messages to all. */
async function measure(
  label: string,
  server: Service,
  streamUrl: string,
  cookies: string[],
  probeFile: string,
  publish: (round: number) => Promise<number>,
): Promise<Measured> {
  const clients = SseClients.start(clientProcesses);
  try {
    const before = await probe(server.pid ?? 0, probeFile);
    const started = Date.now();
    const opened = await clients.open(streamUrl, cookies);
    if (opened.failed > 0)
      throw new Error(`${label}: ${opened.failed} streams refused (${opened.firstError})`);
    const openSeconds = (Date.now() - started) / 1000;
    const after = await probe(server.pid ?? 0, probeFile);
    const perStream = (key: keyof Memory, moment: "first" | "settled") =>
      (after[moment][key] - before[moment][key]) / opened.open / 1024;
    const rssKb = perStream("rss", "settled");
    const firstRssKb = perStream("rss", "first");
    const heapKb = perStream("heapUsed", "settled") + perStream("external", "settled");
    const heapTotalKb = perStream("heapTotal", "settled");
    const latencies: number[] = [];
    let missed = 0;
    for (let round = 0; round < rounds; round++) {
      const delivery = await clients.deliver("post.created", () => publish(round));
      latencies.push(...delivery.latencies);
      missed += delivery.missed;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `  ${label}: ${opened.open} streams open in ${openSeconds.toFixed(1)} s; per stream after GC: RSS ${firstRssKb.toFixed(1)} KB, once the heap stopped shrinking ${rssKb.toFixed(1)} KB, heap+external ${heapKb.toFixed(1)} KB, V8 heap reserved ${heapTotalKb.toFixed(1)} KB (RSS ${(after.settled.rss / 2 ** 20).toFixed(0)} MB); ${rounds} messages to all: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, missed ${missed}`,
    );
    return { rssKb, firstRssKb, heapKb, delivery: { latencies, missed } };
  } finally {
    await clients.closeAll().catch(() => {});
    clients.stop();
  }
}

async function coastal(serverUrl: string, probeFile: string): Promise<Measured> {
  const scratch = await createScratchDatabase(serverUrl, "coastal_bench_ssemem");
  const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-bench-ssemem-"));
  const client = new pg.Client({ connectionString: scratch.url });
  let app: Service | undefined;
  try {
    const port = await freePort();
    app = await startNode([...appNodeFlags(), ...probeFlags, "server/main.ts"], {
      port,
      readyPath: "/api/health",
      timeoutMs: 120_000,
      env: {
        ...productionEnv(port),
        SEED_DEMO: "false",
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        AUTH_SECRET: secret,
        MEMORY_PROBE_FILE: probeFile,
      },
    });
    await client.connect();
    // One more member posts: their stream is not among those measured.
    const [poster = "", ...cookies] = await seedStreamMembers(client, {
      streams: subscribers + 1,
      streamsPerUser: 5,
      city,
      secret,
      prefix: "ssemem-",
    });
    const url = app.url;
    return await measure(
      "Coastal",
      app,
      `${url}/api/cities/${city}/live`,
      cookies,
      probeFile,
      async (round) => {
        const sentAt = epochNow();
        const response = await fetch(`${url}/api/cities/${city}/posts`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie: poster, origin: url },
          body: JSON.stringify({ content: `Fan-out post ${round + 1}` }),
        });
        if (response.status !== 201)
          throw new Error(`post failed: ${response.status} ${await response.text()}`);
        return sentAt;
      },
    );
  } finally {
    await client.end().catch(() => {});
    await app?.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function bare(probeFile: string): Promise<Measured> {
  const port = await freePort();
  const server = await startNode([...probeFlags, "bench/lib/bare-sse-server.ts"], {
    port,
    readyPath: "/api/health",
    env: { PORT: String(port), MEMORY_PROBE_FILE: probeFile },
  });
  try {
    const url = server.url;
    // What Coastal sends for a new post: one change in a batch.
    const change = (round: number) =>
      JSON.stringify({
        events: [
          {
            city,
            type: "post.created",
            id: randomBytes(16).toString("hex"),
            postId: String(round),
            actorId: "ssemem-1",
          },
        ],
      });
    return await measure(
      "bare node:http",
      server,
      `${url}/api/cities/${city}/live`,
      // The same client sends the same requests, cookies and all, as to Coastal.
      streamCookies({
        streams: subscribers + 1,
        streamsPerUser: 5,
        secret,
        prefix: "ssemem-",
      }).slice(1),
      probeFile,
      async (round) => {
        const sentAt = epochNow();
        const response = await fetch(`${url}/publish`, { method: "POST", body: change(round) });
        if (response.status !== 204) throw new Error(`publish failed: ${response.status}`);
        return sentAt;
      },
    );
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<BenchResult> {
  const server = await postgresServer();
  const probeDir = mkdtempSync(path.join(tmpdir(), "coastal-bench-probe-"));
  console.log(
    `  ${server.label}; ${subscribers} subscribers of one city on one instance, ${clientProcesses} client processes`,
  );
  try {
    const peer = await bare(path.join(probeDir, "bare.json"));
    const ours = await coastal(server.url, path.join(probeDir, "coastal.json"));
    const p95 = (measured: Measured) => percentile(measured.delivery.latencies, 95);
    const figures: Figure[] = [
      figure("SSE memory per subscriber, bare node:http (RSS, heap settled)", peer.rssKb, "KB"),
      figure("SSE memory per subscriber, Coastal (RSS, heap settled)", ours.rssKb, "KB"),
      figure("SSE memory per subscriber, Coastal (RSS after one GC)", ours.firstRssKb, "KB"),
      {
        ...figure("SSE memory per subscriber, Coastal/bare", ours.rssKb / peer.rssKb, "", {
          max: goal.memoryRatio,
        }),
        versus: "peer",
      },
      figure("SSE heap+external per subscriber, Coastal/bare", ours.heapKb / peer.heapKb, ""),
      figure(`SSE post to ${subscribers}, bare node:http p95`, p95(peer), "ms"),
      figure(`SSE post to ${subscribers}, Coastal p95`, p95(ours), "ms"),
      {
        ...figure(`SSE post to ${subscribers}, Coastal/bare p95`, p95(ours) / p95(peer), "", {
          max: goal.fanOutRatio,
        }),
        versus: "peer",
      },
      figure(
        `SSE post to ${subscribers}, streams missed`,
        ours.delivery.missed + peer.delivery.missed,
        "",
        { max: 0 },
      ),
    ];
    return { ok: figures.every((f) => f.ok !== false), figures };
  } finally {
    await server.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
}
