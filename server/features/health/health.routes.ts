import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { databaseAnswers } from "../../lib/database-health.ts";
import { retryAfterSeconds } from "../../lib/error-handler.ts";

/**
 * Liveness (`/api/health`: the process answers; cheap, no database) and
 * readiness (`/api/health/ready`: the database answers too), so an orchestrator
 * restarts a dead process but only stops routing to one whose database is away.
 */
export async function healthRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
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
