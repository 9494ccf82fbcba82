import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditPageSchema, auditQuerySchema } from "../../../contracts/admin.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { requireViewer } from "../../session/session.ts";
import { listModeration } from "./audit-log.service.ts";
import { requireModeratedCities } from "./moderation.policy.ts";

/** The Activity tab. Read-only: no route updates or deletes the log. */
export async function auditLogRoutes(app: FastifyInstance, { auth, db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/activity",
    {
      schema: {
        tags: ["admin"],
        summary: "Every moderation action, newest first (admins: all; moderators: their cities)",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      return listModeration(db, {
        cityIds: await requireModeratedCities(db, viewer),
        ...request.query,
      });
    },
  );
}
