import { and, desc, eq, sql } from "drizzle-orm";
import {
  type Post,
  postMessages,
  type ReactionCounts,
  type ReactionType,
} from "../../../contracts/posts.ts";
import type { Db } from "../../db/client.ts";
import { cities, postComments, postReactions, posts, profiles } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/session.ts";
import { cursorColumn, decodeCursor, encodeCursor } from "./feed-cursor.ts";

export type ImageUrls = (key: string | null) => string | null;

type FeedVariant = "first" | "older" | "one";

/**
 * The feed query, prepared once per database and variant: PostgreSQL then
 * skips parsing and planning on every page (planning costs more than running it).
 * Subqueries name "posts"."id" outright so they never bind to their own table's id.
 */
function buildFeedQuery(db: Db, variant: FeedVariant) {
  const conditions = [eq(posts.cityId, sql.placeholder("cityId"))];
  if (variant === "one") conditions.push(eq(posts.id, sql.placeholder("postId")));
  if (variant === "older") {
    conditions.push(sql`("posts"."created_at", "posts"."id") < (timestamptz 'epoch'
      + ${sql.placeholder("micros")}::bigint * interval '1 microsecond', ${sql.placeholder("cursorId")}::uuid)`);
  }
  return db
    .select({
      post: posts,
      cursor: cursorColumn(posts.createdAt),
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      reactions: sql<ReactionCounts>`(select json_build_object(
          'like', count(*) filter (where r.reaction_type = 'like'),
          'love', count(*) filter (where r.reaction_type = 'love'),
          'haha', count(*) filter (where r.reaction_type = 'haha'))
        from ${postReactions} r where r.post_id = "posts"."id")`,
      myReaction: sql<ReactionType | null>`(select r.reaction_type from ${postReactions} r
        where r.post_id = "posts"."id" and r.user_id = ${sql.placeholder("viewerId")})`,
      commentCount: sql<number>`(select count(*)::int from ${postComments} c where c.post_id = "posts"."id")`,
    })
    .from(posts)
    .leftJoin(profiles, eq(profiles.id, posts.userId))
    .where(and(...conditions))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(sql.placeholder("limit"))
    .prepare(`feed_${variant}`);
}

type PreparedFeed = ReturnType<typeof buildFeedQuery>;
const preparedFeeds = new WeakMap<Db, Map<FeedVariant, PreparedFeed>>();

function feedQuery(db: Db, variant: FeedVariant): PreparedFeed {
  const byVariant = preparedFeeds.get(db) ?? new Map<FeedVariant, PreparedFeed>();
  preparedFeeds.set(db, byVariant);
  let query = byVariant.get(variant);
  if (!query) {
    query = buildFeedQuery(db, variant);
    byVariant.set(variant, query);
  }
  return query;
}

/**
 * One page of a city's feed, newest first, with reaction counts, the viewer's
 * reaction and comment counts, in one query: each is an index lookup per post
 * of the page, so a page costs the same in a 10k-post or a 1M-post city.
 */
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
  const position = options.cursor ? decodeCursor(options.cursor) : null;
  const variant: FeedVariant = options.postId ? "one" : position ? "older" : "first";
  const rows = await feedQuery(db, variant).execute({
    cityId: options.cityId,
    viewerId: options.viewer.id,
    limit: options.limit + 1,
    postId: options.postId,
    micros: position?.micros,
    cursorId: position?.id,
  });
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    posts: page.map((row) => ({
      id: row.post.id,
      citySlug: options.citySlug,
      author: { id: row.post.userId, username: row.username, avatarUrl: row.avatarUrl },
      content: row.post.content,
      imageUrl: options.imageUrl(row.post.imageKey),
      thumbnailUrl: options.imageUrl(row.post.thumbnailKey),
      createdAt: new Date(row.post.createdAt).toISOString(),
      reactions: countsFrom(row.reactions),
      myReaction: row.myReaction ?? null,
      commentCount: row.commentCount ?? 0,
      canDelete: row.post.userId === options.viewer.id || options.viewer.isAdmin,
    })),
    nextCursor:
      rows.length > options.limit && last ? encodeCursor(last.cursor, last.post.id) : null,
  };
}

// pg parses json, but counts may arrive as strings from some drivers.
const countsFrom = (value: unknown): ReactionCounts => {
  const parsed = (typeof value === "string" ? JSON.parse(value) : value) as Partial<
    Record<keyof ReactionCounts, number | string>
  > | null;
  return {
    like: Number(parsed?.like ?? 0),
    love: Number(parsed?.love ?? 0),
    haha: Number(parsed?.haha ?? 0),
  };
};

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
