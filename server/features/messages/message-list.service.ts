import { sql } from "drizzle-orm";
import type { Message, Participant } from "../../../contracts/messages.ts";
import { messageMessages } from "../../../contracts/messages-rules.ts";
import { cursorColumn, keysetPage, olderThan } from "../../db/keyset-cursor.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { type PhotoRow, photosColumn, presentMessagePhotos } from "./message-photos.service.ts";

// A conversation's messages as one viewer sees them: the keyset list the conversation page
// pages through, one message for the live stream, and the shape both answer with. Who may
// read them is asked before (conversations.service.ts, assertConversation), not here.

type Context = Pick<AppContext, "db" | "storage">;

/** Who wrote a message, or is on the other side, once their account is deleted. */
export const deletedUser: Participant = {
  id: null,
  username: messageMessages.deletedUser,
  avatarUrl: null,
  deleted: true,
};

export const iso = (value: string | Date) => new Date(value).toISOString();

export type MessageRow = {
  id: string;
  conversation_id: string;
  author_id: string | null;
  kind: "text" | "sold";
  text: string;
  created_at: string | Date;
  username: string | null;
  avatar_url: string | null;
  photos: PhotoRow[] | null;
};

export function presentMessage(row: MessageRow, viewerId: string): Message {
  const author: Participant | null =
    row.kind === "sold"
      ? null
      : row.author_id
        ? {
            id: row.author_id,
            username: row.username ?? "",
            avatarUrl: row.avatar_url,
            deleted: false,
          }
        : deletedUser;
  return {
    id: row.id,
    conversationId: row.conversation_id,
    kind: row.kind,
    author,
    fromMe: row.author_id !== null && row.author_id === viewerId,
    text: row.kind === "sold" ? messageMessages.itemSold : row.text,
    createdAt: iso(row.created_at),
    photos: presentMessagePhotos(row.conversation_id, row.photos),
  };
}

export const messageSelect = sql`select m.id, m.conversation_id, m.author_id, m.kind, m.text, m.created_at,
  p.username, p.avatar_url, ${photosColumn} from messages m left join profiles p on p.id = m.author_id`;

/** One message, read once and then shown to each participant (`presentMessage`). */
export async function readMessage(context: Context, messageId: string) {
  const { rows } = await context.db.execute<MessageRow>(
    sql`${messageSelect} where m.id = ${messageId}`,
  );
  return rows[0] ?? null;
}

/** A conversation's messages, newest first, one keyset page at a time. */
export async function listMessages(
  context: Context,
  input: { conversationId: string; viewerId: string; cursor?: string; limit: number },
) {
  const [createdAt, id] = [sql`m.created_at` as never, sql`m.id` as never];
  const keyset = input.cursor ? sql`and ${olderThan(createdAt, id, input.cursor)}` : sql``;
  const { rows } = await context.db.execute<MessageRow & { cursor: string }>(sql`
    select m.id, m.conversation_id, m.author_id, m.kind, m.text, m.created_at,
      p.username, p.avatar_url, ${photosColumn}, ${cursorColumn(createdAt)} as cursor
    from messages m left join profiles p on p.id = m.author_id
    where m.conversation_id = ${input.conversationId} ${keyset}
    order by m.created_at desc, m.id desc limit ${input.limit + 1}`);
  const { page, nextCursor } = keysetPage(rows, input.limit);
  return { items: page.map((row) => presentMessage(row, input.viewerId)), nextCursor };
}
