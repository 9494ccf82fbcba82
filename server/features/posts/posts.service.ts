import { and, count, desc, eq, inArray } from "drizzle-orm";
import { type Post, postMessages } from "../../../contracts/posts.ts";
import type { Db } from "../../db/client.ts";
import { cities, postComments, posts, profiles } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/session.ts";
import { cursorColumn, encodeCursor, olderThan } from "./feed-cursor.ts";
import { emptyCounts, reactionsFor } from "./reactions.service.ts";

export type ImageUrls = (key: string | null) => string | null;

/** One page of a city's feed, newest first, with reactions and comment counts. */
export async function listPosts(
  db: Db,
  options: {
    cityId: string;
    citySlug: string;
    viewer: Viewer;
    cursor?: string;
    /** Just this post (the reply to its creation). */
    postId?: string;
    limit: number;
    imageUrl: ImageUrls;
  },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      post: posts,
      cursor: cursorColumn(posts.createdAt),
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.id, posts.userId))
    .where(
      and(
        eq(posts.cityId, options.cityId),
        options.postId ? eq(posts.id, options.postId) : undefined,
        options.cursor ? olderThan(options.cursor, posts.createdAt, posts.id) : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const ids = page.map((row) => row.post.id);
  const [{ counts, mine }, commentCounts] = await Promise.all([
    reactionsFor(db, ids, options.viewer.id),
    ids.length
      ? db
          .select({ postId: postComments.postId, n: count() })
          .from(postComments)
          .where(inArray(postComments.postId, ids))
          .groupBy(postComments.postId)
      : Promise.resolve([]),
  ]);
  const commentsByPost = new Map(commentCounts.map((row) => [row.postId, row.n]));
  const last = page.at(-1);
  return {
    posts: page.map(({ post, username, avatarUrl }) => ({
      id: post.id,
      citySlug: options.citySlug,
      author: { id: post.userId, username, avatarUrl },
      content: post.content,
      imageUrl: options.imageUrl(post.imageKey),
      thumbnailUrl: options.imageUrl(post.thumbnailKey),
      createdAt: new Date(post.createdAt).toISOString(),
      reactions: counts.get(post.id) ?? emptyCounts(),
      myReaction: mine.get(post.id) ?? null,
      commentCount: commentsByPost.get(post.id) ?? 0,
      canDelete: post.userId === options.viewer.id || options.viewer.isAdmin,
    })),
    nextCursor:
      rows.length > options.limit && last ? encodeCursor(last.cursor, last.post.id) : null,
  };
}

/** The post with its city, for policy checks; 404 when it does not exist. */
export async function findPost(db: Db, postId: string) {
  const [row] = await db
    .select({ post: posts, citySlug: cities.slug })
    .from(posts)
    .innerJoin(cities, eq(cities.id, posts.cityId))
    .where(eq(posts.id, postId));
  if (!row) throw notFound(postMessages.postNotFound);
  return row;
}
