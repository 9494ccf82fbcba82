import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { meResponseSchema } from "../../../contracts/profiles.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { getViewer } from "../../lib/session.ts";
import { loadViewer } from "./viewer.service.ts";

export async function meRoutes(app: FastifyInstance, { auth, db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/me",
    {
      schema: {
        tags: ["profiles"],
        summary: "The signed-in user with memberships, or null for visitors",
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await getViewer(auth, request);
      return { viewer: session ? await loadViewer(db, session) : null };
    },
  );
}
