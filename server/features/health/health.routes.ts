import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../app.ts";

export async function healthRoutes(app: FastifyInstance, _context: AppContext) {
  app.get(
    "/api/health",
    { schema: { tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" as const }),
  );
}
