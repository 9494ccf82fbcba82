import { asc, eq, sql } from "drizzle-orm";
import { mentionsAndTagsOf } from "../../../contracts/mention-tokens.ts";
import { type Comment, postMessages } from "../../../contracts/posts.ts";
import type { Db, Tx } from "../../db/client.ts";
import { cities, postComments, posts, profiles } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { justWritten, notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../policies/actor.ts";
import { abilities } from "../../policies/can.ts";
import type { Viewer } from "../../session/session.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { mentionsJson, notifyMentions, recordMentionsAndTags } from "./mentions.service.ts";
import { postTarget } from "./post-target.ts";
import type { PostRow } from "./posts.service.ts";

type CommentRow = typeof postComments.$inferSelect;

/** A post's comments, oldest first; or just the one with `onlyId`. */
export async function listComments(
  db: Db,
  query: { postId: string; cityId: string; actor: Actor; onlyId?: string },
): Promise<Comment[]> {
  const rows = await db
    .select({
      comment: postComments,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      mentions: mentionsJson(sql`"post_comments"."id"`),
    })
    .from(postComments)
    .leftJoin(profiles, eq(profiles.id, postComments.userId))
    .where(query.onlyId ? eq(postComments.id, query.onlyId) : eq(postComments.postId, query.postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(500);
  return rows.map(({ comment, username, avatarUrl, mentions }) => ({
    id: comment.id,
    postId: comment.postId,
    author: { id: comment.userId, username, avatarUrl },
    content: comment.content,
    createdAt: new Date(comment.createdAt).toISOString(),
    mentions: mentions ?? undefined,
    ...abilities(query.actor, { kind: "comment", authorId: comment.userId, cityId: query.cityId }, [
      "delete",
      "edit",
      "viewHistory",
    ]),
    editedAt: comment.editedAt ? new Date(comment.editedAt).toISOString() : null,
  }));
}

/** The comment with the slug of its post's city, for policy checks; 404 when it does not exist. */
export async function findComment(db: Db, commentId: string) {
  const [row] = await db
    .select({ comment: postComments, citySlug: cities.slug, cityId: cities.id })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .innerJoin(cities, eq(cities.id, posts.cityId))
    .where(eq(postComments.id, commentId));
  if (!row) throw notFound(postMessages.commentNotFound);
  return row;
}

export async function createComment(
  context: NotifyContext,
  input: { post: PostRow; citySlug: string; viewer: Viewer; actor: Actor; content: string },
): Promise<Comment> {
  const { db, events } = context;
  const { post, viewer } = input;
  const write = async (tx: Db | Tx) => {
    const [inserted] = await tx
      .insert(postComments)
      .values({ postId: post.id, userId: viewer.id, content: input.content })
      .returning({ id: postComments.id });
    const { id } = justWritten(inserted, "the new comment");
    const mentions = { post, commentId: id, content: input.content, fresh: true };
    return { id, recorded: await recordMentionsAndTags(tx, mentions) };
  };
  // The comment and its mentions in one transaction; a comment that names no one is one
  // statement, committed on its own, with no begin and commit around it (decision 108).
  const { id, recorded } = mentionsAndTagsOf(input.content).names.length
    ? await db.transaction(write)
    : await write(db);
  await notifyMentions(context, {
    post,
    citySlug: input.citySlug,
    authorId: viewer.id,
    recorded,
  });
  // Announced once its mentions are saved: open threads refetch on hearing it.
  await events.publish({
    city: input.citySlug,
    type: "comment.created",
    id,
    postId: post.id,
    actorId: viewer.id,
  });
  await notify(context, {
    recipients: post.userId ? [post.userId] : [],
    kind: "comment_on_post",
    target: postTarget(post, input.citySlug),
    actorId: viewer.id,
  });
  const [created] = await listComments(db, {
    postId: post.id,
    cityId: post.cityId,
    actor: input.actor,
    onlyId: id,
  });
  return justWritten(created, "the new comment");
}

export async function deleteComment(
  { db, events }: Pick<AppContext, "db" | "events">,
  input: { comment: CommentRow; citySlug: string; viewer: Viewer },
): Promise<void> {
  const { comment } = input;
  await db.delete(postComments).where(eq(postComments.id, comment.id));
  await events.publish({
    city: input.citySlug,
    type: "comment.deleted",
    id: comment.id,
    postId: comment.postId,
    actorId: input.viewer.id,
  });
}
