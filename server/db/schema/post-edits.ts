import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { idColumn } from "./columns.ts";
import { postComments, posts } from "./posts.ts";

/**
 * The other editable fields a version had beside its text (a content warning,
 * ...): kept as they were, so a part added later needs no new column here.
 */
export type VersionFields = Record<string, unknown>;

// Each edit keeps the text it replaced (issue 35): version 1 is the text as first
// posted; the post itself holds the newest. Moderators and admins read them; the
// versions go with the post or comment.
const versionColumns = () => ({
  id: idColumn(),
  /** 1 for the text as first written, then one more per edit. */
  version: integer("version").notNull(),
  content: text("content").notNull(),
  fields: jsonb("fields").$type<VersionFields>().notNull().default({}),
  /** When this version was written (the post's creation, or the edit that wrote it). */
  writtenAt: timestamp("written_at", { withTimezone: true }).notNull(),
  /** When the edit replaced it, and who edited (the author; null once their account is gone). */
  replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
  editorId: text("editor_id").references(() => user.id, { onDelete: "set null" }),
});

export const postVersions = pgTable(
  "post_versions",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    ...versionColumns(),
  },
  // Two edits at once cannot both write the same version (the route also locks the post).
  (table) => [unique("post_versions_post_version_key").on(table.postId, table.version)],
);

export const commentVersions = pgTable(
  "comment_versions",
  {
    commentId: uuid("comment_id")
      .notNull()
      .references(() => postComments.id, { onDelete: "cascade" }),
    ...versionColumns(),
  },
  (table) => [unique("comment_versions_comment_version_key").on(table.commentId, table.version)],
);
