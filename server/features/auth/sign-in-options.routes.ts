import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signInOptionsSchema } from "../../../contracts/auth.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { oidcProviderId } from "../../session/auth.ts";

export async function signInOptionsRoutes(app: FastifyInstance, { settings }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/sign-in-options",
    {
      schema: {
        tags: ["auth"],
        summary: "Third-party sign-in offered on /auth (shown only when configured)",
        response: { 200: signInOptionsSchema },
      },
    },
    // The same for everyone until the server is configured otherwise.
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return {
        oidc: settings.oidc ? { providerId: oidcProviderId, name: settings.oidc.name } : null,
      };
    },
  );
}
