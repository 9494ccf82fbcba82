import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  credentialsMessages,
  emailChangeReplySchema,
  emailChangeSchema,
  passwordChangeSchema,
  recentProofSchema,
  recentProofStatusSchema,
} from "../../../contracts/account-credentials.ts";
import type { Routes } from "../../platform/config/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { newPasswordProblem } from "../../session/password-policy.ts";
import { changePassword, proveWithPassword, requestEmailChange } from "./credentials.service.ts";
import { recentProofStatus, requireRecentProof, requireSession } from "./recent-proof.ts";

const tags = ["account"];

/** Change password and email, and the recent proof they need (issue 31, scopes 2 and 11). */
export const credentialsRoutes: Routes = async (app, context) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/account/recent-proof",
    {
      schema: {
        tags,
        summary: "Whether my session proved it is me in the last 10 minutes (a sign-in counts)",
        response: { 200: recentProofStatusSchema },
      },
    },
    async (request) => {
      const { sessionId } = await requireSession(context, request);
      return recentProofStatus(context.db, sessionId);
    },
  );

  api.post(
    "/api/account/recent-proof",
    {
      schema: {
        tags,
        summary:
          "Prove it is you with your password: sensitive changes are open for 10 minutes (429 under the sign-in lockout)",
        body: recentProofSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { viewer, sessionId } = await requireSession(context, request);
      await proveWithPassword(context, {
        request,
        viewer,
        sessionId,
        password: request.body.password,
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/account/password",
    {
      schema: {
        tags,
        summary:
          "Change my password (the current one is the proof); other devices are signed out unless revokeOtherSessions is false",
        body: passwordChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { viewer, sessionId } = await requireSession(context, request);
      const { currentPassword, newPassword, revokeOtherSessions } = request.body;
      // The common-password list is the server's alone (decision 013).
      const problem = newPasswordProblem(newPassword);
      if (problem) throw new AppError("VALIDATION", 400, problem);
      if (newPassword === currentPassword) {
        throw new AppError("VALIDATION", 400, credentialsMessages.samePassword);
      }
      await changePassword(context, {
        request,
        viewer,
        sessionId,
        currentPassword,
        newPassword,
        revokeOtherSessions,
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/account/email",
    {
      schema: {
        tags,
        summary:
          "Change my email: needs a recent proof; mails a link to the new address and a notice to the old (409 when it has an account)",
        body: emailChangeSchema,
        response: { 202: emailChangeReplySchema },
      },
    },
    async (request, reply) => {
      const { viewer } = await requireRecentProof(context, request);
      await enforceRateLimit(context.db, reply, "emailChange", viewer.id);
      await requestEmailChange(context, { request, viewer, newEmail: request.body.newEmail });
      return reply.status(202).send({ sentTo: request.body.newEmail });
    },
  );
};
