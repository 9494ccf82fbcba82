import { eq, sql } from "drizzle-orm";
import { communityMessages } from "../../../contracts/communities.ts";
import type { Db } from "../../db/client.ts";
import { cities, memberships } from "../../db/schema.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";
import type { CityRow } from "./cities.service.ts";

/** A city as a path names it (`/cities/:city`) or as a row points at it (a post's `cityId`). */
export type CityKey = { slug: string } | { id: string };

/** The city and whether `userId` is an active member of it, in one query; null for no such city. */
async function findCityWithStanding(db: Db, key: CityKey, userId: string) {
  // The outer column is spelled out: drizzle leaves columns unqualified in a
  // one-table query, and a bare "id" would resolve to the membership's id.
  const [row] = await db
    .select({
      city: cities,
      isMember: sql<boolean>`exists (select 1 from ${memberships} m
        where m.city_id = "cities"."id" and m.user_id = ${userId} and m.status = 'active')`,
    })
    .from(cities)
    .where("slug" in key ? eq(cities.slug, key.slug.toLowerCase()) : eq(cities.id, key.id));
  return row ?? null;
}

/**
 * Members-only content (product decision 9): the city, or 404 for an unknown
 * one and 403 (with `refusal`) unless the viewer is an active member of it or
 * an admin, who may look at every city.
 */
export async function requireCityMember(
  db: Db,
  viewer: Viewer,
  city: CityKey,
  refusal: string = communityMessages.membersOnly,
): Promise<CityRow> {
  const found = await findCityWithStanding(db, city, viewer.id);
  if (!found) throw notFound(communityMessages.cityNotFound);
  if (!found.isMember && !viewer.isAdmin) throw forbidden(refusal);
  return found.city;
}

/** Whether `userId` is an active member of the city; being an admin does not make one. */
export async function isCityMember(db: Db, userId: string, city: CityKey): Promise<boolean> {
  return (await findCityWithStanding(db, city, userId))?.isMember ?? false;
}

/** Who may remove what someone wrote in a city (a post, a comment): its author or an admin. */
export const canModerate = (viewer: Viewer, authorId: string | null) =>
  viewer.id === authorId || viewer.isAdmin;
