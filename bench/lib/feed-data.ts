// Builds big cities fast: generate_series inside the database, no row-by-row inserts.
import { encodeCursor } from "../../server/db/keyset-cursor.ts";

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Makes `userId` an active member of `citySlug` and gives the city `count` posts, one a second back in time. */
export async function fillCity(
  query: Query,
  options: { citySlug: string; userId: string; count: number },
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
  // Vacuumed as well as analysed: otherwise autovacuum visits the new rows during the
  // load rounds, on one cluster and not the other.
  await query("vacuum analyze posts");
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
