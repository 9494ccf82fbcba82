import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import {
  createReportSchema,
  decideReportSchema,
  myReportListSchema,
  reportDecidedSchema,
  reportMessages,
  reportQueueSchema,
  reportReceivedSchema,
  reportTargetParams,
} from "../../../contracts/reports.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { queueCities } from "../../policies/moderation-queue.ts";
import { requireViewer, toHeaders } from "../../session/session.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { listMyReports, listOpenReports } from "./report-lists.service.ts";
import { createReport, decideReports } from "./reports.service.ts";

const tags = ["reports"];

/** Filing reports (any signed-in user), the Reports tab (admins, city moderators) and the reporter's notices. */
export async function reportsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/reports",
    {
      schema: {
        tags,
        summary: "Report a post, comment, listing, property, restaurant, shop, event or user",
        headers: idempotencyKeyHeaders,
        body: createReportSchema,
        response: { 201: reportReceivedSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, reportMessages.loginToReport);
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: () => enforceRateLimit(db, reply, "report", viewer.id),
          read: () => request.body,
          create: async (report) =>
            createReport(context, {
              ...report,
              viewer,
              actor: await actorFor(db, request, viewer),
            }),
        },
      );
    },
  );

  api.get(
    "/api/me/reports",
    {
      schema: {
        tags,
        summary: "The signed-in user's reports and what became of each",
        response: { 200: myReportListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      return { reports: await listMyReports(db, viewer) };
    },
  );

  api.get(
    "/api/admin/reports",
    {
      schema: {
        tags,
        summary:
          "Open reports grouped by target, most reported first (admins: all; moderators: their cities)",
        response: { 200: reportQueueSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "read", { kind: "queue" });
      return { groups: await listOpenReports(db, queueCities(actor)) };
    },
  );

  api.post(
    "/api/admin/reports/:type/:id/decision",
    {
      schema: {
        tags,
        summary: "Dismiss the open reports about a target, remove it, or ban its author (admins)",
        params: reportTargetParams,
        body: decideReportSchema,
        response: { 200: reportDecidedSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      return decideReports(context, {
        actor: await actorFor(db, request, viewer),
        ...request.params,
        ...request.body,
        viewer,
        headers: toHeaders(request),
      });
    },
  );
}
