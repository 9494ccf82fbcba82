import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { searchMessages, searchQuerySchema, searchReplySchema } from "../../../contracts/search.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { enforceRateLimits } from "../../platform/http/rate-limit.ts";
import { assertCan, can } from "../../policies/can.ts";
import { getViewer } from "../../session/session.ts";
import { cityAndActor } from "../communities/city-and-actor.ts";
import { searchCity } from "./search.service.ts";
import { searchSource, searchSources } from "./search-sources.ts";

const tags = ["search"];

export async function searchRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/cities/:city/search",
    {
      schema: {
        tags,
        summary:
          "Search a city: posts and members for its members, listings, places and events for anyone; grouped by section, or one section paged",
        params: citySlugParams,
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(auth, request);
      // Per address for everyone, and per account for the signed-in (decision 073), counted
      // while the city and the viewer's standing are read (decision 091): two round trips
      // at once (both counts in one statement, the city and the standing in another)
      // instead of in a row. A refusal still comes first, before a 404, and before the
      // search itself is run.
      const [counted, read] = await Promise.allSettled([
        enforceRateLimits(db, reply, [
          { action: "searchFromAddress", subject: request.ip },
          ...(viewer ? [{ action: "search" as const, subject: viewer.id }] : []),
        ]),
        cityAndActor(db, request, viewer),
      ]);
      if (counted.status === "rejected") throw counted.reason;
      if (read.status === "rejected") throw read.reason;
      const { city, actor } = read.value;
      const { q, section, sort, cursor } = request.query;
      if (cursor && !section) throw badRequest(searchMessages.cursorNeedsSection);
      const cityRead = { kind: "city", id: city.id } as const;
      const chosen = section ? searchSource(section) : undefined;
      // A chosen members-only section answers as its page does: 401 or 403.
      if (chosen?.audience === "city") assertCan(actor, "read", cityRead);
      const sources = chosen
        ? [chosen]
        : searchSources().filter((s) => s.audience === "anyone" || can(actor, "read", cityRead));
      return searchCity(context, { city, q, sort, cursor, sources, paged: Boolean(chosen) });
    },
  );
}
