import { and, desc, eq, sql } from "drizzle-orm";
import {
  type Post,
  postMessages,
  type ReactionCounts,
  type ReactionType,
  reactionTypes,
} from "../../../contracts/posts.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn, decodeCursor, encodeCursor } from "../../db/keyset-cursor.ts";
import {
  cities,
  postComments,
  postReactions,
  posts,
  profiles,
  savedItems,
} from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { conflict, justWritten, notFound } from "../../platform/http/errors.ts";
import { deleteStoredImage } from "../../platform/storage/store-image.ts";
import type { Actor } from "../../policies/actor.ts";
import { abilities } from "../../policies/can.ts";
import type { Viewer } from "../../session/session.ts";
import type { CityRow } from "../communities/cities.service.ts";
import { attachLinkPreview } from "../link-previews/link-previews.service.ts";
import { linkPreviewColumn, readLinkPreview } from "../link-previews/post-link-preview.ts";
import type { NotifyContext } from "../notifications/notifications.service.ts";
import { mentionsJson, notifyMentions, recordMentionsAndTags } from "./mentions.service.ts";
import {
  insertPostPhotos,
  type PostExtras,
  photosJson,
  presentPhotos,
  takePostPhotos,
  withStoredPhotos,
} from "./post-photos.service.ts";

export type PostRow = typeof posts.$inferSelect;

export const emptyCounts = () =>
  Object.fromEntries(reactionTypes.map((type) => [type, 0])) as ReactionCounts;

type FeedVariant = "first" | "older" | "one";

// 'like', count(*) filter (where r.reaction_type = 'like'), ... for each type of
// contracts/posts.ts. Literals, not parameters: the types are our own constants.
const countPerType = sql.join(
  reactionTypes.map((type) => {
    const literal = sql.raw(`'${type}'`);
    return sql`${literal}, count(*) filter (where r.reaction_type = ${literal})`;
  }),
  sql`, `,
);

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
      reactions: sql<Partial<ReactionCounts> | null>`(select json_build_object(${countPerType})
        from ${postReactions} r where r.post_id = "posts"."id")`,
      myReaction: sql<ReactionType | null>`(select r.reaction_type from ${postReactions} r
        where r.post_id = "posts"."id" and r.user_id = ${sql.placeholder("viewerId")})`,
      commentCount: sql<number>`(select count(*)::int from ${postComments} c where c.post_id = "posts"."id")`,
      // The viewer's bookmark, as the feed page's statement reads it.
      saved: sql<boolean>`exists (select 1 from ${savedItems} s where s.user_id = ${sql.placeholder("viewerId")}
        and s.kind = 'post' and s.item_id = "posts"."id")`,
      linkPreview: linkPreviewColumn(),
      photos: photosJson(sql`"posts"."id"`),
      mentions: mentionsJson(sql`"posts"."id"`),
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
  { db, storage }: Pick<AppContext, "db" | "storage">,
  options: {
    cityId: string;
    citySlug: string;
    viewer: Viewer;
    /** The viewer as the policies see them, for what the reply offers. */
    actor: Actor;
    cursor?: string;
    /** Just this post (the reply to its creation or edit, its own page). */
    postId?: string;
    limit: number;
  },
): Promise<{ items: Post[]; nextCursor: string | null }> {
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
    items: page.map((row) => ({
      id: row.post.id,
      citySlug: options.citySlug,
      author: { id: row.post.userId, username: row.username, avatarUrl: row.avatarUrl },
      content: row.post.content,
      photos: presentPhotos(storage, row.photos),
      contentWarning: row.post.contentWarning,
      mentions: row.mentions ?? undefined,
      createdAt: new Date(row.post.createdAt).toISOString(),
      reactions: { ...emptyCounts(), ...row.reactions },
      myReaction: row.myReaction ?? null,
      commentCount: row.commentCount ?? 0,
      saved: row.saved ?? false,
      linkPreview: readLinkPreview(storage, row.linkPreview),
      ...abilities(
        options.actor,
        { kind: "post", authorId: row.post.userId, cityId: options.cityId },
        ["delete", "edit", "viewHistory"],
      ),
      deleted: row.post.userId === null,
      editedAt: row.post.editedAt ? new Date(row.post.editedAt).toISOString() : null,
    })),
    nextCursor:
      rows.length > options.limit && last ? encodeCursor(last.cursor, last.post.id) : null,
  };
}

/** Comments and reactions are refused on a tombstone (a deleted user's post kept for others' comments). */
export function refuseTombstone(post: Pick<PostRow, "userId">) {
  if (post.userId === null) throw conflict(postMessages.postDeleted);
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

/**
 * Posts to a city's feed: text, optionally a warning and up to 8 photos with alt text,
 * which are stored first and removed again if the post cannot be saved. Announced once all of it is saved.
 */
export async function createPost(
  context: Pick<AppContext, "db" | "events" | "storage" | "readCaches"> & NotifyContext,
  input: { city: CityRow; viewer: Viewer; actor: Actor; content: string } & PostExtras & {
      /** False when the author removed the link card before posting: no fetch, no card. */
      linkPreview?: boolean;
    },
): Promise<Post> {
  const { db, events, storage } = context;
  const { city, viewer } = input;
  // The post, its photos, its mentions and its tags in one transaction.
  const { id, recorded } = await withStoredPhotos(storage, input.files, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(posts)
        .values({
          cityId: city.id,
          userId: viewer.id,
          content: input.content,
          contentWarning: input.contentWarning,
        })
        .returning({ id: posts.id });
      const written = justWritten(row, "the new post");
      await insertPostPhotos(tx, written.id, stored, input.alts);
      const post = { id: written.id, cityId: city.id, content: input.content };
      const recorded = await recordMentionsAndTags(tx, {
        post,
        content: input.content,
        fresh: true,
      });
      return { id: written.id, recorded };
    }),
  );
  const post = { id, cityId: city.id, content: input.content };
  await notifyMentions(context, { post, citySlug: city.slug, authorId: viewer.id, recorded });
  // Its first link's card: noted now, fetched after this reply (posting never waits).
  await attachLinkPreview(context, {
    postId: id,
    citySlug: city.slug,
    content: input.content,
    wanted: input.linkPreview !== false,
  });
  // Announced last: open feeds refetch on hearing it, and must find its mentions, tags and card.
  await events.publish({ city: city.slug, type: "post.created", id, actorId: viewer.id });
  const page = await listPosts(context, {
    cityId: city.id,
    citySlug: city.slug,
    viewer,
    actor: input.actor,
    postId: id,
    limit: 1,
  });
  return justWritten(page.items[0], "the new post");
}

/** Deletes a post with everything attached (comments, reactions cascade) and its image files. */
export async function deletePost(
  { db, events, storage }: Pick<AppContext, "db" | "events" | "storage">,
  input: { post: PostRow; citySlug: string; viewer: Viewer },
): Promise<void> {
  const { post } = input;
  const keys = await db.transaction(async (tx) => {
    const files = await takePostPhotos(tx, [post.id]);
    await tx.delete(posts).where(eq(posts.id, post.id));
    return files;
  });
  if (keys.length) await deleteStoredImage(storage, keys);
  await events.publish({
    city: input.citySlug,
    type: "post.deleted",
    id: post.id,
    actorId: input.viewer.id,
  });
}
