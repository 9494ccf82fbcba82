import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { History } from "../../../contracts/post-edits.ts";
import type { Comment, Post } from "../../../contracts/posts.ts";
import { postMessages } from "../../../contracts/posts.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  commentVersions,
  postComments,
  posts,
  postVersions,
  profiles,
  type VersionFields,
} from "../../db/schema.ts";
import { justWritten, notFound, type Said } from "../../platform/http/errors.ts";
import type { Actor } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import { listComments } from "./comments.service.ts";
import { afterEditSaved, type EditContext } from "./post-edit-hooks.ts";
import { listPosts, type PostRow } from "./posts.service.ts";

type CommentRow = typeof postComments.$inferSelect;
type Context = EditContext;

// The columns that say which row it is, who wrote it and when, and what is kept
// elsewhere (the text; stored files): the rest are its editable fields, kept with
// each version as they were, whatever columns other parts add later.
const notEditable = new Set([
  "id",
  "cityId",
  "postId",
  "userId",
  "content",
  "createdAt",
  "editedAt",
  "imageKey",
  "thumbnailKey",
]);
const editableFields = (row: Record<string, unknown>): VersionFields =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !notEditable.has(key)));

type TextRow = { content: string; createdAt: Date; editedAt: Date | null };
type KeptVersion = Omit<typeof postVersions.$inferInsert, "postId">;
type NewText = { content: string; editedAt: SQL };

/** What differs between a post and a comment when its text is replaced: their tables. */
type TextTable<Row extends TextRow> = {
  kind: "post" | "comment";
  missing: Said;
  lock: (tx: Tx) => Promise<Row | undefined>;
  keep: (tx: Tx, version: KeptVersion) => Promise<unknown>;
  write: (tx: Tx, text: NewText) => Promise<Row | undefined>;
};

const postText = (id: string): TextTable<PostRow> => ({
  kind: "post",
  missing: postMessages.postNotFound,
  lock: async (tx) => (await tx.select().from(posts).where(eq(posts.id, id)).for("update"))[0],
  keep: (tx, version) => tx.insert(postVersions).values({ postId: id, ...version }),
  write: async (tx, text) =>
    (await tx.update(posts).set(text).where(eq(posts.id, id)).returning())[0],
});

const commentText = (id: string): TextTable<CommentRow> => ({
  kind: "comment",
  missing: postMessages.commentNotFound,
  lock: async (tx) =>
    (await tx.select().from(postComments).where(eq(postComments.id, id)).for("update"))[0],
  keep: (tx, version) => tx.insert(commentVersions).values({ commentId: id, ...version }),
  write: async (tx, text) =>
    (await tx.update(postComments).set(text).where(eq(postComments.id, id)).returning())[0],
});

/**
 * Replaces a post's or comment's text, keeping the one it had as a version. The row is
 * locked for the transaction, so two edits at once are applied one after the other and
 * each keeps the text the other wrote: the history never loses one. The same text again
 * is no edit (null: no version, no "edited").
 */
async function replaceText<Row extends TextRow>(
  db: Db,
  input: { id: string; table: TextTable<Row>; content: string; editorId: string },
): Promise<{ updated: Row; previous: string } | null> {
  const { table } = input;
  return db.transaction(async (tx) => {
    const current = await table.lock(tx);
    if (!current) throw notFound(table.missing);
    if (current.content === input.content) return null;
    await table.keep(tx, {
      version: await currentVersion(tx, table.kind, input.id),
      content: current.content,
      fields: editableFields(current),
      writtenAt: current.editedAt ?? current.createdAt,
      editorId: input.editorId,
    });
    const updated = await table.write(tx, { content: input.content, editedAt: sql`now()` });
    return updated ? { updated, previous: current.content } : null;
  });
}

/** Replaces a post's text (replaceText), then runs posting's hooks and tells open feeds. */
export async function editPost(
  context: Context,
  input: { post: PostRow; citySlug: string; viewer: Viewer; actor: Actor; content: string },
): Promise<Post> {
  const { post, viewer } = input;
  const edited = await replaceText(context.db, {
    id: post.id,
    table: postText(post.id),
    content: input.content,
    editorId: viewer.id,
  });
  if (edited) {
    await afterEditSaved(context, {
      kind: "post",
      post: edited.updated,
      previous: edited.previous,
      citySlug: input.citySlug,
      viewer,
    });
    await context.events.publish({
      city: input.citySlug,
      type: "post.edited",
      id: post.id,
      actorId: viewer.id,
    });
  }
  const page = await listPosts(context, {
    cityId: post.cityId,
    citySlug: input.citySlug,
    viewer,
    actor: input.actor,
    postId: post.id,
    limit: 1,
  });
  return justWritten(page.items[0], "the edited post");
}

/** Replaces a comment's text as editPost does a post's. */
export async function editComment(
  context: Context,
  input: {
    comment: CommentRow;
    /** The post it is on: its mentions' notices name it. */
    post: { id: string; cityId: string; content: string };
    citySlug: string;
    cityId: string;
    viewer: Viewer;
    actor: Actor;
    content: string;
  },
): Promise<Comment> {
  const { comment, viewer } = input;
  const edited = await replaceText(context.db, {
    id: comment.id,
    table: commentText(comment.id),
    content: input.content,
    editorId: viewer.id,
  });
  if (edited) {
    await afterEditSaved(context, {
      kind: "comment",
      comment: edited.updated,
      post: input.post,
      previous: edited.previous,
      citySlug: input.citySlug,
      viewer,
    });
    await context.events.publish({
      city: input.citySlug,
      type: "comment.edited",
      id: comment.id,
      postId: comment.postId,
      actorId: viewer.id,
    });
  }
  const [reply] = await listComments(context.db, {
    postId: comment.postId,
    cityId: input.cityId,
    actor: input.actor,
    onlyId: comment.id,
  });
  return justWritten(reply, "the edited comment");
}

/** How many versions a post or comment has had: 1 until its first edit. */
export async function currentVersion(db: Db | Tx, kind: "post" | "comment", id: string) {
  const table = kind === "post" ? postVersions : commentVersions;
  const column = kind === "post" ? postVersions.postId : commentVersions.commentId;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(column, id));
  return (row?.count ?? 0) + 1;
}

/** The current text and every earlier one, newest first (at most 200: the newest). */
export async function historyOf(
  db: Db,
  subject: {
    kind: "post" | "comment";
    id: string;
    content: string;
    editedAt: Date | string | null;
  },
): Promise<History> {
  const table = subject.kind === "post" ? postVersions : commentVersions;
  const column = subject.kind === "post" ? postVersions.postId : commentVersions.commentId;
  const rows = await db
    .select({ version: table, username: profiles.username })
    .from(table)
    .leftJoin(profiles, eq(profiles.id, table.editorId))
    .where(eq(column, subject.id))
    .orderBy(desc(table.version))
    .limit(200);
  const iso = (at: Date | string) => new Date(at).toISOString();
  return {
    current: {
      version: (rows[0]?.version.version ?? 0) + 1,
      content: subject.content,
      editedAt: subject.editedAt ? iso(subject.editedAt) : null,
    },
    versions: rows.map(({ version, username }) => ({
      version: version.version,
      content: version.content,
      fields: version.fields,
      writtenAt: iso(version.writtenAt),
      replacedAt: iso(version.replacedAt),
      editor: version.editorId ? { id: version.editorId, username } : null,
    })),
  };
}
