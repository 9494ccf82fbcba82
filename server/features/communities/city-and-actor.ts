import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { type Actor, actorFor } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import { type CityRow, findCity } from "./cities.service.ts";

/**
 * The first two steps of a route under /api/cities/:city: the city the path names
 * (404 when there is none, before any 403) and who is asking, read in parallel.
 */
export async function cityAndActor(
  db: Db,
  request: FastifyRequest<{ Params: { city: string } }>,
  viewer: Viewer | null,
): Promise<{ city: CityRow; actor: Actor }> {
  const [city, actor] = await Promise.all([
    findCity(db, request.params.city),
    actorFor(db, request, viewer),
  ]);
  return { city, actor };
}
