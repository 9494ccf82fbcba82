import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { outboxQuerySchema, outboxSchema } from "../../../contracts/admin.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { readOutbox } from "../../platform/mail/mail.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";

/**
 * The dashboard's Outbox tab. Mail holds reset and verification links, so only
 * admins may read it (decision 012); the operator also has it in the server log.
 */
export async function outboxRoutes(app: FastifyInstance, { auth, db, settings }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/outbox",
    {
      schema: {
        tags: ["admin"],
        summary: "Mail kept instead of sent (no SMTP_URL), newest first; admins only",
        querystring: outboxQuerySchema,
        response: { 200: outboxSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      const mail = await readOutbox(db, request.query);
      reply.header("cache-control", "private, no-store");
      return {
        delivery: settings.SMTP_URL ? ("smtp" as const) : ("outbox" as const),
        mail: mail.map((each) => ({
          id: each.id,
          to: each.to,
          subject: each.subject,
          text: each.text,
          createdAt: new Date(each.createdAt).toISOString(),
        })),
      };
    },
  );
}
