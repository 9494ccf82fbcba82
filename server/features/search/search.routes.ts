import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { searchMessages, searchQuerySchema, searchReplySchema } from "../../../contracts/search.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
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
      // Per address for everyone, and per account for the signed-in (decision 073). Both
      // counted at once, on two connections: each is a commit that waits for the disk.
      await Promise.all([
        enforceRateLimit(db, reply, "searchFromAddress", request.ip),
        viewer ? enforceRateLimit(db, reply, "search", viewer.id) : undefined,
      ]);
      const { city, actor } = await cityAndActor(db, request, viewer);
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
