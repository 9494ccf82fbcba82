import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deletionMessages, deletionStatusSchema } from "../../../contracts/account-deletion.ts";
import type { AppContext, Routes } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { schedulePeriodicSweep } from "../../platform/runtime/periodic-sweep.ts";
import { requireViewer } from "../../session/session.ts";
import {
  deletionStatus,
  dismissCancelledNotice,
  scheduleDeletion,
  sweepDueDeletions,
} from "./deletion.service.ts";
import { rememberContext } from "./hook-context.ts";
import { requireRecentProof } from "./recent-proof.ts";

const tags = ["account"];
const sweepEveryMs = 15 * 60 * 1000;

/** Deleting one's own account, with 14 days to change one's mind (issue 31, scope 10). */
export const deletionRoutes: Routes = async (app, context) => {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  rememberContext(context);
  scheduleDeletionSweep(app, context);

  api.get(
    "/api/account/deletion",
    {
      schema: {
        tags,
        summary: "Whether the viewer's account is to be deleted, or a deletion was just cancelled",
        response: { 200: deletionStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, deletionMessages.signIn);
      return deletionStatus(db, viewer.id);
    },
  );

  api.post(
    "/api/account/deletion",
    {
      schema: {
        tags,
        summary:
          "Deletes the viewer's account in 14 days: every session ends now, and signing in again cancels it",
        response: { 202: deletionStatusSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, deletionMessages.signIn);
      await requireRecentProof(context, request);
      await enforceRateLimit(db, reply, "accountSecurity", viewer.id);
      return reply
        .status(202)
        .send(await scheduleDeletion(context, { userId: viewer.id, request }));
    },
  );

  api.delete(
    "/api/account/deletion/notice",
    {
      schema: {
        tags,
        summary: "The viewer saw that signing in cancelled their account's deletion",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, deletionMessages.signIn);
      await dismissCancelledNotice(db, viewer.id);
      return reply.status(204).send(null);
    },
  );
};

/**
 * Every instance sweeps at start-up and every 15 minutes (as the stored files'
 * sweep does); the database decides who erases which account (deletion.service.ts).
 */
function scheduleDeletionSweep(app: FastifyInstance, context: AppContext) {
  schedulePeriodicSweep(app, {
    what: "Sweep of account deletions",
    everyMs: sweepEveryMs,
    sweep: () =>
      sweepDueDeletions(context).then((erased) => {
        if (erased.length > 0)
          app.logger.info(`Erased ${erased.length} accounts whose 14 days passed`);
      }),
  });
}
