import { and, eq, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { StartConversation } from "../../../contracts/messages.ts";
import {
  messageEventName,
  messageReadEventName,
  messageWords,
} from "../../../contracts/messages-rules.ts";
import { conversationMembers, conversations, messages } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { deleteStoredImage } from "../../platform/storage/store-image.ts";
import { type Actor, isSelf } from "../../policies/actor.ts";
import { titleColumn } from "../directories/directory.ts";
import { directoryOfKind } from "../directories/registry.ts";
import { getConversation } from "./conversations.service.ts";
import { presentMessage, readMessage } from "./message-list.service.ts";
import {
  insertMessagePhotos,
  messagePhotoFiles,
  storeMessagePhotos,
} from "./message-photos.service.ts";
import {
  assertMayMessage,
  cleanText,
  existingMember,
  isNewAccount,
  sharedCity,
  tooManyConversations,
} from "./message-rules.service.ts";
import { noticeNewMessage } from "./notices.service.ts";

type Context = Pick<AppContext, "db" | "storage" | "events">;
type NoticeContext = Context & Pick<AppContext, "mailer" | "settings" | "background">;
type Member = NonNullable<Actor>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subject's owner, city and title; 404 "That item is no longer here." otherwise. */
async function findSubject(context: Context, subject: NonNullable<StartConversation["subject"]>) {
  if (!uuidPattern.test(subject.id)) throw notFound(messageWords.subjectNotFound);
  const d = directoryOfKind(subject.kind);
  const [row] = await context.db
    .select({ userId: d.table.userId, cityId: d.table.cityId, title: titleColumn(d) })
    .from(d.table)
    .where(eq(d.table.id, subject.id));
  if (!row) throw notFound(messageWords.subjectNotFound);
  return row as { userId: string; cityId: string; title: string };
}

/**
 * Starts a conversation, or continues the open one of the same two people and
 * subject (a second "Is this still available?" lands in the first thread). The
 * daily limit counts only conversations it creates.
 */
export async function startConversation(
  context: NoticeContext,
  input: { actor: Member; body: StartConversation; reply: FastifyReply },
) {
  const { actor, body, reply } = input;
  // Only characters that are removed when stored (controls) would make an empty message.
  if (cleanText(body.text).trim() === "") throw badRequest(messageWords.textRequired);
  const subject = body.subject ? await findSubject(context, body.subject) : null;
  const recipientId = subject ? subject.userId : (body.toUserId as string);
  if (isSelf(actor, recipientId)) throw badRequest(messageWords.cannotMessageYourself);
  await existingMember(context.db, recipientId);
  const [low, high] = [actor.id, recipientId].sort() as [string, string];
  const pairKey = `${low}:${high}`;
  const subjectKey = body.subject ? `${body.subject.kind}:${body.subject.id}` : "";
  const [existing] = await context.db
    .select({ id: conversations.id, startedBy: conversations.startedBy })
    .from(conversations)
    .where(and(eq(conversations.pairKey, pairKey), eq(conversations.subjectKey, subjectKey)));
  await assertMayMessage(context.db, actor, {
    recipientId,
    aboutTheirItem: subject !== null,
    theyStarted: existing?.startedBy === recipientId,
  });
  let conversationId = existing?.id;
  if (!conversationId) {
    const limit = (await isNewAccount(context.db, actor.id)) ? "newConversation" : "conversation";
    await enforceRateLimit(context.db, reply, limit, actor.id).catch(tooManyConversations);
    const cityId = subject?.cityId ?? (await sharedCity(context.db, actor.id, recipientId));
    conversationId = await context.db.transaction(async (tx) => {
      // Two first messages at once: one row, the other request continues it.
      const [made] = await tx
        .insert(conversations)
        .values({
          userLow: low,
          userHigh: high,
          pairKey,
          subjectKind: body.subject?.kind ?? null,
          subjectId: body.subject?.id ?? null,
          subjectTitle: subject?.title ?? null,
          subjectKey,
          cityId,
          startedBy: actor.id,
        })
        .onConflictDoUpdate({
          target: [conversations.pairKey, conversations.subjectKey],
          set: { pairKey: sql`excluded.pair_key` },
        })
        .returning({ id: conversations.id });
      const id = (made as { id: string }).id;
      await tx
        .insert(conversationMembers)
        .values([
          { conversationId: id, userId: actor.id },
          { conversationId: id, userId: recipientId },
        ])
        .onConflictDoNothing();
      return id;
    });
  }
  const message = await addMessage(context, {
    conversationId,
    authorId: actor.id,
    text: body.text,
  });
  const conversation = await getConversation(context, { id: conversationId, viewerId: actor.id });
  return { conversation, message, created: !existing };
}

/**
 * Records a message with its photos (stored first, removed again if the write
 * fails), moves the conversation up, and tells both participants live.
 */
export async function addMessage(
  context: NoticeContext,
  input: {
    conversationId: string;
    authorId: string;
    text: string;
    /** Up to 4 images, and the sender's description of each (by index). */
    photos?: { files: readonly Buffer[]; alts: readonly string[] };
  },
) {
  const photos = input.photos
    ? await storeMessagePhotos(context.storage, input.photos.files, input.photos.alts)
    : [];
  const { id, title } = await context.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: input.conversationId,
          authorId: input.authorId,
          text: cleanText(input.text),
        })
        .returning({ id: messages.id, createdAt: messages.createdAt });
      const made = row as { id: string; createdAt: Date };
      await insertMessagePhotos(tx, { messageId: made.id, authorId: input.authorId, photos });
      const [about] = await tx
        .update(conversations)
        .set({ lastMessageAt: made.createdAt })
        .where(eq(conversations.id, input.conversationId))
        .returning({ title: conversations.subjectTitle });
      // The author has read their own conversation up to their message.
      await tx
        .update(conversationMembers)
        .set({ lastReadAt: made.createdAt })
        .where(
          and(
            eq(conversationMembers.conversationId, input.conversationId),
            eq(conversationMembers.userId, input.authorId),
          ),
        );
      return { id: made.id, title: about?.title ?? null };
    })
    .catch(async (error: unknown) => {
      await deleteStoredImage(context.storage, messagePhotoFiles(photos));
      throw error;
    });
  const row = await tellParticipants(context, input.conversationId, id);
  await noticeNewMessage(context, {
    conversationId: input.conversationId,
    authorId: input.authorId,
    title,
  });
  if (!row) throw notFound(messageWords.conversationNotFound);
  return presentMessage(row, input.authorId);
}

/**
 * Each participant's streams get the message as they see it (fromMe differs), read once
 * for all of them; the row is returned for the sender's own answer.
 */
export async function tellParticipants(
  context: Context,
  conversationId: string,
  messageId: string,
) {
  const [members, row] = await Promise.all([
    context.db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId)),
    readMessage(context, messageId),
  ]);
  if (row) {
    await Promise.all(
      members.map(({ userId }) =>
        context.events.userEvent(userId, messageEventName, {
          conversationId,
          message: presentMessage(row, userId),
        }),
      ),
    );
  }
  return row;
}

/** Marks the conversation read up to now for the viewer; the other side's streams hear it. */
export async function markRead(
  context: Context,
  input: { conversationId: string; userId: string },
) {
  const [row] = await context.db
    .update(conversationMembers)
    .set({ lastReadAt: sql`greatest(coalesce(${conversationMembers.lastReadAt}, now()), now())` })
    .where(
      and(
        eq(conversationMembers.conversationId, input.conversationId),
        eq(conversationMembers.userId, input.userId),
      ),
    )
    .returning({ readAt: conversationMembers.lastReadAt });
  const readAt = (row?.readAt ?? new Date()).toISOString();
  const members = await context.db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, input.conversationId));
  await Promise.all(
    members.map(({ userId }) =>
      context.events.userEvent(userId, messageReadEventName, {
        conversationId: input.conversationId,
        readerId: input.userId,
        readAt,
      }),
    ),
  );
}

/** Hides the conversation from the viewer's inbox until a newer message arrives. */
export async function leaveConversation(
  context: Context,
  input: { conversationId: string; userId: string },
) {
  await context.db
    .update(conversationMembers)
    .set({ leftAt: sql`now()`, lastReadAt: sql`now()` })
    .where(
      and(
        eq(conversationMembers.conversationId, input.conversationId),
        eq(conversationMembers.userId, input.userId),
      ),
    );
}
