import { and, asc, count, eq } from "drizzle-orm";
import type { City } from "../../../contracts/communities.ts";
import type { Db } from "../../db/client.ts";
import { cities, membershipRequests, memberships } from "../../db/schema.ts";

/** Cities with the viewer's standing in each ("none" for visitors); optionally one slug. */
export async function listCities(db: Db, viewerId: string | null, slug?: string): Promise<City[]> {
  const rows = await db
    .select({
      slug: cities.slug,
      name: cities.name,
      tagline: cities.tagline,
      timeZone: cities.timeZone,
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
  return rows.map(({ membershipId, requestId, ...city }) => ({
    ...city,
    viewerStatus: membershipId ? "member" : requestId ? "pending" : "none",
  }));
}

export async function countMembers(db: Db, cityId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.cityId, cityId), eq(memberships.status, "active")));
  return row?.value ?? 0;
}
