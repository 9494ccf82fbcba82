import { eq, sql } from "drizzle-orm";
import type {
  Conversation,
  ConversationSubject,
  Participant,
} from "../../../contracts/messages.ts";
import { messageWords } from "../../../contracts/messages-rules.ts";
import { cursorColumn, keysetPage, olderThan } from "../../db/keyset-cursor.ts";
import { cities, profiles, reports } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../policies/actor.ts";
import {
  conversationPolicy,
  type ConversationSubject as Facts,
} from "../../policies/conversation.ts";
import { thumbnailColumn, titleColumn } from "../directories/directory.ts";
import { directoryOfKind } from "../directories/registry.ts";
import {
  deletedUser,
  iso,
  type MessageRow,
  messageSelect,
  presentMessage,
} from "./message-list.service.ts";

// Conversations as a viewer sees them (decision 072): one with its policy facts, the inbox
// and the nav's unread badge. Their messages are read in message-list.service.ts.

type Context = Pick<AppContext, "db" | "storage">;

type ConversationRow = {
  id: string;
  user_low: string | null;
  user_high: string | null;
  subject_kind: string | null;
  subject_id: string | null;
  subject_title: string | null;
  city_id: string | null;
  started_by: string | null;
  created_at: string | Date;
  last_message_at: string | Date;
  cursor: string;
};

/** The conversation's row and its policy facts; 404 when there is none. */
export async function loadConversation(context: Context, id: string) {
  const { rows } = await context.db.execute<ConversationRow & { reported: boolean }>(sql`
    select c.*, ${cursorColumn(sql`c.last_message_at` as never)} as cursor,
      exists (select 1 from ${reports} r where r.target_type = 'conversation'
        and r.target_id = c.id::text) as reported
    from conversations c where c.id = ${id}`);
  const row = rows[0];
  if (!row) throw notFound(messageWords.conversationNotFound);
  const facts: Facts = {
    participants: [row.user_low, row.user_high],
    cityId: row.city_id,
    reported: row.reported,
  };
  return { row, facts };
}

/** 404 (not 403) to anyone the policy refuses: a conversation's existence is private too. */
export function assertConversation(
  actor: Actor,
  action: keyof typeof conversationPolicy.rules,
  facts: Facts,
) {
  if (!conversationPolicy.rules[action](actor, facts)) {
    throw notFound(messageWords.conversationNotFound);
  }
}

async function participantOf(context: Context, userId: string | null): Promise<Participant> {
  if (!userId) return deletedUser;
  const [row] = await context.db
    .select({ username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return {
    id: userId,
    username: row?.username ?? "",
    avatarUrl: row?.avatarUrl ?? null,
    deleted: false,
  };
}

/** The item as it is now; its kept title once removed. */
export async function subjectOf(
  context: Context,
  row: Pick<ConversationRow, "subject_kind" | "subject_id" | "subject_title">,
  viewerId: string,
): Promise<ConversationSubject | null> {
  if (!row.subject_kind || !row.subject_id) return null;
  const d = directoryOfKind(row.subject_kind as never);
  const t = d.table as unknown as Record<string, never>;
  const [entry] = (await context.db
    .select({
      title: titleColumn(d),
      userId: d.table.userId,
      status: "status" in t ? t.status : sql<null>`null`,
      thumbnailKey: thumbnailColumn(d),
      citySlug: cities.slug,
    })
    .from(d.table)
    .innerJoin(cities, eq(cities.id, d.table.cityId))
    .where(eq(d.table.id, row.subject_id))) as {
    title: string;
    userId: string;
    status: string | null;
    thumbnailKey: string | null;
    citySlug: string;
  }[];
  if (!entry) {
    return {
      kind: row.subject_kind as ConversationSubject["kind"],
      id: row.subject_id,
      title: row.subject_title ?? "",
      thumbnailUrl: null,
      path: null,
      status: null,
      mine: false,
      removed: true,
    };
  }
  return {
    kind: d.kind,
    id: row.subject_id,
    title: entry.title,
    thumbnailUrl: entry.thumbnailKey ? context.storage.publicUrl(entry.thumbnailKey) : null,
    path: d.pagePath(encodeURIComponent(entry.citySlug), encodeURIComponent(row.subject_id)),
    status: entry.status ?? null,
    mine: entry.userId === viewerId,
    removed: false,
  };
}

type InboxRow = ConversationRow & {
  other_id: string | null;
  my_read_at: string | Date | null;
  other_read_at: string | Date | null;
  unread: number;
  blocked_by_me: boolean;
  blocked_either: boolean;
};

/**
 * The viewer's conversations (or one of them), newest message first. Left ones are
 * hidden until a newer message arrives. `perspective` is whose side is shown (a
 * moderator reading a reported one sees it from its first participant's).
 */
async function conversationRows(
  context: Context,
  input: { perspective: string; id?: string; cursor?: string; limit: number; inboxOnly: boolean },
) {
  const me = input.perspective;
  const only = input.id ? sql`and c.id = ${input.id}` : sql``;
  const visible = input.inboxOnly
    ? sql`and (mine.left_at is null or c.last_message_at > mine.left_at)`
    : sql``;
  const keyset = input.cursor
    ? sql`and ${olderThan(sql`c.last_message_at` as never, sql`c.id` as never, input.cursor)}`
    : sql``;
  const { rows } = await context.db.execute<InboxRow>(sql`
    select c.*, ${cursorColumn(sql`c.last_message_at` as never)} as cursor, o.other_id,
      mine.last_read_at as my_read_at, theirs.last_read_at as other_read_at,
      (select count(*)::int from messages m where m.conversation_id = c.id
        and m.created_at > coalesce(mine.last_read_at, 'epoch')
        and m.author_id is distinct from ${me}) as unread,
      exists (select 1 from message_blocks b where b.blocker_id = ${me}
        and b.blocked_id = o.other_id) as blocked_by_me,
      exists (select 1 from message_blocks b where (b.blocker_id = ${me} and b.blocked_id = o.other_id)
        or (b.blocker_id = o.other_id and b.blocked_id = ${me})) as blocked_either
    from conversations c
    cross join lateral (select case when c.user_low = ${me} then c.user_high
      else c.user_low end as other_id) o
    left join conversation_members mine on mine.conversation_id = c.id and mine.user_id = ${me}
    left join conversation_members theirs on theirs.conversation_id = c.id
      and theirs.user_id = o.other_id
    where (c.user_low = ${me} or c.user_high = ${me}) ${only} ${visible} ${keyset}
    order by c.last_message_at desc, c.id desc limit ${input.limit + 1}`);
  return rows;
}

async function present(context: Context, row: InboxRow, viewerId: string): Promise<Conversation> {
  const [other, subject, last] = await Promise.all([
    participantOf(context, row.other_id),
    subjectOf(context, row, viewerId),
    context.db.execute<MessageRow>(
      sql`${messageSelect} where m.conversation_id = ${row.id}
        order by m.created_at desc, m.id desc limit 1`,
    ),
  ]);
  const ended = row.other_id === null;
  const participant = row.user_low === viewerId || row.user_high === viewerId;
  return {
    id: row.id,
    other,
    subject,
    lastMessage: last.rows[0] ? presentMessage(last.rows[0], viewerId) : null,
    unreadCount: participant ? row.unread : 0,
    otherReadAt: row.other_read_at ? iso(row.other_read_at) : null,
    ended,
    canSend: participant && !ended && !row.blocked_either,
    blockedByMe: participant && row.blocked_by_me,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.last_message_at),
  };
}

export async function listConversations(
  context: Context,
  input: { viewerId: string; cursor?: string; limit: number },
) {
  const rows = await conversationRows(context, {
    perspective: input.viewerId,
    cursor: input.cursor,
    limit: input.limit,
    inboxOnly: true,
  });
  const { page, nextCursor } = keysetPage(rows, input.limit);
  const items = await Promise.all(page.map((row) => present(context, row, input.viewerId)));
  return { items, nextCursor };
}

/** One conversation, from the viewer's side (a moderator: from its first participant's). */
export async function getConversation(
  context: Context,
  input: { id: string; viewerId: string; perspective?: string },
): Promise<Conversation> {
  const perspective = input.perspective ?? input.viewerId;
  const [row] = await conversationRows(context, {
    perspective,
    id: input.id,
    limit: 1,
    inboxOnly: false,
  });
  if (!row) throw notFound(messageWords.conversationNotFound);
  return present(context, row, input.viewerId);
}

/** The viewer's unread messages over all their conversations (the nav's badge). */
export async function unreadCount(context: Context, viewerId: string): Promise<number> {
  const { rows } = await context.db.execute<{ count: number }>(sql`
    select count(*)::int as count from conversation_members mine
      join messages m on m.conversation_id = mine.conversation_id
    where mine.user_id = ${viewerId}
      and m.created_at > coalesce(mine.last_read_at, 'epoch')
      and m.author_id is distinct from ${viewerId}`);
  return rows[0]?.count ?? 0;
}
