import { eq, sql } from "drizzle-orm";
import { communityMessages } from "../../../contracts/communities.ts";
import type { Db } from "../../db/client.ts";
import { cities, memberships } from "../../db/schema.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/session.ts";

export type CityRow = typeof cities.$inferSelect;

/** The city of a /city/:city path, or a 404 "City not found". */
export async function findCity(db: Db, slug: string): Promise<CityRow> {
  const [city] = await db.select().from(cities).where(eq(cities.slug, slug.toLowerCase()));
  if (!city) throw notFound(communityMessages.cityNotFound);
  return city;
}

/**
 * The city of a members-only path, checked in the same query: 404 for an
 * unknown city, 403 (with `refusal`) unless the viewer is an active member or an admin.
 */
export async function findCityForMember(
  db: Db,
  slug: string,
  viewer: Viewer,
  refusal: string = communityMessages.membersOnly,
): Promise<CityRow> {
  // The outer column is spelled out: drizzle leaves columns unqualified in a
  // one-table query, and a bare "id" would resolve to the membership's id.
  const [row] = await db
    .select({
      city: cities,
      isMember: sql<boolean>`exists (select 1 from ${memberships} m
        where m.city_id = "cities"."id" and m.user_id = ${viewer.id} and m.status = 'active')`,
    })
    .from(cities)
    .where(eq(cities.slug, slug.toLowerCase()));
  if (!row) throw notFound(communityMessages.cityNotFound);
  if (!row.isMember && !viewer.isAdmin) throw forbidden(refusal);
  return row.city;
}
