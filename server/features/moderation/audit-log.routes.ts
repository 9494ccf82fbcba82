import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditPageSchema, auditQuerySchema } from "../../../contracts/admin.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { queueCities } from "../../policies/moderation-queue.ts";
import { requireViewer } from "../../session/session.ts";
import { listModeration } from "./audit-log.service.ts";

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
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "read", { kind: "queue" });
      return listModeration(db, {
        cityIds: queueCities(actor),
        ...request.query,
      });
    },
  );
}
