// Builds big cities fast: generate_series inside the database, no row-by-row inserts.
import { encodeCursor } from "../../server/db/keyset-cursor.ts";

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Makes `userId` an active member of `citySlug` and gives the city `count` posts, one a
 * second back in time.
 */
export async function fillCity(
  query: Query,
  options: {
    citySlug: string;
    userId: string;
    count: number;
    /** Photo sets and link cards on some posts (richPosts); their files do not exist. */
    rich?: boolean;
  },
) {
  const city = await query("select id from cities where slug = $1", [options.citySlug]);
  const cityId = city.rows[0]?.id;
  if (!cityId) throw new Error(`no city ${options.citySlug}`);
  await query("insert into memberships (user_id, city_id) values ($1, $2) on conflict do nothing", [
    options.userId,
    cityId,
  ]);
  await query(
    `insert into posts (city_id, user_id, content, created_at)
     select $1, $2, 'Benchmark post number ' || g || ' about the waves, the markets and the weather.',
            now() - g * interval '1 second'
     from generate_series(1, $3::int) g`,
    [cityId, options.userId, options.count],
  );
  if (options.rich) await richPosts(query, String(cityId));
  // Vacuumed as well as analysed: otherwise autovacuum visits the new rows during the
  // load rounds, on one cluster and not the other.
  await query("vacuum analyze posts");
  await query("vacuum analyze post_photos");
  await query("vacuum analyze post_link_previews");
  return cityId as string;
}

/** The cursor a client would hold after scrolling to `offset` posts deep. */
export async function cursorAt(query: Query, cityId: string, offset: number) {
  const row = await query(
    `select (extract(epoch from created_at) * 1000000)::bigint::text as micros, id
     from posts where city_id = $1 order by created_at desc, id desc offset $2 limit 1`,
    [cityId, offset],
  );
  const found = row.rows[0];
  if (!found) throw new Error(`no post at offset ${offset}`);
  return encodeCursor(String(found.micros), String(found.id));
}

/**
 * What a real feed carries since issue 35, so its page is measured with it: every fourth
 * post has a set of three photos with descriptions, every fifth a link card. The files
 * are not there; a page carries only their keys and sizes.
 */
async function richPosts(query: Query, cityId: string) {
  await query(
    `insert into post_photos (post_id, position, image_key, thumbnail_key, width, height, alt)
     select p.id, n, 'bench-' || p.id || '-' || n || '.webp', 'bench-' || p.id || '-' || n || '-thumb.webp',
            1600, 1200, 'Photo ' || (n + 1) || ' of the morning swell'
     from (select id, row_number() over (order by created_at desc) as i from posts where city_id = $1) p,
          generate_series(0, 2) n
     where p.i % 4 = 0`,
    [cityId],
  );
  await query(
    `insert into link_previews (url, status, title, description, site_name, image_key, image_width, image_height)
     values ('https://news.example/harbour', 'ok', 'Harbour clean-up & picnic',
             'Bring gloves; we bring lunch.', 'Bay News', 'bench-card.webp', 1200, 630)
     on conflict (url) do nothing`,
  );
  await query(
    `insert into post_link_previews (post_id, url)
     select id, 'https://news.example/harbour'
     from (select id, row_number() over (order by created_at desc) as i from posts where city_id = $1) p
     where p.i % 5 = 0`,
    [cityId],
  );
}
