// Members of one city with sessions straight in the database, and their signed
// session cookies, for benches that open many live streams.
import { createHmac } from "node:crypto";
import type pg from "pg";

/** better-auth's signed session cookie (better-call's signCookieValue: HMAC-SHA256, base64). */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `streams / streamsPerUser` members of `city`, each with `streamsPerUser`
 * sessions (below the cap of 6 streams per user and instance, as a few tabs and
 * devices each); returns one Cookie header per stream. `prefix` keeps the ids
 * of two calls on one database apart.
 */
export async function seedStreamMembers(
  client: pg.Client,
  options: {
    streams: number;
    streamsPerUser: number;
    city: string;
    secret: string;
    prefix: string;
    /** How long ago the accounts were made (0: now), for limits on new accounts. */
    accountAgeDays?: number;
  },
): Promise<string[]> {
  const { streamsPerUser, city, prefix, accountAgeDays = 0 } = options;
  const users = Math.ceil(options.streams / streamsPerUser);
  await client.query(
    `insert into users (id, name, email, email_verified, created_at)
     select $2 || g, $2 || g, $2 || g || '@example.com', true, now() - make_interval(days => $3::int)
     from generate_series(1, $1::int) g`,
    [users, prefix, accountAgeDays],
  );
  await client.query(
    `insert into profiles (id, username) select $2 || g, replace($2, '-', '_') || g from generate_series(1, $1::int) g`,
    [users, prefix],
  );
  await client.query(
    `insert into memberships (user_id, city_id)
     select $3 || g, (select id from cities where slug = $2) from generate_series(1, $1::int) g`,
    [users, city, prefix],
  );
  await client.query(
    `insert into sessions (id, token, user_id, expires_at)
     select $3 || u || '-' || s, $3 || 'token-' || u || '-' || s, $3 || u, now() + interval '1 day'
     from generate_series(1, $1::int) u, generate_series(1, $2::int) s`,
    [users, streamsPerUser, prefix],
  );
  return streamCookies(options);
}

/** The Cookie headers seedStreamMembers returns for the same options, without a database. */
export function streamCookies(options: {
  streams: number;
  streamsPerUser: number;
  secret: string;
  prefix: string;
}): string[] {
  const { streamsPerUser, secret, prefix } = options;
  const users = Math.ceil(options.streams / streamsPerUser);
  const cookies: string[] = [];
  for (let u = 1; u <= users; u++) {
    for (let s = 1; s <= streamsPerUser; s++) {
      cookies.push(sessionCookie(`${prefix}token-${u}-${s}`, secret));
    }
  }
  return cookies.slice(0, options.streams);
}
