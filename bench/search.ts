import type pg from "pg";
import { listingCategories, listingConditions } from "../contracts/marketplace.ts";
import type { Db } from "../server/db/client.ts";
import { searchCity } from "../server/features/search/search.service.ts";
import {
  searchIndexStatements,
  searchSource,
  searchSources,
} from "../server/features/search/search-sources.ts";
import type { Storage } from "../server/platform/storage/storage.ts";
import { type BenchResult, type Figure, figure } from "./lib/figures.ts";
import { followLink, signIn, signUp, verificationLinkIn } from "./lib/member-session.ts";
import { postgresServer } from "./lib/postgres-server.ts";
import { withScratchApps } from "./lib/scratch-apps.ts";

const sizes = {
  posts: Number(process.env.BENCH_SEARCH_POSTS ?? 1_000_000),
  listings: Number(process.env.BENCH_SEARCH_LISTINGS ?? 100_000),
};
const samples = Number(process.env.BENCH_SEARCH_SAMPLES ?? 200);
const goal = { searchOverList: 3 };
/** Unmeasured pairs first (a fifth of the samples, at least 4). */
const warmup = Math.max(4, Math.round(samples / 5));
const city = "miami";
const email = "bench.searcher@example.com";

export const description = `City search: ${sizes.posts.toLocaleString("en")} posts and ${sizes.listings.toLocaleString("en")} listings, search p50 vs the unfiltered marketplace list page (read cache off), and the search statement alone`;

/** Whether the app's read caches were on for this bench's figures (issue 37). */
export const caches = "off";

/** What members type: a rare word, a common one, a prefix, an unaccented "café". */
const queries = ["zeppelin", "beach", "surf", "cafe"];

/**
 * Words of the generated text. Picked by different strides, so each is in a share of the
 * rows; "surfboard" / "surfing" answer the prefix "surf", the accented ones answer their
 * plain spelling, and "zeppelin" is in one row in ~10,000.
 */
// biome-ignore format: a word list
const words = [
  "beach", "market", "weather", "waves", "coffee", "sunset", "bike", "garden",
  "surfboard", "surfing", "café", "jalapeño", "crème", "señora", "kayak", "school",
  "music", "festival", "dog", "lamp", "sofa", "paddle", "tide", "harbour",
  "library", "bakery", "yoga", "traffic", "ferry", "museum", "pizza", "lighthouse",
];

async function seed(client: pg.Client, userId: string) {
  const cityId = String(
    (await client.query("select id from cities where slug = $1", [city])).rows[0]?.id,
  );
  await client.query(
    "insert into memberships (user_id, city_id) values ($1, $2) on conflict do nothing",
    [userId, cityId],
  );
  // The search indexes are dropped and rebuilt once (the migration's own statements):
  // one bulk build instead of a million index updates.
  const sources = [searchSource("posts"), searchSource("marketplace")].flatMap((s) =>
    s ? [s] : [],
  );
  for (const source of sources) {
    await client.query(`drop index if exists "${source.table}_search_document_idx"`);
    await client.query(`drop index if exists "${source.table}_search_name_idx"`);
  }
  // "beach" in every 2nd post, other words by other strides, "zeppelin" in 1 of 10,007.
  await client.query(
    `insert into posts (city_id, user_id, content, created_at)
     select $1, $2,
       initcap(w[1 + g % 32]) || ' near the ' || w[1 + (g / 3) % 32] || ' and the '
         || w[1 + (g * 7) % 31] || ', number ' || g || '.'
         || case when g % 2 = 0 then ' Off to the beach.' else '' end
         || case when g % 10007 = 0 then ' A zeppelin flew over.' else '' end,
       now() - g * interval '1 second'
     from generate_series(1, $3::int) g, (select $4::text[] as w) words`,
    [cityId, userId, sizes.posts, words],
  );
  await client.query(
    `insert into marketplace_items
       (city_id, user_id, title, description, category, condition, price_cents, photos, created_at, updated_at)
     select $1, $2,
       initcap(w[1 + g % 32]) || ' ' || w[1 + (g / 5) % 32] || ' ' || g
         || case when g % 10007 = 0 then ' zeppelin model' else '' end,
       'A ' || w[1 + (g * 7) % 31] || ' find, number ' || g || ', collect near the '
         || case when g % 3 = 0 then 'beach' else w[1 + (g / 11) % 32] end || '.',
       ($3::text[])[1 + g % 7], ($4::text[])[1 + (g / 7) % 5],
       100 + (g * 7919) % 99900,
       jsonb_build_array(jsonb_build_object('key', 'bench-' || g || '.webp', 'thumbnailKey', 'bench-' || g || '-thumb.webp')),
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, $5::int) g, (select $6::text[] as w) words`,
    [cityId, userId, listingCategories, listingConditions, sizes.listings, words],
  );
  await client.query("set maintenance_work_mem = '256MB'");
  for (const source of sources) {
    for (const statement of searchIndexStatements(source)) await client.query(statement);
  }
  await client.query("vacuum analyze posts");
  await client.query("vacuum analyze marketplace_items");
  return cityId;
}

/** The statement the route runs for `q` (as a member: every section), with its parameters. */
async function searchStatement(cityId: string, q: string) {
  // The route runs it as a named statement on the pool (its plan kept per connection).
  let captured: { name: string; text: string; values: unknown[] } | undefined;
  const db = {
    $client: {
      query: async (statement: { name: string; text: string; values: unknown[] }) => {
        captured = statement;
        return { rows: [] };
      },
    },
  } as unknown as Db;
  const storage = { publicUrl: (key: string) => key } as unknown as Storage;
  await searchCity(
    { db, storage },
    {
      city: { id: cityId, slug: city },
      q,
      sort: "relevance",
      sources: searchSources(),
      paged: false,
    },
  );
  if (!captured) throw new Error(`no statement for "${q}"`);
  return captured;
}

const percentiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
};

const errors: string[] = [];

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  // A refusal (the statement timeout's 503 included) is counted, and fails the figure.
  if (!response.ok) errors.push(`${response.status} in ${ms.toFixed(0)} ms: ${url}`);
  return { ms, body, ok: response.ok };
}

export async function run(): Promise<BenchResult> {
  const server = await postgresServer();
  console.log(
    `  ${server.label}; ${sizes.posts} posts, ${sizes.listings} listings; ${samples} requests of each kind, alternating; read cache off (READ_CACHE_MS=0)`,
  );
  try {
    return await withScratchApps(server.url, "coastal_bench", async ({ client, startApp }) => {
      // The list page is measured against the database, not the page cache (decision 036).
      const app = await startApp({ READ_CACHE_MS: "0" });
      await client.connect();
      await signUp(app.url, email);
      const mail = await client.query('select text from outbox where "to" = $1', [email]);
      await followLink(verificationLinkIn(String(mail.rows[0]?.text)) ?? "");
      const userId = String(
        (await client.query("select id from users where email = $1", [email])).rows[0]?.id,
      );
      const started = Date.now();
      const cityId = await seed(client, userId);
      console.log(
        `  generated and indexed ${sizes.posts + sizes.listings} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      const headers = { cookie: await signIn(app.url, email) };
      const listUrl = `${app.url}/api/cities/${city}/marketplace-items`;
      const base = app.url;
      const searchUrl = (q: string) => `${base}/api/cities/${city}/search?q=${q}`;
      // Searches are limited to 60 a minute per account and 120 per address: the counters
      // are cleared between requests, outside the timing (the counting itself is timed).
      const clearLimits = () => client.query(`delete from throttles where key like 'rate:search%'`);

      for (const q of queries) {
        await clearLimits();
        const answer = await timed(searchUrl(q), headers);
        if (!answer.ok) {
          console.log(`  "${q}": ${errors.at(-1)}`);
          continue;
        }
        const reply = JSON.parse(Buffer.from(answer.body).toString()) as {
          sections: { section: string; results: { items: unknown[] } }[];
        };
        const found = reply.sections
          .map((s) => `${s.section} ${s.results.items.length}`)
          .join(", ");
        console.log(`  "${q}": ${found}`);
      }
      for (let i = 0; i < warmup; i++) {
        await clearLimits();
        await timed(listUrl, headers);
        await timed(searchUrl(queries[i % queries.length] ?? "beach"), headers);
      }
      const list: number[] = [];
      const search: number[] = [];
      const byQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
      for (let i = 0; i < samples; i++) {
        await clearLimits();
        const q = queries[i % queries.length] ?? "beach";
        list.push((await timed(listUrl, headers)).ms);
        const ms = (await timed(searchUrl(q), headers)).ms;
        search.push(ms);
        byQuery.get(q)?.push(ms);
      }

      // The floor: the route's own statement, straight to PostgreSQL over pg, named and
      // planned generically as the app's pool does (decision 021).
      const statements = await Promise.all(queries.map((q) => searchStatement(cityId, q)));
      await client.query("set plan_cache_mode = force_generic_plan");
      const direct: number[] = [];
      const directByQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
      for (let i = 0; i < samples + warmup; i++) {
        const statement = statements[i % statements.length];
        if (!statement) continue;
        const begun = performance.now();
        await client.query(statement);
        if (i < warmup) continue;
        direct.push(performance.now() - begun);
        directByQuery.get(queries[i % queries.length] ?? "")?.push(performance.now() - begun);
      }

      const listP = percentiles(list);
      const searchP = percentiles(search);
      const directP = percentiles(direct);
      console.log(
        `  list page p50 ${listP.p50.toFixed(2)} ms (p95 ${listP.p95.toFixed(2)}); search p50 ${searchP.p50.toFixed(2)} ms (p95 ${searchP.p95.toFixed(2)}); statement alone p50 ${directP.p50.toFixed(2)} ms (p95 ${directP.p95.toFixed(2)})`,
      );
      for (const [q, times] of byQuery) {
        const p = percentiles(times);
        const alone = percentiles(directByQuery.get(q) ?? []);
        console.log(
          `  search "${q}": p50 ${p.p50.toFixed(2)} ms, p95 ${p.p95.toFixed(2)} ms; statement alone p50 ${alone.p50.toFixed(2)} ms`,
        );
      }
      const figures: Figure[] = [
        figure("search: marketplace list page p50 (cache off)", listP.p50, "ms"),
        figure("search: city search p50, as a member", searchP.p50, "ms"),
        figure("search: city search p95, as a member", searchP.p95, "ms"),
        {
          ...figure("search: search statement alone on PostgreSQL p50", directP.p50, "ms"),
          caches: "n/a",
        },
        figure("search: search p50 / list page p50", searchP.p50 / listP.p50, "", {
          max: goal.searchOverList,
        }),
      ];
      if (errors.length) {
        console.log(`  ${errors.length} requests refused, the first: ${errors[0]}`);
        figures.push(figure("search: requests refused", errors.length, "", { max: 0 }));
      }
      return { ok: figures.every((f) => f.ok !== false), figures };
    });
  } finally {
    await server.stop();
  }
}
