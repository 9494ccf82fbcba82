import { and, count, eq, inArray } from "drizzle-orm";
import type { ReactionCounts, ReactionType } from "../../../contracts/posts.ts";
import type { Db } from "../../db/client.ts";
import { postReactions } from "../../db/schema.ts";
import type { Viewer } from "../../session/session.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { postTarget } from "./post-target.ts";
import { emptyCounts, type PostRow } from "./posts.service.ts";

/** Counts per reaction type and the viewer's own reaction, for many posts in two queries. */
export async function reactionsFor(db: Db, postIds: string[], viewerId: string | null) {
  const counts = new Map<string, ReactionCounts>();
  const mine = new Map<string, ReactionType>();
  if (postIds.length === 0) return { counts, mine };
  const [rows, own] = await Promise.all([
    db
      .select({ postId: postReactions.postId, type: postReactions.reactionType, n: count() })
      .from(postReactions)
      .where(inArray(postReactions.postId, postIds))
      .groupBy(postReactions.postId, postReactions.reactionType),
    viewerId
      ? db
          .select({ postId: postReactions.postId, type: postReactions.reactionType })
          .from(postReactions)
          .where(and(inArray(postReactions.postId, postIds), eq(postReactions.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  for (const row of rows) {
    const entry = counts.get(row.postId) ?? emptyCounts();
    entry[row.type] = row.n;
    counts.set(row.postId, entry);
  }
  for (const row of own) mine.set(row.postId, row.type);
  return { counts, mine };
}

/**
 * One reaction per user per post: the same reaction again removes it, another
 * replaces it, otherwise it is added (spec section 4).
 */
export async function toggleReaction(
  context: NotifyContext,
  input: { post: PostRow; citySlug: string; viewer: Viewer; type: ReactionType },
) {
  const { db, events } = context;
  const { type } = input;
  const postId = input.post.id;
  const userId = input.viewer.id;
  const added = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ type: postReactions.reactionType })
      .from(postReactions)
      .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)))
      .for("update");
    if (existing?.type === type) {
      await tx
        .delete(postReactions)
        .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
      return false;
    }
    await tx
      .insert(postReactions)
      .values({ postId, userId, reactionType: type })
      .onConflictDoUpdate({
        target: [postReactions.postId, postReactions.userId],
        set: { reactionType: type, createdAt: new Date() },
      });
    // A changed reaction is not news to the author; a new one is.
    return !existing;
  });
  await events.publish({
    city: input.citySlug,
    type: "reaction.changed",
    id: postId,
    postId,
    actorId: userId,
  });
  if (added) {
    await notify(context, {
      recipients: input.post.userId ? [input.post.userId] : [],
      kind: "reaction_on_post",
      target: postTarget(input.post, input.citySlug),
      actorId: userId,
    });
  }
  const { counts, mine } = await reactionsFor(db, [postId], userId);
  return { reactions: counts.get(postId) ?? emptyCounts(), myReaction: mine.get(postId) ?? null };
}
