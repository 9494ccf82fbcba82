import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import {
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  startConversationSchema,
  startedConversationSchema,
  unreadCountSchema,
} from "../../../contracts/messages.ts";
import { messageWords } from "../../../contracts/messages-rules.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { conflict } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { otherOf } from "../../policies/conversation.ts";
import { requireViewer } from "../../session/session.ts";
import { onEntrySold } from "../directories/entry-sold.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import {
  assertConversation,
  getConversation,
  listConversations,
  loadConversation,
  subjectOf,
  unreadCount,
} from "./conversations.service.ts";
import { listMessages } from "./message-list.service.ts";
import { messagePhotoRoutes, readMessageForm } from "./message-photos.routes.ts";
import { assertMayMessage } from "./message-rules.service.ts";
import { noticeItemSold } from "./notices.service.ts";
import { addMessage, leaveConversation, markRead, startConversation } from "./send.service.ts";

const tags = ["messages"];
export const conversationParams = z.object({
  id: z.uuid(messageWords.conversationNotFound.defaultMessage),
});

/** Conversations and their messages (issue 32, decision 072). Blocks and settings: safety.routes.ts. */
export async function messagesRoutes(app: FastifyInstance, context: AppContext) {
  // Everyone else who asked about an item hears once that it sold.
  onEntrySold(context, (sold) => noticeItemSold(context, sold));
  const { auth, db } = context;
  await acceptUploads(app);
  messagePhotoRoutes(app, context);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (request: Parameters<typeof requireViewer>[1]) =>
    requireViewer(auth, request, messageWords.loginToMessage);

  api.get(
    "/api/me/conversations",
    {
      schema: {
        tags,
        summary: "The viewer's conversations, newest message first (keyset pages)",
        querystring: conversationsQuerySchema,
        response: { 200: conversationPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await signedIn(request);
      return listConversations(context, { viewerId: viewer.id, ...request.query });
    },
  );

  api.get(
    "/api/me/conversations/unread-count",
    {
      schema: {
        tags,
        summary: "The viewer's unread messages",
        response: { 200: unreadCountSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await signedIn(request);
      return { count: await unreadCount(context, viewer.id) };
    },
  );

  api.post(
    "/api/conversations",
    {
      schema: {
        tags,
        summary:
          "Message a member (toUserId) or ask about an item (subject); continues an existing conversation of the same two and subject",
        body: startConversationSchema,
        response: { 200: startedConversationSchema, 201: startedConversationSchema },
      },
    },
    async (request, reply) => {
      const viewer = await signedIn(request);
      const actor = await actorFor(db, request, viewer);
      if (!actor) throw new Error("signed in without an actor");
      await enforceRateLimit(db, reply, "message", viewer.id);
      const started = await startConversation(context, { actor, body: request.body, reply });
      return reply.status(started.created ? 201 : 200).send(started);
    },
  );

  api.get(
    "/api/conversations/:id",
    {
      schema: {
        tags,
        summary: "One conversation (its participants; a moderator only once it was reported)",
        params: conversationParams,
        response: { 200: conversationSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await signedIn(request);
      const actor = await actorFor(db, request, viewer);
      const { row, facts } = await loadConversation(context, request.params.id);
      assertConversation(actor, "read", facts);
      const participant = facts.participants.includes(viewer.id);
      return getConversation(context, {
        id: row.id,
        viewerId: viewer.id,
        perspective: participant ? viewer.id : (row.user_low ?? row.user_high ?? viewer.id),
      });
    },
  );

  api.get(
    "/api/conversations/:id/messages",
    {
      schema: {
        tags,
        summary: "A conversation's messages, newest first; nextCursor pages to older ones",
        params: conversationParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await signedIn(request);
      const actor = await actorFor(db, request, viewer);
      const { facts } = await loadConversation(context, request.params.id);
      assertConversation(actor, "read", facts);
      return listMessages(context, {
        conversationId: request.params.id,
        viewerId: viewer.id,
        ...request.query,
      });
    },
  );

  api.post(
    "/api/conversations/:id/messages",
    {
      schema: {
        tags,
        summary:
          'Send a message: JSON, or multipart with a JSON "data" field and up to 4 "photos" (Idempotency-Key: a retry gets the first answer)',
        params: conversationParams,
        headers: idempotencyKeyHeaders,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const viewer = await signedIn(request);
      const actor = await actorFor(db, request, viewer);
      const { row, facts } = await loadConversation(context, request.params.id);
      assertConversation(actor, "send", facts);
      if (!actor) throw new Error("signed in without an actor");
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: async () => {
            await enforceRateLimit(db, reply, "message", viewer.id);
            if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
          },
          read: () => readMessageForm(request),
          create: async ({ text, photos }) => {
            const otherId = otherOf(facts, viewer);
            if (otherId === null) {
              throw conflict(messageWords.conversationEnded);
            }
            await assertMayMessage(db, actor, {
              recipientId: otherId,
              aboutTheirItem: await aboutTheirItem(context, row, otherId),
              theyStarted: row.started_by === otherId,
            });
            return addMessage(context, {
              conversationId: row.id,
              authorId: viewer.id,
              text,
              photos,
            });
          },
        },
      );
    },
  );

  api.post(
    "/api/conversations/:id/read",
    {
      schema: {
        tags,
        summary: "Mark a conversation read; answers the viewer's unread total",
        params: conversationParams,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => {
      const viewer = await signedIn(request);
      const actor = await actorFor(db, request, viewer);
      const { facts } = await loadConversation(context, request.params.id);
      assertConversation(actor, "send", facts);
      await markRead(context, { conversationId: request.params.id, userId: viewer.id });
      return { count: await unreadCount(context, viewer.id) };
    },
  );

  api.post(
    "/api/conversations/:id/leave",
    {
      schema: {
        tags,
        summary: "Take a conversation out of the viewer's inbox until a new message arrives",
        params: conversationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await signedIn(request);
      const actor = await actorFor(db, request, viewer);
      const { facts } = await loadConversation(context, request.params.id);
      assertConversation(actor, "leave", facts);
      await leaveConversation(context, { conversationId: request.params.id, userId: viewer.id });
      return reply.status(204).send(null);
    },
  );
}

/** Whether the conversation is about an item `ownerId` owns now. */
async function aboutTheirItem(
  context: AppContext,
  row: { subject_kind: string | null; subject_id: string | null; subject_title: string | null },
  ownerId: string,
) {
  const subject = await subjectOf(context, row, ownerId);
  return subject?.mine === true;
}
