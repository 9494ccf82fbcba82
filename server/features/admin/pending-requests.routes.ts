import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  pendingRequestListSchema,
  rejectRequestSchema,
  requestIdParams,
} from "../../../contracts/admin.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { actorFor, isAdmin } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { queueCities } from "../../policies/moderation-queue.ts";
import { requireViewer } from "../../session/session.ts";
import {
  decideMembershipRequest,
  findRequestCity,
  listPendingRequests,
} from "../communities/membership-requests.service.ts";

const tags = ["admin"];
const decided = z.object({ status: z.enum(["approved", "rejected"]) });

/** The dashboard's Pending Users tab: membership requests awaiting a decision (admins, city moderators). */
export async function pendingRequestsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  /** Decides the request once its city says the viewer may (404 for no such request). */
  const decide = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    decision: { decision: "approved" | "rejected"; reason?: string },
  ) => {
    const viewer = await requireViewer(auth, request);
    const cityId = await findRequestCity(db, request.params.id);
    assertCan(await actorFor(db, request, viewer), "decide", { kind: "membershipRequest", cityId });
    await decideMembershipRequest(context, { requestId: request.params.id, viewer, ...decision });
    return { status: decision.decision };
  };

  api.get(
    "/api/admin/membership-requests",
    {
      schema: {
        tags,
        summary: "Pending membership requests with the applicants' answers, oldest first",
        response: { 200: pendingRequestListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      // Admins see every city's; a moderator their cities', without the applicants' addresses.
      const actor = await actorFor(db, request, viewer);
      assertCan(actor, "read", { kind: "queue" });
      return {
        requests: await listPendingRequests(db, {
          cityIds: queueCities(actor),
          withEmails: isAdmin(actor),
        }),
      };
    },
  );

  api.post(
    "/api/admin/membership-requests/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve: the membership becomes active and the applicant is told",
        params: requestIdParams,
        response: { 200: decided },
      },
    },
    (request) => decide(request, { decision: "approved" }),
  );

  api.post(
    "/api/admin/membership-requests/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject with an optional reason; the applicant is told and may apply again",
        params: requestIdParams,
        body: rejectRequestSchema,
        response: { 200: decided },
      },
    },
    (request) => decide(request, { decision: "rejected", reason: request.body.reason }),
  );
}
