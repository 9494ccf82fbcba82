import { eq } from "drizzle-orm";
import { communityMessages } from "../../../contracts/communities.ts";
import type { Db } from "../../db/client.ts";
import { cities } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

export type CityRow = typeof cities.$inferSelect;

/** The city of a /city/:city path, or a 404 "City not found". */
export async function findCity(db: Db, slug: string): Promise<CityRow> {
  const [city] = await db.select().from(cities).where(eq(cities.slug, slug.toLowerCase()));
  if (!city) throw notFound(communityMessages.cityNotFound);
  return city;
}
