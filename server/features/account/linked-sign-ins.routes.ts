import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  identityIdParams,
  identityListSchema,
  linkedMessages,
  linkStartSchema,
} from "../../../contracts/account-linked.ts";
import type { Routes } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requireViewer } from "../../session/session.ts";
import { rememberContext } from "./hook-context.ts";
import {
  linkFailure,
  linkResultPath,
  listIdentities,
  removeIdentity,
  startLink,
} from "./linked-sign-ins.service.ts";
import { requireRecentProof } from "./recent-proof.ts";

const tags = ["account"];

/** Linking and unlinking the OIDC provider's sign-in (issue 31, scope 7; the spec's identities). */
export const linkedSignInsRoutes: Routes = async (app, context) => {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  rememberContext(context);

  api.get(
    "/api/account/identities",
    {
      schema: {
        tags,
        summary: "The viewer's ways to sign in: their password and the provider, when linked",
        response: { 200: identityListSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, linkedMessages.signIn);
      return listIdentities(context, viewer.id);
    },
  );

  api.post(
    "/api/account/identities/link",
    {
      schema: {
        tags,
        summary: "Starts linking the configured provider; answers with its sign-in address",
        response: { 200: linkStartSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, linkedMessages.signIn);
      await requireRecentProof(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      const { url, cookies } = await startLink(context, { userId: viewer.id, request });
      for (const cookie of cookies) reply.header("set-cookie", cookie);
      return { url };
    },
  );

  // better-auth's callback comes here when a link failed, with its reason in `error`.
  api.get(
    linkResultPath,
    {
      schema: {
        tags,
        summary: "Where a failed link lands: back to the profile with the reason's code",
        querystring: z.object({ error: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => reply.redirect(linkFailure(request.query.error)),
  );

  api.delete(
    "/api/account/identities/:id",
    {
      schema: {
        tags,
        summary: "Removes one of the viewer's ways to sign in, never the last",
        params: identityIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, linkedMessages.signIn);
      await requireRecentProof(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      await removeIdentity(context, { userId: viewer.id, identityId: request.params.id, request });
      return reply.status(204).send(null);
    },
  );
};
