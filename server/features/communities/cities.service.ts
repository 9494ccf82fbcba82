import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { type City, communityMessages, type Member } from "../../../contracts/communities.ts";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { cities, membershipRequests, memberships, profiles, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound, type Said } from "../../platform/http/errors.ts";

export type CityRow = typeof cities.$inferSelect;

/**
 * The city of a slug, a named statement: nearly every route under /api/cities/:city asks it
 * first, and building it with drizzle and planning it each time cost more than running it.
 */
const cityBySlug = (db: Db) =>
  preparedOnce(db, "city_by_slug", () =>
    db
      .select()
      .from(cities)
      .where(eq(cities.slug, sql.placeholder("slug")))
      .prepare("city_by_slug"),
  );

/** The city of a /city/:city path, or a 404 "City not found" (or the form's own words). */
export async function findCity(
  db: Db,
  slug: string,
  missing: Said = communityMessages.cityNotFound,
): Promise<CityRow> {
  const [city] = await cityBySlug(db).execute({ slug: slug.toLowerCase() });
  if (!city) throw notFound(missing);
  return city;
}

/** Cities with the viewer's standing in each ("none" for visitors); optionally one slug. */
export async function listCities(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  viewerId: string | null,
  slug?: string,
): Promise<City[]> {
  const rows = await db
    .select({
      slug: cities.slug,
      name: cities.name,
      tagline: cities.tagline,
      timeZone: cities.timeZone,
      locale: cities.locale,
      currency: cities.currency,
      coverKey: cities.coverThumbnailKey,
      membershipId: memberships.id,
      requestId: membershipRequests.id,
    })
    .from(cities)
    .leftJoin(
      memberships,
      and(eq(memberships.cityId, cities.id), eq(memberships.userId, viewerId ?? "")),
    )
    .leftJoin(
      membershipRequests,
      and(
        eq(membershipRequests.cityId, cities.id),
        eq(membershipRequests.userId, viewerId ?? ""),
        eq(membershipRequests.status, "pending"),
      ),
    )
    .where(slug ? eq(cities.slug, slug.toLowerCase()) : undefined)
    .orderBy(asc(cities.createdAt), asc(cities.name));
  const now = new Date();
  return rows.map(({ membershipId, requestId, coverKey, ...city }) => ({
    ...city,
    utcOffsetMinutes: utcOffsetMinutes(city.timeZone, now),
    coverUrl: coverKey ? storage.publicUrl(coverKey) : null,
    viewerStatus: membershipId ? "member" : requestId ? "pending" : "none",
  }));
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset from UTC at `date`, in minutes ("GMT+10:00" is 600); 0 for a zone Node does not know. */
export function utcOffsetMinutes(timeZone: string, date: Date): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    } catch {
      return 0;
    }
    // One per city's zone, and cities are few: the map stays small.
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(date).find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0; // "GMT" alone: UTC itself
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** A city's active members; a banned account is not one (issue 28), whatever its membership row says. */
const activeMemberOf = (cityId: string) =>
  and(eq(memberships.cityId, cityId), eq(memberships.status, "active"), eq(user.banned, false));

export async function countMembers(db: Db, cityId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(activeMemberOf(cityId));
  return row?.value ?? 0;
}

/** A city's active members, newest first; banned accounts left out. */
export async function listMembers(db: Db, cityId: string): Promise<Member[]> {
  const rows = await db
    .select({
      userId: memberships.userId,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      joinedAt: memberships.joinedAt,
    })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(activeMemberOf(cityId))
    .orderBy(desc(memberships.joinedAt))
    .limit(200);
  return rows.map((m) => ({ ...m, joinedAt: new Date(m.joinedAt).toISOString() }));
}
