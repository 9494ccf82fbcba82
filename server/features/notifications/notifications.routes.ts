import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  notificationIdParams,
  notificationMessages,
  notificationPageQuery,
  notificationPageSchema,
  unreadCountSchema,
} from "../../../contracts/notifications.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requestLanguage } from "../../platform/i18n/intl.ts";
import { requireViewer } from "../../session/session.ts";
import { countUnread, listNotifications, markAllRead, markRead } from "./notifications.service.ts";

const tags = ["notifications"];

/** The viewer's own notifications (issue 13): only ever their own rows. */
export async function notificationsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/me/notifications",
    {
      schema: {
        tags,
        summary: "The viewer's notifications, newest first (keyset paged)",
        querystring: notificationPageQuery,
        response: { 200: notificationPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, notificationMessages.signIn);
      return listNotifications(db, {
        userId: viewer.id,
        ...request.query,
        language: requestLanguage(request),
      });
    },
  );

  api.get(
    "/api/me/notifications/unread-count",
    {
      schema: {
        tags,
        summary: "How many of the viewer's notifications are unread (the bell's badge)",
        response: { 200: unreadCountSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, notificationMessages.signIn);
      return { unread: await countUnread(db, viewer.id) };
    },
  );

  api.post(
    "/api/me/notifications/:id/read",
    {
      schema: {
        tags,
        summary: "Marks one of the viewer's notifications read",
        params: notificationIdParams,
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, notificationMessages.signIn);
      await enforceRateLimit(db, reply, "notificationRead", viewer.id);
      await markRead(context, { userId: viewer.id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/me/notifications/read-all",
    { schema: { tags, summary: "Marks all of the viewer's notifications read" } },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, notificationMessages.signIn);
      await enforceRateLimit(db, reply, "notificationRead", viewer.id);
      await markAllRead(context, viewer.id);
      return reply.status(204).send(null);
    },
  );
}
