import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { conversationMembers, conversations, messages } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import type { Directory } from "../directories/directory.ts";
import { notify } from "../notifications/notifications.service.ts";
import { tellParticipants } from "./send.service.ts";

type Context = Pick<AppContext, "db" | "events" | "mailer" | "settings" | "background" | "storage">;

/** A bell notice waits this long after the last one about the same conversation. */
export const quietSpellMinutes = 15;

const linkOf = (conversationId: string) => `/messages/${conversationId}`;

/**
 * The bell (and email, per the member's choices and the 15-minute rule) for a new
 * message: the first of a conversation always, later ones only after a quiet spell.
 * One UPDATE claims the notice, so two messages at once, on any instance, make one.
 */
export async function noticeNewMessage(
  context: Context,
  input: { conversationId: string; authorId: string; title: string | null },
) {
  const claimed = await context.db
    .update(conversationMembers)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(conversationMembers.conversationId, input.conversationId),
        ne(conversationMembers.userId, input.authorId),
        or(
          isNull(conversationMembers.notifiedAt),
          lt(
            conversationMembers.notifiedAt,
            sql`now() - make_interval(mins => ${quietSpellMinutes})`,
          ),
        ),
      ),
    )
    .returning({ userId: conversationMembers.userId });
  if (claimed.length === 0) return;
  await notify(context, {
    recipients: claimed.map((row) => row.userId),
    kind: "new_message",
    target: {
      type: "conversation",
      id: input.conversationId,
      link: linkOf(input.conversationId),
      title: input.title ?? "",
    },
    actorId: input.authorId,
  });
}

/**
 * An item was marked sold: each other person who asked about it gets ONE notice, as
 * a "This item has been sold" line in their conversation and on the bell. The
 * unique index on one sold line per conversation makes it once, also when two
 * instances or a retry mark it sold again.
 */
export async function noticeItemSold(
  context: Context,
  input: { d: Directory; itemId: string; ownerId: string; title: string },
) {
  const asked = await context.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(eq(conversations.subjectKind, input.d.kind), eq(conversations.subjectId, input.itemId)),
    );
  if (asked.length === 0) return;
  const inserted = await context.db
    .insert(messages)
    .values(asked.map(({ id }) => ({ conversationId: id, kind: "sold" as const, text: "" })))
    .onConflictDoNothing()
    .returning({ id: messages.id, conversationId: messages.conversationId });
  if (inserted.length === 0) return;
  const enquirers = await context.db
    .select({
      userId: conversationMembers.userId,
      conversationId: conversationMembers.conversationId,
    })
    .from(conversationMembers)
    .where(
      and(
        inArray(
          conversationMembers.conversationId,
          inserted.map((row) => row.conversationId),
        ),
        ne(conversationMembers.userId, input.ownerId),
      ),
    );
  await Promise.all(inserted.map((row) => tellParticipants(context, row.conversationId, row.id)));
  for (const enquirer of enquirers) {
    await notify(context, {
      recipients: [enquirer.userId],
      kind: "item_sold",
      target: {
        type: "conversation",
        id: enquirer.conversationId,
        link: linkOf(enquirer.conversationId),
        title: input.title,
      },
      actorId: input.ownerId,
    });
  }
}
