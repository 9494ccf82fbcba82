// The city bench's probe: an app with the statement capture loaded and the read cache
// off (READ_CACHE_MS=0) does each action a few times, one at a time, each by a member whose
// session it has just read (as the member's live stream does in the ramp, decision 096). Each
// request's statements are the ones sent between its start and its answer. Then, on the
// same process with the capture stopped, the cache-off feed page against its statements
// replayed alone: alternating rounds, the median ratio counts, each round with the CPU
// each process used per page (bench/lib/process-cpu.ts).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import type { CityIds } from "./city-http.ts";
import { HttpCity } from "./city-http.ts";
import { type Action, actions } from "./city-members.ts";
import {
  type Captured,
  type Request,
  replay,
  splitCapture,
  statementCount,
} from "./city-replay.ts";
import { measure } from "./load.ts";
import { type CpuShares, canCountCpu, cpuPerUnit } from "./process-cpu.ts";
import type { Service } from "./processes.ts";

const samplesPerAction = 5;
const feedRounds = 3;
const feedLoad = { connections: 10, seconds: 3 };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many times `statements` ran in `seconds`, from `feedLoad.connections` at once. */
async function rawCount(pool: pg.Pool, statements: Request, seconds: number) {
  let done = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: feedLoad.connections }, async () => {
      while (performance.now() < end) {
        await replay(pool, statements);
        done++;
      }
    }),
  );
  return done;
}

const microseconds = (value: number) => `${Math.round(value)} µs`;
const describeCpu = (cpu: CpuShares, client: string, app = true) =>
  `${app ? `app ${microseconds(cpu.app)}, ` : ""}PostgreSQL ${microseconds(cpu.postgres)}, ${client} ${microseconds(cpu.bench)}`;

export async function probeStatements(options: {
  start(imports: string[], env: Record<string, string>): Promise<Service>;
  secret: string;
  ids: CityIds;
  pool: pg.Pool;
  /** Probe members are numbered from here up (distinct from the ramp's first ones). */
  firstMember: number;
}): Promise<{ captured: Captured; feedShare: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "coastal-city-capture-"));
  const file = path.join(dir, "statements.jsonl");
  const app = await options.start(["./bench/lib/capture-statements.ts"], {
    CITY_CAPTURE_FILE: file,
    READ_CACHE_MS: "0",
  });
  let city: HttpCity | undefined;
  try {
    city = new HttpCity(app.url, options.secret, options.ids);
    let n = options.firstMember;
    let cursor: string | null | undefined;
    // Unmeasured: the first of everything (compiled code, connections, caches of the city).
    for (const action of actions) await city.act(city.member(n++), action).catch(() => {});
    const windows: { action: Action; start: number; end: number }[] = [];
    const warmFeed: { action: Action; start: number; end: number }[] = [];
    for (let i = 0; i < samplesPerAction; i++) {
      for (const action of actions) {
        const member = city.member(n++);
        member.nextCursor = cursor;
        // Its session read first, outside any window (each window takes what follows it
        // for 100 ms, as a request's own background work): in the ramp a member's live
        // stream put its session in the cache, which keeps it a minute (decision 096). A
        // member acting every ten seconds still misses about one time in six, which the
        // peer then never pays: the ratio leans to PostgreSQL's side, never to ours.
        await pause(150);
        await city.warm(member);
        await pause(150);
        const start = Date.now();
        await city.act(member, action);
        windows.push({ action, start, end: Date.now() });
        if (action === "feed") {
          cursor = member.nextCursor;
          // The same member again at once: its session is cached, as a load tool's would be.
          await pause(150);
          const again = Date.now();
          await city.act(member, "feed");
          warmFeed.push({ action, start: again, end: Date.now() });
        }
      }
    }
    await pause(100);
    if (app.pid) process.kill(app.pid, "SIGUSR2");
    await pause(100);
    const captured = splitCapture(file, windows);
    // CITY_DUMP_STATEMENTS=<file>: every captured request's statements, to read them.
    if (process.env.CITY_DUMP_STATEMENTS) {
      writeFileSync(
        process.env.CITY_DUMP_STATEMENTS,
        JSON.stringify(Object.fromEntries(captured), null, 1),
      );
    }
    const feedAgain = splitCapture(file, warmFeed).get("feed") ?? [];
    console.log(
      `  statements per request (captured from the app, ${samplesPerAction} requests each): ${actions
        .map((action) => `${action} ${captured.get(action)?.map(statementCount).join("/")}`)
        .join(", ")}`,
    );
    const feedStatements = feedAgain.at(-1) ?? [];
    console.log(
      `  the feed page's statements (session cached):\n${feedStatements
        .flat()
        .flatMap((unit) => unit.statements)
        .map((s) => `    ${s.text.replace(/\s+/g, " ").slice(0, 110)}`)
        .join("\n")}`,
    );

    const member = city.member(n++);
    const url = `${app.url}/api/cities/${options.ids.citySlug}/posts`;
    const headers = member.headers;
    // Warm both sides, then alternate, each first every other round.
    await measure(url, { ...feedLoad, seconds: 2, headers });
    await rawCount(options.pool, feedStatements, 2);
    const served = () =>
      cpuPerUnit(options.pool, app.pid, async () => {
        const result = await measure(url, { ...feedLoad, headers });
        if (result.errors) throw new Error(`the feed page answered ${result.errors} errors`);
        return Math.round(result.requestsPerSecond * feedLoad.seconds);
      });
    const alone = () =>
      cpuPerUnit(options.pool, undefined, () =>
        rawCount(options.pool, feedStatements, feedLoad.seconds),
      );
    const shares: number[] = [];
    for (let round = 0; round < feedRounds; round++) {
      const appFirst = round % 2 === 0;
      const raw1 = appFirst ? undefined : await alone();
      const page = await served();
      const raw = raw1 ?? (await alone());
      shares.push(page.units / raw.units);
      console.log(
        `  feed round ${round + 1}: app (cache off) ${Math.round(page.units / feedLoad.seconds)} pages/s, its statements alone ${Math.round(raw.units / feedLoad.seconds)}/s`,
      );
      // Where a page's CPU went, against the same statement's from the plain pool.
      if (canCountCpu) {
        console.log(
          `    CPU per page: ${describeCpu(page.cpu, "load tool")}; per statement alone: ${describeCpu(raw.cpu, "pool", false)}`,
        );
      }
    }
    shares.sort((a, b) => a - b);
    return { captured, feedShare: shares[Math.floor(shares.length / 2)] ?? Number.NaN };
  } finally {
    city?.close();
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
