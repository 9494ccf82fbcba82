import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  acceptedInviteSchema,
  acceptInviteSchema,
  inviteTokenParams,
} from "../../../contracts/invites.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { toHeaders } from "../../session/session.ts";
import { acceptInvite } from "../account/invites.service.ts";
import { newPasswordProblem } from "./password-policy.ts";

/**
 * The invitee's sign-up from an admin's invitation (issue 31, decision 069): a sign-up,
 * so it lives with sign-up's password rules; the invite itself is the account feature's.
 */
export async function inviteSignUpRoutes(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/invites/:token/sign-up",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign up from an invitation with a password: verified, a member of its city, and signed in",
        params: inviteTokenParams,
        body: acceptInviteSchema,
        response: { 201: acceptedInviteSchema },
      },
    },
    async (request, reply) => {
      // The common-password list, as the sign-up form's (zod checks the length and kinds).
      const problem = newPasswordProblem(request.body.password);
      if (problem) throw badRequest(problem);
      const { city, cookies } = await acceptInvite(context, {
        token: request.params.token,
        password: request.body.password,
        headers: toHeaders(request),
      });
      for (const cookie of cookies) reply.header("set-cookie", cookie);
      return reply.status(201).send({ city });
    },
  );
}
