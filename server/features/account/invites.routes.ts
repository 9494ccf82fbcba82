import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createInviteSchema,
  inviteIdParams,
  inviteListSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenParams,
} from "../../../contracts/invites.ts";
import type { Routes } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requestLanguage } from "../../platform/i18n/intl.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { createInvite, listInvites, previewInvite, revokeInvite } from "./invites.service.ts";

const tags = ["admin"];

/**
 * An admin invites an address to a city (issue 31, scope 9, decision 069); the invitee
 * signs up from the mailed link with a password only, verified and a member at once
 * (that route is the auth feature's: features/auth/invite-sign-up.routes.ts).
 */
export const invitesRoutes: Routes = async (app, context) => {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/admin/invites",
    {
      schema: {
        tags,
        summary: "Invite an address to a city; the mail is in `language` (admins)",
        body: createInviteSchema,
        response: { 201: inviteSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      await enforceRateLimit(db, reply, "invite", viewer.id);
      const { email, city, language } = request.body;
      const invite = await createInvite(context, {
        viewer,
        email,
        citySlug: city,
        language: language ?? requestLanguage(request),
      });
      return reply.status(201).send(invite);
    },
  );

  api.get(
    "/api/admin/invites",
    {
      schema: {
        tags,
        summary: "The pending invites, the soonest to expire first (admins)",
        response: { 200: inviteListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      return { invites: await listInvites(db) };
    },
  );

  api.delete(
    "/api/admin/invites/:id",
    {
      schema: {
        tags,
        summary: "Withdraw a pending invite: its link stops working (admins)",
        params: inviteIdParams,
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      await enforceRateLimit(db, reply, "invite", viewer.id);
      await revokeInvite(db, { viewer, id: request.params.id });
      return reply.status(204).send();
    },
  );

  api.get(
    "/api/invites/:token",
    {
      schema: {
        tags: ["auth"],
        summary: "The address and city an invitation link is for, while it is pending",
        params: inviteTokenParams,
        response: { 200: invitePreviewSchema },
      },
    },
    async (request) => previewInvite(db, request.params.token),
  );
};
