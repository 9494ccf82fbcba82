import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { userIdParams } from "../../../contracts/admin.ts";
import type { Routes } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { noticeAccountChange } from "./account-notice.ts";
import { resetSecondFactors } from "./staff-factors.service.ts";

/**
 * The admin's side of the second factor (decision 067): reset a member's factors
 * from the Users tab. Here rather than beside the Users tab's other routes because
 * the account feature (its notices) already depends on the admin feature.
 */
export const staffFactorsRoutes: Routes = async (app, context) => {
  const { auth, db } = context;
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/admin/users/:id/second-factors/reset",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Remove a member's authenticator app, backup codes, passkeys and trusted devices (admins); the member is emailed",
        params: userIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "manage", { kind: "user", id: request.params.id });
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      await resetSecondFactors(context, { viewer, userId: request.params.id });
      // The record names the admin; the mail tells the member what went and what to do.
      // Not the request: the mail would give the member the admin's address and browser.
      await noticeAccountChange(context, {
        userId: request.params.id,
        kind: "factorsResetByAdmin",
        details: { byAdminId: viewer.id },
      });
      return reply.status(204).send(null);
    },
  );
};
