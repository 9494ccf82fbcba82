// Issue 37: a simulated city. Virtual members hold their live streams open and act on a
// think-time schedule (bench/lib/city-members.ts has the mix); the ramp adds members
// until p99 passes 250 ms or an error appears, and the best step before is Coastal's
// capacity. In the same run, in alternating steps, the same actions go to PostgreSQL
// alone (the statements the app sent for them, replayed from a plain pool:
// bench/lib/city-replay.ts), the machine's limit. Where the app's own time goes is its
// CPU profile, summarised.
// Env: CITY_SCALE=small (a hundredth of the data), CITY_STEP_SECONDS, CITY_START_MEMBERS,
// CITY_MAX_MEMBERS, CITY_MAX_PG_MEMBERS, CITY_NODE_FLAGS (the app's V8 flags instead of
// `npm start`'s, "" for none), CITY_PEER=off (no PostgreSQL-alone peer), CITY_PROBE_ONLY=1
// (the probe alone: the cache-off feed page against its statements, in about a minute).
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openEmbeddedPostgres } from "../server/db/embedded-postgres.ts";
import { freePort } from "../server/platform/http/free-port.ts";
import { productionEnv } from "./lib/app-server.ts";
import { citySize, freshenCity, seedCity } from "./lib/city-data.ts";
import { type CityIds, HttpCity } from "./lib/city-http.ts";
import { actions, describeMix, limits, memberRate, think } from "./lib/city-members.ts";
import { probeStatements } from "./lib/city-probe.ts";
import { alternatingRamp } from "./lib/city-ramp.ts";
import { background, replayActor, replayPool } from "./lib/city-replay.ts";
import { cityReport, feedFigure } from "./lib/city-report.ts";
import { printProfile, profileIn, summariseProfile } from "./lib/cpu-profile.ts";
import type { BenchResult } from "./lib/figures.ts";
import { appNodeFlags, type Service, startNode } from "./lib/processes.ts";

const scale = process.env.CITY_SCALE === "small" ? "small" : "full";
const size = citySize(scale);
const full = scale === "full";
const settings = {
  stepSeconds: Number(process.env.CITY_STEP_SECONDS ?? (full ? 20 : 8)),
  startMembers: Number(process.env.CITY_START_MEMBERS ?? 100),
  maxMembers: Math.min(size.members, Number(process.env.CITY_MAX_MEMBERS ?? (full ? 6000 : 1500))),
  maxPgMembers: Math.min(size.members, Number(process.env.CITY_MAX_PG_MEMBERS ?? 50_000)),
  factor: 1.5,
};
/** Bump when the seeded data changes: a cached city of another version is seeded again. */
const seedVersion = 2;
const citySlug = "miami";
// Fixed, so the sessions of a cached city stay valid: a bench-only secret for bench-only data.
const secret = "coastal-city-bench-secret-0123456789abcdef0123456789abcdef";
/** CITY_PEER=off: Coastal alone (comparing V8 flags, say), without the probe and the peer. */
const withPeer = process.env.CITY_PEER !== "off";
/** CITY_PROBE_ONLY=1: the probe and its feed figure, no ramp (for work on the feed page). */
const probeOnly = process.env.CITY_PROBE_ONLY === "1";
/** A small city's figures are named apart, so a run compares with the last run of its size. */
const tag = full ? "" : " (small)";

export const description = `Simulated city (${scale}): ${size.members.toLocaleString("en")} members, ${size.posts.toLocaleString("en")} posts, ${size.listings.toLocaleString("en")} listings; virtual members with live streams ramped to p99 ${limits.p99Ms} ms, against the same statements on PostgreSQL alone`;

const nodeFlags = () =>
  process.env.CITY_NODE_FLAGS === undefined
    ? appNodeFlags()
    : process.env.CITY_NODE_FLAGS.split(/\s+/).filter(Boolean);

/** The app as `npm start` runs it, on the city's database, with `extra` node flags and env. */
async function startCityApp(
  databaseUrl: string,
  filesDir: string,
  extra: { flags?: string[]; imports?: string[]; env?: Record<string, string> } = {},
): Promise<Service> {
  const port = await freePort();
  return startNode(
    [
      ...nodeFlags(),
      ...(extra.flags ?? []),
      "--import",
      "tsx",
      ...(extra.imports ?? []).flatMap((file) => ["--import", file]),
      "server/main.ts",
    ],
    {
      port,
      readyPath: "/api/health",
      timeoutMs: 180_000,
      env: {
        ...productionEnv(port),
        SEED_DEMO: "false",
        DATABASE_URL: databaseUrl,
        DATA_DIR: filesDir,
        AUTH_SECRET: secret,
        // Each virtual member has an address of its own (X-Forwarded-For).
        TRUST_PROXY: "1",
        ...extra.env,
      },
    },
  );
}

async function readIds(client: pg.Client): Promise<CityIds> {
  const list = async (sql: string) =>
    (await client.query<{ id: string }>(sql)).rows.map((row) => row.id);
  const city = `(select id from cities where slug = '${citySlug}')`;
  const conversations = new Map<number, string>();
  const { rows } = await client.query<{ id: string; low: string; high: string }>(
    "select id, user_low as low, user_high as high from conversations where pair_key like 'city-%'",
  );
  for (const row of rows) {
    conversations.set(Number(row.low.slice(5)), row.id);
    conversations.set(Number(row.high.slice(5)), row.id);
  }
  return {
    citySlug,
    // What members see and act on: the newest posts, listings anywhere in the list.
    posts: await list(
      `select id from posts where city_id = ${city} order by created_at desc limit 2000`,
    ),
    listings: await list(
      `select id from marketplace_items where city_id = ${city} order by random() limit 2000`,
    ),
    events: await list(
      `select id from events where city_id = ${city} and starts_at > now() order by starts_at limit 200`,
    ),
    polls: await list(`select id from polls where city_id = ${city}`),
    conversations,
  };
}

/**
 * The city's cluster: seeded once per seed version and scale, kept as a copy, and every run
 * starts from that copy (data/ is not in git). A run writes posts, reactions, comments and
 * messages with the words members search for; a later run on the same cluster searched a
 * different city, and its search p95 on PostgreSQL alone went from 97 to 356 ms (decision 109).
 */
async function openCity(filesDir: string) {
  const dataDir = path.resolve(`data/bench-city/v${seedVersion}-${scale}`);
  const seededCopy = `${dataDir}-seeded`;
  const fresh = !existsSync(path.join(seededCopy, "seeded"));
  rmSync(dataDir, { recursive: true, force: true });
  if (fresh) {
    rmSync(seededCopy, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    // As root the embedded server runs as the user postgres, which must enter the folder.
    chmodSync(dataDir, 0o755);
  } else {
    // cp -a keeps the files' owner (the user postgres, when the bench runs as root).
    execFileSync("cp", ["-a", seededCopy, dataDir]);
    console.log(`  the city as seeded, copied from ${seededCopy}`);
  }
  // The bench runs the embedded server (the same binaries and settings the app would
  // start), so the app instances and the pool of the peer all use the one cluster.
  const open = () => openEmbeddedPostgres(dataDir, { share: false });
  let server = await open();
  try {
    if (fresh) {
      const started = Date.now();
      console.log(`  seeding the city into ${dataDir} (a copy is kept for later runs):`);
      // The app migrates an empty database on its first start.
      await (await startCityApp(server.url, filesDir)).stop();
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        await seedCity((text, values) => client.query(text, values), citySlug, size);
      } finally {
        await client.end();
      }
      writeFileSync(path.join(dataDir, "seeded"), new Date().toISOString());
      await server.stop();
      execFileSync("cp", ["-a", dataDir, seededCopy]);
      server = await open();
      console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    return server;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
};

export async function run(): Promise<BenchResult> {
  console.log(
    `  mix: ${describeMix()}\n  think time: exponential, mean ${think.meanMs / 1000} s, cut to ${think.minMs / 1000}-${think.maxMs / 1000} s (${memberRate.toFixed(2)} actions/s per member)\n  ramp: from ${settings.startMembers} members x${settings.factor} per ${settings.stepSeconds} s step, at most ${settings.maxMembers} (PostgreSQL alone ${settings.maxPgMembers}); app flags: ${nodeFlags().join(" ") || "(none)"}`,
  );
  const filesDir = mkdtempSync(path.join(tmpdir(), "coastal-city-files-"));
  const profileDir = mkdtempSync(path.join(tmpdir(), "coastal-city-profile-"));
  const server = await openCity(filesDir);
  const client = new pg.Client({ connectionString: server.url });
  const pool = replayPool(server.url);
  let app: Service | undefined;
  try {
    await client.connect();
    await freshenCity((text, values) => client.query(text, values));
    const ids = await readIds(client);

    // 1. The probe: each action's statements, and the cache-off feed page against them.
    const probe = withPeer
      ? await probeStatements({
          start: (imports, env) => startCityApp(server.url, filesDir, { imports, env }),
          secret,
          ids,
          pool,
          firstMember: size.members - 300,
        })
      : { captured: new Map(), feedShare: Number.NaN };
    if (probeOnly) {
      const feed = feedFigure(probe.feedShare, tag);
      return { ok: feed.ok !== false, figures: [feed] };
    }

    // 2. Coastal, as npm start runs it (caches on), with a CPU profile of the whole run.
    app = await startCityApp(server.url, filesDir, {
      flags: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
    });
    const city = new HttpCity(app.url, secret, ids);
    // Unmeasured: each action a few times first, so the first step is not the app's
    // first compile, connections and plans.
    for (let i = 0; i < 3; i++) {
      for (const action of actions) {
        await city.act(city.member(size.members - 100 + i), action).catch(() => {});
      }
    }
    // 3. Both crowds in alternating steps: Coastal's members over HTTP with their live
    // streams, and PostgreSQL alone's replaying the statements (step by step, so the
    // machine's load of the moment falls on both).
    const joined: { close(): void }[] = [];
    const [appSteps, pgSteps] = await alternatingRamp({
      startMembers: settings.startMembers,
      factor: settings.factor,
      stepSeconds: settings.stepSeconds,
      crowds: [
        {
          label: "Coastal",
          maxMembers: settings.maxMembers,
          join: async (n) => {
            const member = await city.join(n);
            joined.push(member);
            return member;
          },
          leave: (member) => member.close(),
          act: city.act,
          onWindow: () => city.resetDeliveries(),
          afterStep: (step) => {
            step.liveP95Ms = p95(city.delivered);
            if (city.missed > 0) {
              step.errors += city.missed;
              step.passed = false;
              step.firstError ??= `${city.missed} posts did not reach every stream in 10 s`;
            }
          },
          leaveAll: async () => {
            for (const member of joined) member.close();
            city.close();
          },
        },
        {
          label: "PostgreSQL alone",
          maxMembers: withPeer ? settings.maxPgMembers : 0,
          join: async (n) => n,
          act: replayActor(pool, probe.captured),
        },
      ],
    });
    await app.stop();
    app = undefined;
    if (background.failed) {
      console.log(
        `  ${background.failed} statements the app ran after answering failed in the replay; the first: ${background.firstError}`,
      );
    }

    const profile = profileIn(profileDir);
    if (profile) printProfile(summariseProfile(profile));
    return cityReport({ appSteps, pgSteps, feedShare: probe.feedShare, tag, withPeer });
  } finally {
    await app?.stop();
    await client.end().catch(() => {});
    await pool.end().catch(() => {});
    await server.stop();
    rmSync(filesDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}
