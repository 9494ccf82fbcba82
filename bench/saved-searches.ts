// Issue 34's saved-search figure: a marketplace listing write in a city with 10,000 saved
// searches beside the same write in a city with none. The app runs in this process (its
// real routes, over app.inject) so the background match can be awaited: each write is
// timed to its answer, and to its answer plus the match (which runs after the answer,
// decision 081). Goal: the match adds at most 2 ms p50 to a listing write.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../server/app.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedCities } from "../server/db/seed.ts";
import { directoryOfKind } from "../server/features/directories/registry.ts";
import { matchStatement } from "../server/features/saved-searches/saved-search-matching.ts";
import { loadSettings } from "../server/platform/config/settings.ts";
import { createScratchDatabase } from "../tests/support/scratch-database.ts";
import { type BenchResult, figure } from "./lib/figures.ts";
import { postgresServer } from "./lib/postgres-server.ts";
import { seedStreamMembers } from "./lib/stream-members.ts";

export const description =
  "Saved searches: a listing write with 10,000 saved searches in the city vs none (answer, and answer plus match)";

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "on";

const savedSearchCount = 10_000;
const watchers = savedSearchCount / 20;
const samples = Number(process.env.BENCH_SAVED_SEARCH_SAMPLES ?? 200);
/** One write per seller: the per-user listing limit (30 in 10 minutes) is never near. */
const sellers = samples * 2 + 20;
const goal = { addedP50Ms: 2 };
/** Searches that look for "kayak" (the written item); those whose section and filters fit are told once. */
const matching = 20;
const secret = randomBytes(32).toString("hex");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const p50 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** Members of `city`, a session each, their accounts a month old; one Cookie header each. */
const seedPeople = (client: pg.Client, prefix: string, count: number, city: string) =>
  seedStreamMembers(client, {
    streams: count,
    streamsPerUser: 1,
    city,
    secret,
    prefix,
    accountAgeDays: 30,
  });

/** The written item is a kayak: these are other words, so only the searches for "kayak" match. */
const words = [
  "canoe",
  "surfboard",
  "bike",
  "sofa",
  "lamp",
  "guitar",
  "desk",
  "tent",
  "drone",
  "pram",
];
const categories = ["sports", "furniture", "electronics", "home", "other", "clothing"];

/**
 * 10,000 searches in the city, 20 per member, shaped like real ones: mostly marketplace
 * (a category, a price cap, a word), then property, dining, shopping, and some of the
 * whole city. Few of them match the written item.
 */
async function seedSavedSearches(client: pg.Client, city: string) {
  await client.query(
    `insert into saved_searches (user_id, city_id, section, name, filters, column_filters, query, terms)
     select 'ss-watch-' || (1 + (g - 1) / 20),
       (select id from cities where slug = $2),
       s.section, 'Search ' || g,
       s.filters, s.columns, s.query, s.terms
     from generate_series(1, $1::int) g,
     lateral (select
       case when g % 20 < 10 then 'marketplace' when g % 20 < 15 then 'property'
            when g % 20 < 17 then 'dining' when g % 20 < 19 then 'shopping' else null end as section,
       ($3::text[])[1 + g % array_length($3::text[], 1)] as word,
       ($4::text[])[1 + g % array_length($4::text[], 1)] as category) w,
     lateral (select w.section,
       case when w.section = 'marketplace'
         then jsonb_build_object('category', w.category, 'maxPrice', (50 + g % 500)::text)
         else '{}'::jsonb end as filters,
       case when w.section = 'marketplace'
         then jsonb_build_object('category', w.category, 'maxPrice', (50 + g % 500) * 100)
         else '{}'::jsonb end as columns,
       case when g <= $5::int then 'kayak' else w.word end as query,
       case when w.section is null
         then (case when g <= $5::int then 'kayak' else w.word end) || ':*' else '' end as terms) s`,
    [savedSearchCount, city, words, categories, matching],
  );
  // Parsed as the service parses them when a member saves one.
  await client.query(
    `update saved_searches set list_tsquery = websearch_to_tsquery('english'::regconfig, query)
     where section is not null and query <> ''`,
  );
  await client.query(
    `update saved_searches set city_tsquery =
       to_tsquery('english'::regconfig, public.coastal_search_fold(terms))
       || to_tsquery('spanish'::regconfig, public.coastal_search_fold(terms))
     where section is null and terms <> ''`,
  );
}

export async function run(): Promise<BenchResult> {
  const server = await postgresServer();
  console.log(`  ${server.label}; ${samples} marketplace writes per city`);
  const scratch = await createScratchDatabase(server.url, "coastal_bench");
  const dataDir = mkdtempSync(path.join(tmpdir(), "coastal-bench-"));
  const settings = loadSettings({
    NODE_ENV: "production",
    BASE_URL: "http://localhost:3000",
    AUTH_SECRET: secret,
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
  });
  const database = await openDatabase({
    databaseUrl: scratch.url,
    timeoutMs: settings.DB_TIMEOUT_MS,
  });
  const client = new pg.Client({ connectionString: scratch.url });
  try {
    await database.migrate();
    await seedCities(database.db);
    await client.connect();
    // Two cities with the same listings and sellers; only the first has saved searches.
    const busy = "gold-coast";
    const quiet = "miami";
    const sellerCookies = await seedPeople(client, "ss-sell-", sellers, busy);
    await client.query(
      `insert into memberships (user_id, city_id)
       select id, (select id from cities where slug = $1) from users where id like 'ss-sell-%'`,
      [quiet],
    );
    await seedPeople(client, "ss-watch-", watchers, busy);
    await seedSavedSearches(client, busy);
    await client.query("analyze");
    const app = await buildApp({ settings, database });
    await app.ready();

    let seller = 0;
    const write = async (city: string) => {
      seller += 1;
      const started = performance.now();
      const answer = await app.inject({
        method: "POST",
        url: `/api/cities/${city}/marketplace-items`,
        headers: {
          cookie: sellerCookies[seller - 1] as string,
          "content-type": "application/json",
          origin: "http://localhost:3000",
        },
        payload: JSON.stringify({
          title: `Kayak ${seller} with paddles`,
          description: "Two seats, collect from the marina.",
          category: "sports",
          condition: "good",
          price: 120,
        }),
      });
      const answered = performance.now() - started;
      if (answer.statusCode !== 201) throw new Error(`write ${answer.statusCode}: ${answer.body}`);
      await app.background.settled();
      const matched = performance.now() - started;
      ids[city]?.push((answer.json() as { id: string }).id);
      return { answered, matched };
    };
    const ids: Record<string, string[]> = { [busy]: [], [quiet]: [] };
    // Warm up both paths, then alternate the cities so drift hits both alike.
    for (let i = 0; i < 10; i += 1) {
      await write(quiet);
      await write(busy);
    }
    const none = { answered: [] as number[], matched: [] as number[] };
    const many = { answered: [] as number[], matched: [] as number[] };
    for (let i = 0; i < samples; i += 1) {
      const a = await write(quiet);
      const b = await write(busy);
      none.answered.push(a.answered);
      none.matched.push(a.matched);
      many.answered.push(b.answered);
      many.matched.push(b.matched);
    }
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from saved_search_matches",
    );
    console.log(`  ${rows[0]?.count} matches claimed over ${samples + 10} writes in the busy city`);
    // The match statement alone, for each written item, in a transaction rolled back (so it
    // claims again): what the background work costs the database per write.
    const marketplace = directoryOfKind("listing");
    const statementTimes = async (city: string) => {
      const times: number[] = [];
      for (const id of ids[city] ?? []) {
        await database.db
          .transaction(async (tx) => {
            const started = performance.now();
            await tx.execute(matchStatement(marketplace, id));
            times.push(performance.now() - started);
            throw new Error("roll back");
          })
          .catch(() => {});
      }
      return times;
    };
    const statementNone = await statementTimes(quiet);
    const statementMany = await statementTimes(busy);
    await app.close();
    const added = p50(many.answered) - p50(none.answered);
    const figures = [
      figure(
        "saved searches: listing write, no saved searches, p50 (answer)",
        p50(none.answered),
        "ms",
      ),
      figure(
        "saved searches: listing write, 10,000 saved searches, p50 (answer)",
        p50(many.answered),
        "ms",
      ),
      figure(
        "saved searches: listing write, no saved searches, p50 (answer + match)",
        p50(none.matched),
        "ms",
      ),
      figure(
        "saved searches: listing write, 10,000 saved searches, p50 (answer + match)",
        p50(many.matched),
        "ms",
      ),
      figure(
        "saved searches: match statement alone, no saved searches, p50",
        p50(statementNone),
        "ms",
      ),
      figure(
        "saved searches: match statement alone, 10,000 saved searches, p50",
        p50(statementMany),
        "ms",
      ),
      figure(
        "saved searches: answer + match, 10,000 minus none, p50 (with the notices sent)",
        p50(many.matched) - p50(none.matched),
        "ms",
      ),
      figure("saved searches: the match adds to a listing write, p50 (answer)", added, "ms", {
        max: goal.addedP50Ms,
      }),
      // The work itself, run after the answer: what 10,000 searches add to the statement.
      figure(
        "saved searches: 10,000 saved searches add to the match statement, p50",
        p50(statementMany) - p50(statementNone),
        "ms",
        { max: goal.addedP50Ms },
      ),
    ];
    return { ok: figures.every((f) => f.ok !== false), figures };
  } finally {
    await client.end().catch(() => {});
    await database.close().catch(() => {});
    await scratch.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    await server.stop();
  }
}
