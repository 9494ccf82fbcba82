import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  sql,
} from "drizzle-orm";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { DigestPreview } from "../../../contracts/notifications.ts";
import { postPath } from "../../../contracts/post-path.ts";
import type { Db } from "../../db/client.ts";
import {
  cities,
  digestRuns,
  digestSends,
  events,
  marketplaceItems,
  memberships,
  postReactions,
  posts,
  propertyListings,
} from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import { type Digest, digestMail } from "./digest-mail.ts";
import { emailRecipients } from "./notification-emails.service.ts";
import { mailLanguage } from "./notification-mail.ts";
import { unsubscribeUrl } from "./unsubscribe-token.ts";

type CityRow = typeof cities.$inferSelect;
const day = 86_400_000;
const perSection = 5;
/** The digest goes out from Monday at this hour, the city's own time. */
export const digestHour = 8;
/** Two-key advisory locks: this namespace, then the hash of "city:week". */
const lockNamespace = 13_031;

/**
 * The week of a city: its most reacted posts, new listings and properties in
 * the 7 days before `now` (the moment the digest is due), and events ahead.
 * Events start from `sentAt` when a late run sends it, so none already past is offered.
 */
export async function buildDigest(
  db: Db,
  input: { city: CityRow; now: Date; baseUrl: string; sentAt?: Date },
): Promise<Digest> {
  const { city, now, baseUrl } = input;
  const weekAgo = new Date(now.getTime() - 7 * day);
  const eventsFrom = input.sentAt && input.sentAt > now ? input.sentAt : now;
  const cityUrl = `${baseUrl}/city/${city.slug}`;
  const reactions = count(postReactions.postId);
  const topPosts = await db
    .select({ id: posts.id, content: posts.content, warning: posts.contentWarning, reactions })
    .from(posts)
    .innerJoin(postReactions, eq(postReactions.postId, posts.id))
    .where(and(eq(posts.cityId, city.id), gte(posts.createdAt, weekAgo), lt(posts.createdAt, now)))
    .groupBy(posts.id)
    .orderBy(desc(reactions), desc(posts.createdAt))
    .limit(perSection);
  const listings = await newestListed(db, marketplaceItems, { cityId: city.id, weekAgo, now });
  const properties = await newestListed(db, propertyListings, { cityId: city.id, weekAgo, now });
  const upcoming = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, venue: events.venue })
    .from(events)
    .where(
      and(
        eq(events.cityId, city.id),
        isNull(events.cancelledAt),
        gte(events.startsAt, eventsFrom),
        lt(events.startsAt, new Date(now.getTime() + 14 * day)),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(perSection);

  return {
    city,
    posts: topPosts.map((post) => ({ ...post, url: `${baseUrl}${postPath(city.slug, post.id)}` })),
    listings: listings.map((item) => ({ ...item, url: `${cityUrl}/marketplace/${item.id}` })),
    properties: properties.map((item) => ({ ...item, url: `${cityUrl}/property/${item.id}` })),
    events: upcoming.map((event) => ({ ...event, url: `${cityUrl}/events/${event.id}` })),
    empty: topPosts.length + listings.length + properties.length + upcoming.length === 0,
  };
}

/** A directory's newest entries of the week (marketplace and properties share their columns). */
function newestListed(
  db: Db,
  table: typeof marketplaceItems | typeof propertyListings,
  window: { cityId: string; weekAgo: Date; now: Date },
) {
  return db
    .select({ id: table.id, title: table.title, cents: table.priceCents })
    .from(table)
    .where(
      and(
        eq(table.cityId, window.cityId),
        gte(table.createdAt, window.weekAgo),
        lt(table.createdAt, window.now),
      ),
    )
    .orderBy(desc(table.createdAt))
    .limit(perSection);
}

/**
 * The admin's preview: this week's digest of a city as its members would get it, in the
 * admin's language (a Spanish member gets the Spanish one). The city
 * is looked up here rather than through communities, which imports this feature to notify.
 */
export async function previewDigest(
  context: Pick<AppContext, "db" | "settings">,
  slug: string,
  now = new Date(),
  language: Language = "en",
): Promise<DigestPreview> {
  const [city] = await context.db.select().from(cities).where(eq(cities.slug, slug.toLowerCase()));
  if (!city) throw notFound(communityMessages.cityNotFound);
  const digest = await buildDigest(context.db, { city, now, baseUrl: context.settings.BASE_URL });
  const mail = digestMail(digest, {
    to: "member@example.com",
    language,
    cityUrl: `${context.settings.BASE_URL}/city/${city.slug}`,
    unsubscribe: `${context.settings.BASE_URL}/api/unsubscribe?token=preview`,
  });
  return {
    city: city.slug,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    empty: digest.empty,
  };
}

export type DigestContext = Pick<AppContext, "db" | "mailer" | "settings"> & {
  pool: AppContext["database"]["pool"];
};

/**
 * Sends every city's weekly digest that is due (from Monday 08:00, the city's
 * time) and not finished. Safe to call from every instance at once, as often
 * as wanted: a finished week is one cheap query. Returns the mails sent.
 */
export async function runDueDigests(context: DigestContext, now = new Date()): Promise<number> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${cities.timeZone})`;
  const week = sql<string>`to_char(${local}, 'IYYY-"W"IW')`;
  // The moment this week's digest fell due: Monday 08:00 in the city, as an instant.
  const dueAt = sql<string>`((date_trunc('week', ${local}) + make_interval(hours => ${digestHour}))
    at time zone ${cities.timeZone})`.mapWith((value: string | Date) => new Date(value));
  const due = await context.db
    .select({ city: cities, week, dueAt })
    .from(cities)
    .where(
      and(
        sql`(extract(isodow from ${local}) > 1 or extract(hour from ${local}) >= ${digestHour})`,
        sql`not exists (select 1 from ${digestRuns} r where r.city_id = ${cities.id}
          and r.week = ${week} and r.finished_at is not null)`,
      ),
    );
  let sent = 0;
  for (const { city, week: cityWeek, dueAt: cityDueAt } of due) {
    sent += await sendCityDigest(context, { city, week: cityWeek, dueAt: cityDueAt, now });
  }
  return sent;
}

/**
 * One city's digest for one week, under a session advisory lock so one instance
 * sends it while the others skip. Each recipient's row is written before the mail
 * goes to SMTP and stamped after: a later run (after a crash or restart) skips
 * stamped recipients and sends to the rest. The run is finished once all are stamped.
 * However late it runs (an instance down over Monday morning), the digest is the one
 * due at `dueAt`: the week before it, for those who were members then (decision 030).
 */
export async function sendCityDigest(
  context: DigestContext,
  input: { city: CityRow; week: string; dueAt: Date; now: Date },
): Promise<number> {
  const { db, settings } = context;
  const { city, week } = input;
  const lockKey = `${city.id}:${week}`;
  const client = await context.pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock($1, hashtext($2)) as locked",
      [lockNamespace, lockKey],
    );
    if (!rows[0]?.locked) return 0;
    try {
      await db.insert(digestRuns).values({ cityId: city.id, week }).onConflictDoNothing();
      const [run] = await db
        .select({ finishedAt: digestRuns.finishedAt })
        .from(digestRuns)
        .where(and(eq(digestRuns.cityId, city.id), eq(digestRuns.week, week)));
      if (run?.finishedAt) return 0;
      const digest = await buildDigest(db, {
        city,
        now: input.dueAt,
        sentAt: input.now,
        baseUrl: settings.BASE_URL,
      });
      let sent = 0;
      let failed = 0;
      if (!digest.empty) {
        const stamped = db
          .select({ id: digestSends.userId })
          .from(digestSends)
          .where(
            and(
              eq(digestSends.cityId, city.id),
              eq(digestSends.week, week),
              isNotNull(digestSends.sentAt),
            ),
          );
        const members = await db
          .select({ id: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.cityId, city.id),
              lte(memberships.joinedAt, input.dueAt),
              notInArray(memberships.userId, stamped),
            ),
          );
        const recipients = await emailRecipients(
          db,
          members.map((member) => member.id),
          "weekly_digest",
        );
        for (const person of recipients) {
          const key = and(
            eq(digestSends.cityId, city.id),
            eq(digestSends.week, week),
            eq(digestSends.userId, person.id),
          );
          await db
            .insert(digestSends)
            .values({ cityId: city.id, week, userId: person.id })
            .onConflictDoNothing();
          try {
            await context.mailer.send(
              digestMail(digest, {
                to: person.email,
                language: mailLanguage(person.language),
                cityUrl: `${settings.BASE_URL}/city/${city.slug}`,
                unsubscribe: unsubscribeUrl(settings, { userId: person.id, kind: "weekly_digest" }),
              }),
            );
          } catch (error) {
            failed++;
            console.error(`weekly digest: ${city.slug} mail failed: ${(error as Error).message}`);
            continue;
          }
          await db.update(digestSends).set({ sentAt: sql`now()` }).where(key);
          sent++;
        }
      }
      // A failed mail leaves the week open: the next run sends to whoever is left.
      if (failed === 0) {
        const [{ n } = { n: 0 }] = await db
          .select({ n: count() })
          .from(digestSends)
          .where(and(eq(digestSends.cityId, city.id), eq(digestSends.week, week)));
        await db
          .update(digestRuns)
          .set({ finishedAt: sql`now()`, recipients: n })
          .where(and(eq(digestRuns.cityId, city.id), eq(digestRuns.week, week)));
      }
      return sent;
    } finally {
      await client.query("select pg_advisory_unlock($1, hashtext($2))", [lockNamespace, lockKey]);
    }
  } finally {
    client.release();
  }
}
