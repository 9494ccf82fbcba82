import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminUserPageSchema,
  adminUserQuerySchema,
  appointModeratorSchema,
  banUserSchema,
  moderatorParams,
  setRoleSchema,
  userIdParams,
} from "../../../contracts/admin.ts";
import { citySlugParams } from "../../../contracts/communities.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer, toHeaders } from "../../session/session.ts";
import { findCity } from "../communities/cities.service.ts";
import {
  appointModerator,
  listUsers,
  removeModerator,
  removeUser,
  setBanned,
  setRole,
} from "./users.service.ts";

const tags = ["admin"];
const done = z.null();

/**
 * The Users tab (admins only: bans, deletion and roles are global, decision 30):
 * search, ban and unban, delete, grant or revoke admin, appoint city moderators.
 */
export async function usersRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        summary: "Accounts matching a name or email, newest first (admins)",
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => {
      await asAdmin(request, { kind: "site" });
      return listUsers(db, request.query);
    },
  );

  api.post(
    "/api/admin/users/:id/ban",
    {
      schema: {
        tags,
        summary: "Suspend an account: sign-in refused, every session and live stream ended",
        params: userIdParams,
        body: banUserSchema,
        response: { 204: done },
      },
    },
    async (request, reply) => {
      const { id: userId } = request.params;
      const viewer = await asAdmin(request, { kind: "user", id: userId });
      await setBanned(context, {
        viewer,
        userId,
        banned: true,
        reason: request.body.reason,
        headers: toHeaders(request),
      });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/admin/users/:id/unban",
    {
      schema: { tags, summary: "Lift a suspension", params: userIdParams, response: { 204: done } },
    },
    async (request, reply) => {
      const { id: userId } = request.params;
      const viewer = await asAdmin(request, { kind: "user", id: userId });
      await setBanned(context, { viewer, userId, banned: false, headers: toHeaders(request) });
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/admin/users/:id",
    {
      schema: {
        tags,
        summary: "Delete an account with everything theirs and their files",
        params: userIdParams,
        response: { 204: done },
      },
    },
    async (request, reply) => {
      const viewer = await asAdmin(request, { kind: "user", id: request.params.id });
      await removeUser(context, { viewer, userId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/admin/users/:id/role",
    {
      schema: {
        tags,
        summary: "Grant or revoke admin (never one's own)",
        params: userIdParams,
        body: setRoleSchema,
        response: { 204: done },
      },
    },
    async (request, reply) => {
      const viewer = await asAdmin(request, { kind: "user", id: request.params.id });
      await setRole(db, { viewer, userId: request.params.id, role: request.body.role });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/admin/cities/:city/moderators",
    {
      schema: {
        tags,
        summary: "Appoint an active member of the city as its moderator",
        params: citySlugParams,
        body: appointModeratorSchema,
        response: { 204: done },
      },
    },
    async (request, reply) => {
      const viewer = await asAdmin(request, { kind: "user", id: request.body.userId });
      const city = await findCity(db, request.params.city);
      await appointModerator(db, { viewer, cityId: city.id, userId: request.body.userId });
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/admin/cities/:city/moderators/:userId",
    {
      schema: {
        tags,
        summary: "Remove a city moderator",
        params: moderatorParams,
        response: { 204: done },
      },
    },
    async (request, reply) => {
      const viewer = await asAdmin(request, { kind: "user", id: request.params.userId });
      const city = await findCity(db, request.params.city);
      await removeModerator(db, { viewer, cityId: city.id, userId: request.params.userId });
      return reply.status(204).send(null);
    },
  );

  /** The admin routes' guard, checked before anything is looked up (403 before 404). */
  async function asAdmin(
    request: FastifyRequest,
    subject: { kind: "site" } | { kind: "user"; id: string },
  ) {
    const viewer = await requireViewer(auth, request);
    const actor = await actorFor(db, request, viewer);
    if (subject.kind === "site") assertCan(actor, "administer", subject);
    else assertCan(actor, "manage", subject);
    return viewer;
  }
}
