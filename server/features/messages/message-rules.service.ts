import { and, eq, or, sql } from "drizzle-orm";
import type { MessageSetting } from "../../../contracts/messages-rules.ts";
import { defaultMessageSetting, messageWords } from "../../../contracts/messages-rules.ts";
import type { Db } from "../../db/client.ts";
import { messageBlocks, messageSettingsTable, postComments, posts, user } from "../../db/schema.ts";
import { AppError, badRequest, forbidden, notFound } from "../../platform/http/errors.ts";
import { type Actor, isSelf } from "../../policies/actor.ts";
import { type RecipientSubject, recipientPolicy } from "../../policies/conversation.ts";
import { directories } from "../directories/registry.ts";

/** A member's setting; the default (members of their cities) without a row. */
export async function settingOf(db: Db, userId: string): Promise<MessageSetting> {
  const [row] = await db
    .select({ setting: messageSettingsTable.setting })
    .from(messageSettingsTable)
    .where(eq(messageSettingsTable.userId, userId));
  return row?.setting ?? defaultMessageSetting;
}

export async function setSetting(db: Db, userId: string, setting: MessageSetting) {
  await db
    .insert(messageSettingsTable)
    .values({ userId, setting })
    .onConflictDoUpdate({
      target: messageSettingsTable.userId,
      set: { setting, updatedAt: sql`now()` },
    });
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messageBlocks)
    .where(
      or(
        and(eq(messageBlocks.blockerId, a), eq(messageBlocks.blockedId, b)),
        and(eq(messageBlocks.blockerId, b), eq(messageBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function blockedBy(db: Db, blocker: string, blocked: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.blockerId, blocker), eq(messageBlocks.blockedId, blocked)));
  return Boolean(row);
}

/** A city where both are active members, or null. */
export async function sharedCity(db: Db, a: string, b: string): Promise<string | null> {
  const { rows } = await db.execute<{ city_id: string }>(sql`
    select m1.city_id from memberships m1
      join memberships m2 on m2.city_id = m1.city_id and m2.user_id = ${b} and m2.status = 'active'
    where m1.user_id = ${a} and m1.status = 'active'
    order by m1.city_id limit 1`);
  return rows[0]?.city_id ?? null;
}

/** A user who exists and is not banned; 404 "That member is not here." otherwise. */
export async function existingMember(db: Db, userId: string): Promise<{ id: string }> {
  const [row] = await db
    .select({ id: user.id, banned: user.banned })
    .from(user)
    .where(eq(user.id, userId));
  if (!row || row.banned) throw notFound(messageWords.memberNotFound);
  return { id: row.id };
}

/**
 * Refuses (403 "This member does not accept messages.") unless `actor` may message
 * `recipientId` now; the same words for a block, so the blocked person is not told.
 */
export async function assertMayMessage(
  db: Db,
  actor: NonNullable<Actor>,
  input: { recipientId: string; aboutTheirItem: boolean; theyStarted: boolean },
): Promise<void> {
  if (isSelf(actor, input.recipientId)) throw badRequest(messageWords.cannotMessageYourself);
  const [setting, blocked, city] = await Promise.all([
    settingOf(db, input.recipientId),
    blockedEitherWay(db, actor.id, input.recipientId),
    sharedCity(db, actor.id, input.recipientId),
  ]);
  const subject: RecipientSubject = { ...input, setting, blocked, sharesCity: city !== null };
  if (!recipientPolicy.rules.message(actor, subject)) {
    throw forbidden(recipientPolicy.refusal);
  }
}

/**
 * New accounts (younger than 24 hours, or with nothing posted: no post, comment or
 * directory entry) start fewer conversations a day (decision 072).
 */
export async function isNewAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ young: sql<boolean>`${user.createdAt} > now() - interval '24 hours'` })
    .from(user)
    .where(eq(user.id, userId));
  if (!row || row.young) return true;
  const wrote = [
    db.select({ one: sql`1` }).from(posts).where(eq(posts.userId, userId)).limit(1),
    db.select({ one: sql`1` }).from(postComments).where(eq(postComments.userId, userId)).limit(1),
    ...directories.map((d) =>
      db.select({ one: sql`1` }).from(d.table).where(eq(d.table.userId, userId)).limit(1),
    ),
  ];
  const found = await Promise.all(wrote);
  return !found.some((rows) => rows.length > 0);
}

/** The daily conversation limit's 429, in words that say "tomorrow", not "1440 minutes". */
export function tooManyConversations(error: unknown): never {
  if (error instanceof AppError && error.status === 429) {
    throw new AppError("RATE_LIMITED", 429, messageWords.tooManyConversations);
  }
  throw error;
}

/**
 * Text as stored: control characters other than line breaks and tabs removed (they
 * would show as nothing, and a live payload must stay small), line endings as \n.
 */
export function cleanText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");
}
