import { eq, getTableColumns, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { communityMessages } from "../../../contracts/communities.ts";
import type { Db } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { cities } from "../../db/schema.ts";
import { notFound } from "../../platform/http/errors.ts";
import {
  type Actor,
  actorFor,
  actorLoaded,
  rememberActor,
  standingColumns,
} from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import { type CityRow, findCity } from "./cities.service.ts";

/**
 * The city of a slug and the standing of a user (no one, for a visitor's null): one named
 * statement, so a route under a city pays one round trip for both, not two at once.
 */
const cityAndStanding = (db: Db) =>
  preparedOnce(db, "city_and_standing", () =>
    db
      .select({ city: getTableColumns(cities), ...standingColumns(sql.placeholder("viewer")) })
      .from(cities)
      .where(eq(cities.slug, sql.placeholder("slug")))
      .prepare("city_and_standing"),
  );

/**
 * The first two steps of a route under /api/cities/:city: the city the path names
 * (404 when there is none, before any 403) and who is asking.
 */
export async function cityAndActor(
  db: Db,
  request: FastifyRequest<{ Params: { city: string } }>,
  viewer: Viewer | null,
): Promise<{ city: CityRow; actor: Actor }> {
  if (actorLoaded(request)) {
    const [city, actor] = await Promise.all([
      findCity(db, request.params.city),
      actorFor(db, request, viewer),
    ]);
    return { city, actor };
  }
  const [row] = await cityAndStanding(db).execute({
    slug: request.params.city.toLowerCase(),
    viewer: viewer?.id ?? null,
  });
  if (!row) throw notFound(communityMessages.cityNotFound);
  const actor = await rememberActor(db, request, viewer, row);
  return { city: row.city, actor };
}
