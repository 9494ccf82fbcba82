import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  blockListSchema,
  messageSettingSchema,
  reportConversationSchema,
} from "../../../contracts/messages.ts";
import { messageWords } from "../../../contracts/messages-rules.ts";
import { reportMessages, reportReceivedSchema } from "../../../contracts/reports.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, conflict } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor, isSelf } from "../../policies/actor.ts";
import { otherOf } from "../../policies/conversation.ts";
import { requireViewer } from "../../session/session.ts";
import { moderatorsOf, notify } from "../notifications/notifications.service.ts";
import { assertConversation, loadConversation } from "./conversations.service.ts";
import { existingMember, setSetting, settingOf } from "./message-rules.service.ts";
import { conversationParams } from "./messages.routes.ts";
import {
  blockMember,
  fileConversationReport,
  listBlocks,
  unblockMember,
} from "./safety.service.ts";

const tags = ["messages"];
const userParams = z.object({ userId: z.string().trim().min(1).max(100) });

/** Blocks, who may message the viewer, and reporting a conversation (issue 32). */
export async function messageSafetyRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof requireViewer>[1]) =>
    requireViewer(auth, request, messageWords.loginToMessage);

  api.put(
    "/api/blocks/:userId",
    {
      schema: {
        tags,
        summary: "Block a member: neither can message the other; they are not told (again: 204)",
        params: userParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await signedIn(request);
      const { userId } = request.params;
      if (isSelf(viewer, userId)) throw badRequest(messageWords.cannotBlockYourself);
      await existingMember(db, userId);
      await blockMember(db, viewer.id, userId);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/blocks/:userId",
    {
      schema: {
        tags,
        summary: "Unblock a member (not blocked: 204 all the same)",
        params: userParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await signedIn(request);
      await unblockMember(db, viewer.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/me/blocks",
    {
      schema: {
        tags,
        summary: "The members the viewer blocked",
        response: { 200: blockListSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await signedIn(request);
      return { items: await listBlocks(db, viewer.id) };
    },
  );

  const settingRoute = {
    schema: { tags, response: { 200: messageSettingSchema } },
  };
  api.get(
    "/api/me/message-setting",
    { schema: { ...settingRoute.schema, summary: "Who may message the viewer" } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await signedIn(request);
      return { setting: await settingOf(db, viewer.id) };
    },
  );
  api.put(
    "/api/me/message-setting",
    {
      schema: {
        ...settingRoute.schema,
        summary: "Choose who may message the viewer: cities (default), nobody, listings",
        body: messageSettingSchema,
      },
    },
    async (request, reply) => {
      const viewer = await signedIn(request);
      await enforceRateLimit(db, reply, "emailPreferences", viewer.id);
      await setSetting(db, viewer.id, request.body.setting);
      return { setting: request.body.setting };
    },
  );

  api.post(
    "/api/conversations/:id/report",
    {
      schema: {
        tags,
        summary:
          "Report a conversation to its city's moderators, who may then read it (participants only)",
        params: conversationParams,
        body: reportConversationSchema,
        response: { 201: reportReceivedSchema },
      },
    },
    async (request, reply) => {
      const viewer = await signedIn(request);
      const actor = await actorFor(db, request, viewer);
      const { row, facts } = await loadConversation(context, request.params.id);
      assertConversation(actor, "report", facts);
      await enforceRateLimit(db, reply, "report", viewer.id);
      const otherId = otherOf(facts, viewer);
      const title = row.subject_title ?? "Conversation";
      const inserted = await fileConversationReport(db, {
        reporterId: viewer.id,
        conversationId: row.id,
        title,
        cityId: row.city_id,
        otherId,
        reason: request.body.reason,
        description: request.body.description,
      });
      if (!inserted) throw conflict(reportMessages.alreadyReported);
      await notify(context, {
        recipients: await moderatorsOf(db, row.city_id),
        kind: "new_report",
        target: { type: "moderation", id: inserted.id, link: "/admin?tab=reports", title },
        actorId: viewer.id,
      });
      return reply.status(201).send({ id: inserted.id, message: reportMessages.received });
    },
  );
}
