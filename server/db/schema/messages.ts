import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { directoryKinds } from "../../../contracts/directory-kinds.ts";
import { messageKinds, messageSettings } from "../../../contracts/messages-rules.ts";
import { user } from "./auth.ts";
import { idColumn, userColumn, writtenAt } from "./columns.ts";
import { cities } from "./communities.ts";

/**
 * A conversation between two members (issue 32, decision 072), about an item or
 * not. `userLow`/`userHigh` are the two ids in sorted order, so "the same two
 * people and subject" is one unique key whoever starts. A deleted member's id goes
 * null (decision 031): the other keeps the conversation, from "Deleted user".
 */
export const conversations = pgTable(
  "conversations",
  {
    id: idColumn(),
    userLow: text("user_low").references(() => user.id, { onDelete: "set null" }),
    userHigh: text("user_high").references(() => user.id, { onDelete: "set null" }),
    /** The pair's key, kept when one of them is deleted: `${low}:${high}`. */
    pairKey: text("pair_key").notNull(),
    subjectKind: text("subject_kind", { enum: directoryKinds }),
    subjectId: uuid("subject_id"),
    /** The item's title when asked about; kept once it is removed. */
    subjectTitle: text("subject_title"),
    /** '' without a subject, else `${kind}:${id}`: part of the unique key. */
    subjectKey: text("subject_key").notNull().default(""),
    /** Where a report goes: the item's city, else a city the two share. */
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "set null" }),
    startedBy: text("started_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: writtenAt("created_at"),
    /** The last message's time: the inbox's order. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("conversations_pair_subject_key").on(table.pairKey, table.subjectKey),
    index("conversations_subject_idx").on(table.subjectKind, table.subjectId),
  ],
);

/** Each participant's side: their read marker and whether they left it (hidden until a new message). */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: userColumn("user_id"),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    leftAt: timestamp("left_at", { withTimezone: true }),
    /** The last bell notice about this conversation: the next waits for a quiet spell. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index("conversation_members_user_idx").on(table.userId),
  ],
);

/**
 * One message. `authorId` null: a "sold" notice, or a deleted member's message
 * (its text emptied: a tombstone, decision 031). Its photos are rows of
 * `message_photos`; a message with photos may have no text ("").
 */
export const messages = pgTable(
  "messages",
  {
    id: idColumn(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    kind: text("kind", { enum: messageKinds }).notNull().default("text"),
    text: text("text").notNull(),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    index("messages_conversation_created_idx").on(table.conversationId, table.createdAt, table.id),
    index("messages_author_idx").on(table.authorId),
    // One "This item has been sold" per conversation, however many instances or retries.
    uniqueIndex("messages_one_sold_notice")
      .on(table.conversationId)
      .where(sql`${table.kind} = 'sold'`),
  ],
);

/**
 * A message's photos (up to 4, issue 32 scope 1), in the order sent, stored through
 * the uploads pipeline under private keys ("message-…", served only to those who may
 * read the conversation: message-photos.routes.ts). `authorId` is the sender, so
 * Download my data and account deletion find them; they go with the message.
 */
export const messagePhotos = pgTable(
  "message_photos",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    authorId: userColumn("author_id"),
    imageKey: text("image_key").notNull(),
    thumbnailKey: text("thumbnail_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The sender's description for screen readers; optional. */
    alt: text("alt"),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.position] }),
    index("message_photos_author_idx").on(table.authorId),
    uniqueIndex("message_photos_image_key").on(table.imageKey),
    uniqueIndex("message_photos_thumbnail_key").on(table.thumbnailKey),
  ],
);

/** A member blocked another: neither can message the other; the blocked one is not told. */
export const messageBlocks = pgTable(
  "message_blocks",
  {
    blockerId: userColumn("blocker_id"),
    blockedId: userColumn("blocked_id"),
    createdAt: writtenAt("created_at"),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index("message_blocks_blocked_idx").on(table.blockedId),
  ],
);

/** Who may message a member; no row means the default, members of their cities. */
export const messageSettingsTable = pgTable("message_settings", {
  userId: userColumn("user_id").primaryKey(),
  setting: text("setting", { enum: messageSettings }).notNull(),
  updatedAt: writtenAt("updated_at"),
});
