import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { digestCityParams, digestPreviewSchema } from "../../../contracts/notifications.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { requestLanguage } from "../../platform/i18n/intl.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { previewDigest } from "./weekly-digest.service.ts";

/** Admins preview a city's weekly digest as its members would get it this week. */
export async function digestPreviewRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/cities/:city/digest",
    {
      schema: {
        tags: ["admin"],
        summary: "This week's digest of a city (subject, plain text and HTML), as a preview",
        params: digestCityParams,
        response: { 200: digestPreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      return previewDigest(context, request.params.city, new Date(), requestLanguage(request));
    },
  );
}
