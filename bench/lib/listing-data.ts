// Marketplace cities of any size, generated inside the database (generate_series).
import { listingCategories, listingConditions } from "../../contracts/marketplace.ts";

type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const words = [
  "teak",
  "vintage",
  "surf",
  "kids",
  "garden",
  "leather",
  "oak",
  "retro",
  "camping",
  "studio",
];

/** A seller with a profile (no password: the list pages are public). */
export async function benchSeller(query: Query): Promise<string> {
  const id = "bench-seller";
  await query(
    `insert into users (id, name, email, email_verified) values ($1, 'bench', 'bench.seller@example.com', true)
     on conflict do nothing`,
    [id],
  );
  await query(
    "insert into profiles (id, username) values ($1, 'bench.seller') on conflict do nothing",
    [id],
  );
  return id;
}

/**
 * Gives `citySlug` `count` listings, one a minute back in time, cycling through
 * the categories and conditions, prices 1.00 to 999.99, a word from a small set
 * in every title and description, and one photo each (as the cards show one).
 */
export async function fillMarketplace(
  query: Query,
  options: { citySlug: string; userId: string; count: number },
) {
  const city = await query("select id from cities where slug = $1", [options.citySlug]);
  const cityId = city.rows[0]?.id;
  if (!cityId) throw new Error(`no city ${options.citySlug}`);
  await query(
    `insert into marketplace_items
       (city_id, user_id, title, description, category, condition, price_cents, photos, created_at, updated_at)
     select $1, $2,
       initcap(($5::text[])[1 + g % 10]) || ' item ' || g,
       'A ' || ($5::text[])[1 + (g / 10) % 10] || ' find in good shape, number ' || g || ', collect nearby.',
       ($3::text[])[1 + g % 7], ($4::text[])[1 + (g / 7) % 5],
       100 + (g * 7919) % 99900,
       jsonb_build_array(jsonb_build_object('key', 'bench-' || g || '.webp', 'thumbnailKey', 'bench-' || g || '-thumb.webp')),
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, $6::int) g`,
    [cityId, options.userId, listingCategories, listingConditions, words, options.count],
  );
  await query("analyze marketplace_items");
}
