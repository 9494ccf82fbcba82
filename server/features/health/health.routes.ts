import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { databaseAnswers } from "../../db/database-health.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { retryAfterSeconds } from "../../platform/http/error-handler.ts";
import { serializeReply } from "../../platform/http/zod-serializer.ts";

const aliveSchema = z.object({ status: z.literal("ok") });

/** The liveness answer never changes: checked against its schema and made JSON once, at start. */
const aliveBody = serializeReply(
  aliveSchema,
  { status: "ok" },
  { method: "GET", url: "/api/health" },
);

/**
 * Liveness (`/api/health`: the process answers; cheap, no database) and
 * readiness (`/api/health/ready`: the database answers too), so an orchestrator
 * restarts a dead process but only stops routing to one whose database is away.
 */
export async function healthRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: aliveSchema } } },
    // What the app adds to every answer shows here, so this is the cheapest answer Fastify
    // has: a synchronous handler (no promise to settle, none for AsyncLocalStorage's hook)
    // sending JSON that is already a string, which Fastify sends as it is (decision 039).
    (_request, reply) => {
      reply.type("application/json; charset=utf-8").send(aliveBody);
    },
  );

  app.get(
    "/api/health/ready",
    {
      schema: {
        tags: ["health"],
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("up") }),
          503: z.object({ status: z.literal("unavailable"), database: z.literal("down") }),
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(db)) return { status: "ok" as const, database: "up" as const };
      return reply
        .status(503)
        .header("retry-after", String(retryAfterSeconds))
        .send({ status: "unavailable" as const, database: "down" as const });
    },
  );
}
