// Issue 37 part 6: Coastal on two instances behind nginx (deploy/nginx.conf) on
// one PostgreSQL, against one instance behind the same nginx, under the same
// mix: members reading the feed and its next page, members posting, and live
// streams open on every instance hearing each post. Measured: errors, live
// delivery p95 (from a post's request to each stream's arrival) and CPU per
// action, so an operator can size a bigger machine. The helper that starts the
// instances (bench/lib/instances.ts) is what a larger simulation points at.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createScratchDatabase } from "../tests/support/scratch-database.ts";
import { deliveries } from "./lib/deliveries.ts";
import { type BenchResult, type Figure, figure } from "./lib/figures.ts";
import { type Instances, nginxBinary, startInstances } from "./lib/instances.ts";
import { postgresServer } from "./lib/postgres-server.ts";
import { epochNow, percentile, SseClients } from "./lib/sse-clients.ts";
import { seedStreamMembers } from "./lib/stream-members.ts";

export const description =
  "Two instances behind nginx on one PostgreSQL against one: feed reads, posts and live delivery; errors, delivery p95, CPU per action";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

const city = "gold-coast";
const secret = randomBytes(32).toString("hex");
const subscribers = Number(process.env.BENCH_TWO_SUBSCRIBERS ?? 2000);
const readers = 40;
const posters = 20;
const seconds = Number(process.env.BENCH_TWO_SECONDS ?? 30);
const warmupSeconds = 5;
/** Rounds of one instance and of two, alternating. */
const pairs = Number(process.env.BENCH_TWO_PAIRS ?? 3);
/** A reader waits this long (uniformly, ms) between actions, as a person does. */
const readerThinkMs = [100, 300] as const;
/** One post every this many ms across all posters; each poster stays under 10 posts a minute. */
const postEveryMs = 500;
const goal = { deliveryRatio: 1.2 };

interface Round {
  actions: number;
  errors: number;
  firstError: string;
  readP95: number;
  postP95: number;
  deliveryP95: number;
  missed: number;
  cpuMsPerAction: number;
  cpuMsPerActionEach: number[];
  streamsPerInstance: number[];
}

const think = () => readerThinkMs[0] + Math.random() * (readerThinkMs[1] - readerThinkMs[0]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The mix for `seconds`: readers read the feed (and half of them its next page)
 * with a person's pauses between, and a post goes out every `postEveryMs`.
 */
async function mix(
  url: string,
  { readerCookies, posterCookies }: { readerCookies: string[]; posterCookies: string[] },
  seconds: number,
) {
  let errors = 0;
  let firstError = "";
  const readTimes: number[] = [];
  const postTimes: number[] = [];
  const sent = new Map<string, number>();
  const answered = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const fail = (what: string) => {
    errors++;
    firstError ||= what;
  };
  const get = async (cookie: string, path: string) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie } }).catch(
      (error: Error) => error,
    );
    if (response instanceof Error) return fail(`GET ${path}: ${response.message}`);
    const body = await response.text();
    readTimes.push(performance.now() - started);
    if (response.status !== 200)
      return fail(`GET ${path}: ${response.status} ${body.slice(0, 200)}`);
    return JSON.parse(body) as { nextCursor: string | null };
  };
  const post = async (cookie: string, n: number) => {
    const sentAt = epochNow();
    const started = performance.now();
    const response = await fetch(`${url}/api/cities/${city}/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: url },
      body: JSON.stringify({ content: `Two-instance post ${n}` }),
    }).catch((error: Error) => error);
    if (response instanceof Error) {
      fail(`POST: ${response.message}`);
      return;
    }
    const body = await response.text();
    postTimes.push(performance.now() - started);
    if (response.status !== 201) {
      fail(`POST: ${response.status} ${body.slice(0, 200)}`);
      return;
    }
    const { id } = JSON.parse(body) as { id: string };
    sent.set(id, sentAt);
    answered.set(id, epochNow());
  };

  const until = Date.now() + seconds * 1000;
  const reader = async (cookie: string) => {
    while (Date.now() < until) {
      const page = await get(cookie, `/api/cities/${city}/posts`);
      // Half of those who read a page read the next one too.
      if (page?.nextCursor && Math.random() < 0.5) {
        await sleep(think());
        await get(
          cookie,
          `/api/cities/${city}/posts?cursor=${encodeURIComponent(page.nextCursor)}`,
        );
      }
      await sleep(think());
    }
  };
  const posting = async () => {
    for (let n = 0; Date.now() < until; n++) {
      pending.push(post(posterCookies[n % posters] as string, n));
      await sleep(postEveryMs);
    }
  };
  await Promise.all([...readerCookies.map(reader), posting()]);
  // The last posts' answers.
  await Promise.all(pending);
  return { readTimes, postTimes, sent, answered, errors, firstError };
}

/** Each figure's median over the rounds; errors and misses are summed, not medians. */
function median(rounds: Round[]): Round {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[half] ?? 0)
      : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
  };
  const of = (key: "actions" | "readP95" | "postP95" | "deliveryP95" | "cpuMsPerAction") =>
    mid(rounds.map((r) => r[key]));
  return {
    ...(rounds[0] as Round),
    actions: of("actions"),
    readP95: of("readP95"),
    postP95: of("postP95"),
    deliveryP95: of("deliveryP95"),
    cpuMsPerAction: of("cpuMsPerAction"),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    missed: rounds.reduce((sum, r) => sum + r.missed, 0),
  };
}

async function round(serverUrl: string, count: number): Promise<Round> {
  const scratch = await createScratchDatabase(serverUrl, "coastal_bench_two");
  const client = new pg.Client({ connectionString: scratch.url });
  const streams = SseClients.start(2);
  let instances: Instances | undefined;
  try {
    instances = await startInstances({
      databaseUrl: scratch.url,
      count,
      env: { AUTH_SECRET: secret },
    });
    const url = instances.url;
    await client.connect();
    const streamCookies = await seedStreamMembers(client, {
      streams: subscribers,
      streamsPerUser: 5,
      city,
      secret,
      prefix: "two-s-",
    });
    const readerCookies = await seedStreamMembers(client, {
      streams: readers,
      streamsPerUser: 1,
      city,
      secret,
      prefix: "two-r-",
    });
    const posterCookies = await seedStreamMembers(client, {
      streams: posters,
      streamsPerUser: 1,
      city,
      secret,
      prefix: "two-p-",
    });
    const opened = await streams.open(`${url}/api/cities/${city}/live`, streamCookies);
    if (opened.failed) throw new Error(`${opened.failed} streams refused (${opened.firstError})`);
    const streamsPerInstance = await instances.connections();
    await streams.watch();

    // Unmeasured first: both rounds start with warm code and pools.
    await mix(url, { readerCookies, posterCookies }, warmupSeconds);
    await streams.watch();
    const cpuBefore = await instances.cpuSeconds();
    const { readTimes, postTimes, sent, answered, errors, firstError } = await mix(
      url,
      { readerCookies, posterCookies },
      seconds,
    );
    // The last posts' deliveries.
    await sleep(3000);
    const cpuAfter = await instances.cpuSeconds();
    const { arrivals, dropped } = await streams.collect();

    const { delivery, missed, firstAfterAnswerP50, fanOutP50 } = deliveries({
      sent,
      answered,
      arrivals,
      open: opened.open,
    });
    readTimes.sort((a, b) => a - b);
    postTimes.sort((a, b) => a - b);
    const actions = readTimes.length + postTimes.length;
    const cpu = cpuAfter.map((after, i) => (after - (cpuBefore[i] ?? 0)) * 1000);
    const result: Round = {
      actions,
      errors,
      firstError,
      readP95: percentile(readTimes, 95),
      postP95: percentile(postTimes, 95),
      deliveryP95: percentile(delivery, 95),
      missed: dropped + missed,
      cpuMsPerAction: cpu.reduce((a, b) => a + b, 0) / actions,
      cpuMsPerActionEach: cpu.map((ms) => ms / actions),
      streamsPerInstance,
    };
    console.log(
      `  ${count} instance${count > 1 ? "s" : ""}: ${actions} actions in ${seconds} s (${readTimes.length} feed pages, ${postTimes.length} posts), ${errors} errors${firstError ? ` (${firstError})` : ""}; feed p95 ${result.readP95.toFixed(0)} ms, post p95 ${result.postP95.toFixed(0)} ms; ${opened.open} streams (${streamsPerInstance.join(" + ")} connections to the instances, nginx's own included), delivery p95 ${result.deliveryP95.toFixed(0)} ms (per post, medians: the first stream ${firstAfterAnswerP50.toFixed(0)} ms after the post's answer, the last ${fanOutP50.toFixed(0)} ms after the first), missed ${result.missed}; CPU ${result.cpuMsPerAction.toFixed(2)} ms per action (${result.cpuMsPerActionEach.map((ms) => ms.toFixed(2)).join(" + ")})`,
    );
    return result;
  } finally {
    await streams.closeAll().catch(() => {});
    streams.stop();
    await client.end().catch(() => {});
    await instances?.stop();
    await scratch.drop();
  }
}

export async function run(): Promise<BenchResult> {
  if (!nginxBinary()) {
    console.log("  nginx is not installed (apt-get install -y nginx): not measured");
    return {
      ok: false,
      figures: [
        { name: "Two instances (no nginx)", value: Number.NaN, unit: "", goal: "runs", ok: false },
      ],
    };
  }
  const server = await postgresServer();
  console.log(
    `  ${server.label}; behind nginx from deploy/nginx.conf; ${subscribers} streams, ${readers} readers (think ${readerThinkMs.join("-")} ms), a post every ${postEveryMs} ms, ${seconds} s; read caches on (the default)`,
  );
  try {
    // Alternating, so a spell of load from elsewhere on the machine weighs on both sides.
    const ones: Round[] = [];
    const twos: Round[] = [];
    for (let pair = 0; pair < pairs; pair++) {
      ones.push(await round(server.url, 1));
      twos.push(await round(server.url, 2));
    }
    const one = median(ones);
    const two = median(twos);
    // As the health bench does: each pair's ratio, and the median pair's counts.
    const pairRatios = twos.map((t, i) => t.deliveryP95 / (ones[i]?.deliveryP95 ?? Number.NaN));
    const ratio = [...pairRatios].sort((a, b) => a - b)[Math.floor(pairs / 2)] ?? Number.NaN;
    console.log(
      `  each pair's delivery p95, two/one: ${pairRatios.map((r) => r.toFixed(2)).join(", ")}; medians of ${pairs} alternating rounds each: delivery p95 ${one.deliveryP95.toFixed(0)} ms on one instance, ${two.deliveryP95.toFixed(0)} ms on two; CPU per action ${one.cpuMsPerAction.toFixed(2)} ms and ${two.cpuMsPerAction.toFixed(2)} ms`,
    );
    const figures: Figure[] = [
      figure("Two instances: errors", one.errors + two.errors, "", { max: 0 }),
      figure("Two instances: streams missing a post", one.missed + two.missed, "", { max: 0 }),
      figure("One instance: live delivery p95", one.deliveryP95, "ms"),
      figure("Two instances: live delivery p95", two.deliveryP95, "ms"),
      {
        // Its peer is the same app on one instance.
        ...figure("Two instances: delivery p95, two/one (median pair)", ratio, "", {
          max: goal.deliveryRatio,
        }),
        versus: "peer",
      },
      figure("One instance: CPU per action", one.cpuMsPerAction, "ms"),
      figure("Two instances: CPU per action (both together)", two.cpuMsPerAction, "ms"),
    ];
    return { ok: figures.every((f) => f.ok !== false), figures };
  } finally {
    await server.stop();
  }
}
