// Issue 9 part 4: one city's live stream (GET /api/cities/:city/live) held by
// 5,000 subscribers at once, on one instance and then on two instances sharing
// one PostgreSQL: how long a new post takes to reach all of them, and what each
// open stream costs the server in memory.
import { randomBytes } from "node:crypto";
import { residentBytes } from "./lib/app-server.ts";
import { openEventStream } from "./lib/event-stream.ts";
import type { BenchResult, Figure } from "./lib/figures.ts";
import { postgresServer } from "./lib/postgres-server.ts";
import type { Service } from "./lib/processes.ts";
import { withScratchApps } from "./lib/scratch-apps.ts";
import { seedStreamMembers } from "./lib/stream-members.ts";

export const description =
  "Live updates: 5,000 SSE subscribers of one city, one instance and two, post-to-all latency and memory";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

const subscribers = 5000;
// Below the cap of 6 streams per user and instance, as a few tabs and devices each.
const streamsPerUser = 5;
const posts = 3;
const goal = { p95Ms: 250 };
const city = "gold-coast";
const secret = randomBytes(32).toString("hex");

interface Subscriber {
  /** When the first post.created event after `armedAt` arrived. */
  arrivedAt?: number;
  armed: boolean;
  close(): void;
}

/** One subscriber of the city's stream; resolves once the server has written its first line. */
async function subscribe(baseUrl: string, cookie: string): Promise<Subscriber> {
  const subscriber: Subscriber = { armed: false, close: () => {} };
  const opened = await openEventStream(`${baseUrl}/api/cities/${city}/live`, cookie, {
    onData(chunk) {
      if (
        subscriber.armed &&
        subscriber.arrivedAt === undefined &&
        chunk.includes("post.created")
      ) {
        subscriber.arrivedAt = performance.now();
      }
    },
  });
  subscriber.close = opened.close;
  return subscriber;
}

async function openAll(urls: string[], cookies: string[]): Promise<Subscriber[]> {
  const opened: Subscriber[] = [];
  // A few hundred at a time: the listen backlog, not the app, would refuse more.
  for (let i = 0; i < cookies.length; i += 250) {
    const batch = cookies.slice(i, i + 250);
    opened.push(
      ...(await Promise.all(
        batch.map((cookie, j) => subscribe(urls[(i + j) % urls.length] as string, cookie)),
      )),
    );
  }
  return opened;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function publishAndWait(poster: { url: string; cookie: string }, streams: Subscriber[]) {
  const latencies: number[] = [];
  let missed = 0;
  for (let n = 0; n < posts; n++) {
    for (const stream of streams) {
      stream.arrivedAt = undefined;
      stream.armed = true;
    }
    const sentAt = performance.now();
    const response = await fetch(`${poster.url}/api/cities/${city}/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: poster.cookie, origin: poster.url },
      body: JSON.stringify({ content: `Fan-out post ${n + 1}` }),
    });
    if (response.status !== 201)
      throw new Error(`post failed: ${response.status} ${await response.text()}`);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && streams.some((stream) => stream.arrivedAt === undefined)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const stream of streams) {
      stream.armed = false;
      if (stream.arrivedAt === undefined) missed++;
      else latencies.push(stream.arrivedAt - sentAt);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? Number.NaN,
    missed,
  };
}

async function scenario(name: string, serverUrl: string, instances: number): Promise<Figure[]> {
  return withScratchApps(serverUrl, "coastal_bench_sse", async (scratch) => {
    const apps: Service[] = [];
    for (let i = 0; i < instances; i++) apps.push(await scratch.startApp({ AUTH_SECRET: secret }));
    const { client } = scratch;
    await client.connect();
    const cookies = await seedStreamMembers(client, {
      streams: subscribers,
      streamsPerUser,
      city,
      secret,
      prefix: "sse-",
    });
    const before = await Promise.all(apps.map((app) => residentBytes(app.pid ?? 0)));
    let started = Date.now();
    const streams = await openAll(
      apps.map((app) => app.url),
      cookies,
    );
    try {
      const openSeconds = (Date.now() - started) / 1000;
      // Settle: allocation from opening is done, the recheck timers have not fired yet.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const after = await Promise.all(apps.map((app) => residentBytes(app.pid ?? 0)));
      const perSubscriberKb =
        (after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / subscribers / 1024;
      started = Date.now();
      // A member on the first instance posts; streams on every instance must hear it.
      const result = await publishAndWait(
        { url: apps[0]?.url as string, cookie: cookies[0] as string },
        streams,
      );
      const ok = result.p95 <= goal.p95Ms && result.missed === 0;
      console.log(
        `  ${name}: ${subscribers} streams open in ${openSeconds.toFixed(1)} s; ${posts} posts reached them in p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, max ${result.max.toFixed(0)} ms, missed ${result.missed}; memory ${perSubscriberKb.toFixed(1)} KB per subscriber (RSS ${(after.reduce((a, b) => a + b, 0) / 2 ** 20).toFixed(0)} MB)`,
      );
      console.log(
        `  ${name} p95 ${result.p95.toFixed(0)} ms (goal <= ${goal.p95Ms} ms): ${ok ? "met" : "NOT met"}`,
      );
      return [
        {
          name: `SSE ${name}: post to all, p95`,
          value: result.p95,
          unit: "ms",
          goal: `<= ${goal.p95Ms} ms`,
          ok,
        },
        { name: `SSE ${name}: memory per subscriber`, value: perSubscriberKb, unit: "KB" },
      ];
    } finally {
      for (const stream of streams) stream.close();
    }
  });
}

export async function run(): Promise<BenchResult> {
  const server = await postgresServer();
  console.log(
    `  ${server.label}; ${subscribers} subscribers of one city, ${streamsPerUser} streams per user`,
  );
  try {
    const figures = [
      ...(await scenario("one instance", server.url, 1)),
      ...(await scenario("two instances", server.url, 2)),
    ];
    return { ok: figures.every((figure) => figure.ok !== false), figures };
  } finally {
    await server.stop();
  }
}
