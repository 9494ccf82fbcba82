// A city seeded like a real one (issue 37): members with sessions, posts with reactions
// and comments, marketplace listings, events, restaurants and shops, polls and
// conversations, all made inside the database by set-based statements (generate_series),
// never through the API. Search indexes are dropped and rebuilt once around the bulk
// inserts, as bench/search.ts does: one build instead of a million index updates.

import { priceRanges } from "../../contracts/business-parts-rules.ts";
import { listingCategories, listingConditions } from "../../contracts/marketplace.ts";
import { shopCategories } from "../../contracts/shopping-rules.ts";
import {
  searchIndexStatements,
  searchSource,
} from "../../server/features/search/search-sources.ts";

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface CitySize {
  members: number;
  posts: number;
  listings: number;
  events: number;
  businesses: number;
  polls: number;
}

/** The city; CITY_SCALE=small is a hundredth of it, for a quick run. */
export function citySize(scale: string): CitySize {
  const full: CitySize = {
    members: 50_000,
    posts: 1_000_000,
    listings: 100_000,
    events: 5_000,
    businesses: 4_000,
    polls: 200,
  };
  if (scale === "full") return full;
  const part = (n: number, least: number) => Math.max(least, Math.round(n / 100));
  return {
    // Enough people for the ramp to add: the members are cheap, the posts are not.
    members: 2_000,
    posts: part(full.posts, 10_000),
    listings: part(full.listings, 1_000),
    events: part(full.events, 100),
    businesses: part(full.businesses, 40),
    polls: part(full.polls, 10),
  };
}

// biome-ignore format: a word list
export const cityWords = [
  "beach", "market", "weather", "waves", "coffee", "sunset", "bike", "garden",
  "surfboard", "surfing", "café", "jalapeño", "crème", "señora", "kayak", "school",
  "music", "festival", "dog", "lamp", "sofa", "paddle", "tide", "harbour",
  "library", "bakery", "yoga", "traffic", "ferry", "museum", "pizza", "lighthouse",
];

/** Member n (1-based): their id and their session's token. */
export const memberId = (n: number) => `city-${n}`;
export const memberToken = (n: number) => `city-token-${n}`;

/** Member n's conversation partner: members pair up (1 with 2, 3 with 4, ...). */
export const partnerOf = (n: number) => (n % 2 === 1 ? n + 1 : n - 1);

async function step(label: string, work: () => Promise<unknown>) {
  const started = Date.now();
  await work();
  console.log(`    ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

export async function seedCity(query: Query, citySlug: string, size: CitySize) {
  const city = await query("select id from cities where slug = $1", [citySlug]);
  const cityId = city.rows[0]?.id;
  if (!cityId) throw new Error(`no city ${citySlug}`);
  const n = size.members;
  // Authors, sellers and organisers spread over the members by a stride.
  const someone = (column: string) => `'city-' || (1 + (${column}::bigint * 7919) % ${n})`;

  await step(`${n} members with profiles, memberships and sessions`, async () => {
    await query(
      `insert into users (id, name, email, email_verified, created_at)
       select 'city-' || g, 'Member ' || g, 'city.' || g || '@example.com', true, now() - interval '400 days'
       from generate_series(1, $1::int) g`,
      [n],
    );
    await query(
      "insert into profiles (id, username) select 'city-' || g, 'member_' || g from generate_series(1, $1::int) g",
      [n],
    );
    await query(
      "insert into memberships (user_id, city_id) select 'city-' || g, $2 from generate_series(1, $1::int) g",
      [n, cityId],
    );
    await query(
      `insert into sessions (id, token, user_id, expires_at)
       select 'city-' || g, 'city-token-' || g, 'city-' || g, now() + interval '30 days'
       from generate_series(1, $1::int) g`,
      [n],
    );
  });

  const sources = [searchSource("posts"), searchSource("marketplace")].flatMap((s) =>
    s ? [s] : [],
  );
  for (const source of sources) {
    await query(`drop index if exists "${source.table}_search_document_idx"`);
    await query(`drop index if exists "${source.table}_search_name_idx"`);
  }
  await step(`${size.posts} posts over the last year`, () =>
    query(
      `insert into posts (city_id, user_id, content, created_at)
       select $1, ${someone("g")},
         initcap(w[1 + g % 32]) || ' near the ' || w[1 + (g / 3) % 32] || ' and the '
           || w[1 + (g * 7) % 31] || ', number ' || g || '.',
         now() - g * (interval '365 days' / $2::int)
       from generate_series(1, $2::int) g, (select $3::text[] as w) words`,
      [cityId, size.posts, cityWords],
    ),
  );
  const recent = Math.min(size.posts, Math.max(1000, size.posts / 5));
  await step(`reactions and comments on the newest ${recent} posts`, async () => {
    await query(
      `insert into post_reactions (post_id, user_id, reaction_type)
       select p.id, 'city-' || (1 + (p.n * 31 + k * 977) % ${n}), 'like'
       from (select id, row_number() over (order by created_at desc) as n from posts
             where city_id = $1 order by created_at desc limit $2) p,
            generate_series(1, 2) k
       on conflict do nothing`,
      [cityId, recent],
    );
    await query(
      `insert into post_comments (post_id, user_id, content, created_at)
       select p.id, 'city-' || (1 + (p.n * 13) % ${n}), 'Nice one, see you at the ' || ($3::text[])[1 + p.n % 32],
              p.created_at + interval '5 minutes'
       from (select id, created_at, row_number() over (order by created_at desc) as n from posts
             where city_id = $1 order by created_at desc limit $2) p`,
      [cityId, recent / 2, cityWords],
    );
  });
  await step(`${size.listings} marketplace listings`, () =>
    query(
      `insert into marketplace_items
         (city_id, user_id, title, description, category, condition, price_cents, photos, created_at, updated_at)
       select $1, ${someone("g")},
         initcap(w[1 + g % 32]) || ' ' || w[1 + (g / 5) % 32] || ' ' || g,
         'A ' || w[1 + (g * 7) % 31] || ' find, number ' || g || ', collect near the ' || w[1 + (g / 11) % 32] || '.',
         ($2::text[])[1 + g % 7], ($3::text[])[1 + (g / 7) % 5],
         100 + (g * 7919) % 99900,
         jsonb_build_array(jsonb_build_object('key', 'bench-' || g || '.webp', 'thumbnailKey', 'bench-' || g || '-thumb.webp')),
         now() - g * interval '5 minutes', now() - g * interval '5 minutes'
       from generate_series(1, $4::int) g, (select $5::text[] as w) words`,
      [cityId, listingCategories, listingConditions, size.listings, cityWords],
    ),
  );
  await query("set maintenance_work_mem = '256MB'");
  await step("search indexes rebuilt", async () => {
    for (const source of sources) {
      for (const statement of searchIndexStatements(source)) await query(statement);
    }
  });
  await step(`${size.events} events (half past, half in the next four months)`, () =>
    query(
      `insert into events (city_id, organiser_id, title, description, venue, address, starts_at, ends_at)
       select $1, ${someone("g")}, initcap(w[1 + g % 32]) || ' meet-up ' || g,
         'Come along to the ' || w[1 + (g / 3) % 32] || ' by the ' || w[1 + (g * 7) % 31] || '.',
         'The ' || initcap(w[1 + g % 32]) || ' hall', g || ' Ocean Drive',
         now() + (g - $2::int / 2) * (interval '120 days' / $2::int),
         now() + (g - $2::int / 2) * (interval '120 days' / $2::int) + interval '2 hours'
       from generate_series(1, $2::int) g, (select $3::text[] as w) words`,
      [cityId, size.events, cityWords],
    ),
  );
  await step(`${size.businesses} restaurants and shops`, async () => {
    for (const [table, kinds] of [
      ["restaurants", ["Seafood", "Italian", "Cafe", "Mexican", "Thai"]],
      ["shops", shopCategories],
    ] as const) {
      await query(
        `insert into ${table} (city_id, user_id, name, description, ${table === "restaurants" ? "cuisine" : "category"}, price_range, address, phone, hours)
         select $1, ${someone("g")}, initcap(w[1 + g % 32]) || ' ' || initcap(w[1 + (g / 3) % 32]) || ' ' || g,
           'Friendly place near the ' || w[1 + (g * 7) % 31] || '.', ($3::text[])[1 + g % cardinality($3::text[])],
           ($4::text[])[1 + g % 4], g || ' Main Street', '+1 305 555 ' || lpad((g % 10000)::text, 4, '0'), 'Mon-Sun 9-17'
         from generate_series(1, $2::int) g, (select $5::text[] as w) words`,
        [cityId, size.businesses / 2, kinds, priceRanges, cityWords],
      );
    }
  });
  await step(`${size.polls} polls`, () =>
    query(
      `insert into polls (city_id, question, options, created_by, created_at)
       select $1, 'Where should the next ' || w[1 + g % 32] || ' day be?',
         array['The beach', 'The harbour', 'The park', 'The library'], ${someone("g")},
         now() - g * interval '1 hour'
       from generate_series(1, $2::int) g, (select $3::text[] as w) words`,
      [cityId, size.polls, cityWords],
    ),
  );
  await step(`${n / 2} conversations with 10 messages each`, async () => {
    await query(
      `insert into conversations (user_low, user_high, pair_key, city_id, started_by, last_message_at)
       select least(a, b), greatest(a, b), least(a, b) || ':' || greatest(a, b), $2, a, now() - interval '1 hour'
       from (select 'city-' || (2 * g - 1) as a, 'city-' || (2 * g) as b from generate_series(1, $1::int) g) pairs`,
      [Math.floor(n / 2), cityId],
    );
    await query(
      `insert into conversation_members (conversation_id, user_id, last_read_at)
       select c.id, u, now() from conversations c, unnest(array[c.user_low, c.user_high]) u
       where c.pair_key like 'city-%'`,
    );
    await query(
      `insert into messages (conversation_id, author_id, text, created_at)
       select c.id, case when k % 2 = 0 then c.user_low else c.user_high end,
              'Earlier message ' || k, now() - interval '1 hour' - k * interval '1 minute'
       from conversations c, generate_series(1, 10) k where c.pair_key like 'city-%'`,
    );
  });
  await step("vacuum analyze", () => query("vacuum analyze"));
}

/**
 * A cached city is reused days later: its sessions are made fresh (a session older than
 * the longest a session may live is ended by the app), and so are the rate-limit counters.
 */
export async function freshenCity(query: Query) {
  await query(
    `update sessions set created_at = now(), updated_at = now(), expires_at = now() + interval '30 days'
     where id like 'city-%'`,
  );
  await query("delete from throttles where key like 'rate:%'");
}
