import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import {
  mentionSuggestionListSchema,
  mentionSuggestQuerySchema,
} from "../../../contracts/mentions.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { cityAndActor } from "../communities/city-and-actor.ts";
import { suggestMentions } from "./mentions.service.ts";

const tags = ["posts"];

/** The composer's @ suggestions (issue 35): members of the city only. */
export async function mentionsRoutes(app: FastifyInstance, { auth, db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/cities/:city/mention-suggestions",
    {
      schema: {
        tags,
        summary:
          "Up to 8 members of the city whose username starts with q, to @mention (members and admins only)",
        params: citySlugParams,
        querystring: mentionSuggestQuerySchema,
        response: { 200: mentionSuggestionListSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { city, actor } = await cityAndActor(db, request, viewer);
      assertCan(actor, "read", { kind: "city", id: city.id });
      await enforceRateLimit(db, reply, "mentionSuggest", viewer.id);
      const items = await suggestMentions(db, {
        cityId: city.id,
        viewerId: viewer.id,
        query: request.query.q,
      });
      return { items };
    },
  );
}
