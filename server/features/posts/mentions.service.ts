import { and, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { mentionsAndTagsOf } from "../../../contracts/mention-tokens.ts";
import {
  type MentionSuggestion,
  mentionLimits,
  type PostMention,
} from "../../../contracts/mentions.ts";
import type { Db, Tx } from "../../db/client.ts";
import {
  memberships,
  messageBlocks,
  postMentions,
  posts,
  postTags,
  profiles,
  user,
} from "../../db/schema.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { postTarget } from "./post-target.ts";

// @mentions and #tags (issue 35, decision in docs/decisions): parsed on the server when a
// post or comment is saved, stored as rows by user id, and never re-parsed on a read.

/** What was written, and where: a post, or a comment on one. */
export interface MentionsInput {
  /** The post (its content names it in the notification). */
  post: { id: string; cityId: string; content: string };
  /** Set for a comment; its mentions are its own, its tags are not stored. */
  commentId?: string;
  /** The text saved: the post's, or the comment's. */
  content: string;
  /**
   * The post or comment was created in this same transaction: it has no earlier mentions
   * to keep, turn off or replace, so none are read, and text without names or tags costs
   * no statement at all.
   */
  fresh?: boolean;
}

/** The people a save mentioned for the first time in this post or comment. */
export type MentionsRecorded = { newlyMentioned: string[] };

// An approved member of the city whose account is not banned: who can see the post.
const activeMemberOf = (cityId: string) =>
  and(
    eq(memberships.userId, profiles.id),
    eq(memberships.cityId, cityId),
    eq(memberships.status, "active"),
  );

/**
 * Records a post's or a comment's mentions and a post's tags, inside the caller's
 * transaction. Call it on create and again on every edit: a name keeps pointing at the
 * person it meant when first saved (so "@oldname" after a rename is still them), a
 * mention the edit drops is kept inactive (so mentioning them again notifies no one), and
 * the tags are replaced. Only city members are mentioned; other names stay plain text.
 */
export async function recordMentionsAndTags(
  tx: Db | Tx,
  input: MentionsInput,
): Promise<MentionsRecorded> {
  const { names, tags } = mentionsAndTagsOf(input.content);
  const subjectId = input.commentId ?? input.post.id;
  const earlier = input.fresh
    ? []
    : await tx
        .select({ name: postMentions.name, userId: postMentions.userId })
        .from(postMentions)
        .where(eq(postMentions.subjectId, subjectId));
  const wanted = new Map<string, string>();
  for (const row of earlier) if (names.includes(row.name)) wanted.set(row.name, row.userId);
  const unknown = names.filter((name) => !wanted.has(name));
  if (unknown.length) {
    const found = await tx
      .select({ id: profiles.id, name: sql<string>`lower(${profiles.username})` })
      .from(profiles)
      .innerJoin(memberships, activeMemberOf(input.post.cityId))
      .innerJoin(user, and(eq(user.id, profiles.id), eq(user.banned, false)))
      .where(inArray(sql`lower(${profiles.username})`, unknown));
    for (const row of found) wanted.set(row.name, row.id);
  }
  const people = [...new Set(wanted.values())];
  let newlyMentioned: string[] = [];
  if (people.length) {
    const rows = [...wanted].map(([name, userId]) => ({
      subjectId,
      postId: input.post.id,
      commentId: input.commentId ?? null,
      userId,
      name,
    }));
    const saved = await tx
      .insert(postMentions)
      .values(rows)
      .onConflictDoUpdate({
        target: [postMentions.subjectId, postMentions.userId],
        set: { active: true, name: sql`excluded.name` },
      })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ userId: postMentions.userId, inserted: sql<boolean>`(xmax = 0)` });
    newlyMentioned = saved.filter((row) => row.inserted).map((row) => row.userId);
  }
  if (!input.fresh) {
    await tx
      .update(postMentions)
      .set({ active: false })
      .where(
        and(
          eq(postMentions.subjectId, subjectId),
          people.length ? notInArray(postMentions.userId, people) : undefined,
        ),
      );
  }
  if (!input.commentId) {
    if (!input.fresh) await tx.delete(postTags).where(eq(postTags.postId, input.post.id));
    if (tags.length) {
      // The post's own time, so the tagged feed orders and pages exactly as the feed.
      const postCreatedAt = sql`(select created_at from posts where id = ${input.post.id})`;
      await tx
        .insert(postTags)
        .values(
          tags.map((tag) => ({
            postId: input.post.id,
            tag,
            cityId: input.post.cityId,
            postCreatedAt,
          })),
        )
        .onConflictDoNothing();
    }
  }
  return { newlyMentioned };
}

/**
 * Tells the newly mentioned, after the write commits, through the notifications' own
 * rules (the bell, and email and push by their choices). Never someone who cannot see
 * the post (no longer a member, banned) nor someone who blocked the author.
 */
export async function notifyMentions(
  context: NotifyContext,
  input: {
    post: MentionsInput["post"];
    citySlug: string;
    authorId: string;
    recorded: MentionsRecorded;
  },
): Promise<void> {
  const { newlyMentioned } = input.recorded;
  if (newlyMentioned.length === 0) return;
  const rows = await context.db
    .select({ id: user.id })
    .from(user)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, user.id),
        eq(memberships.cityId, input.post.cityId),
        eq(memberships.status, "active"),
      ),
    )
    .where(
      and(
        inArray(user.id, newlyMentioned),
        eq(user.banned, false),
        sql`not exists (select 1 from ${messageBlocks} b
          where b.blocker_id = ${user.id} and b.blocked_id = ${input.authorId})`,
      ),
    );
  // The post as saved, so a content warning names it instead of its text (issue 35).
  const [post] = await context.db
    .select({ id: posts.id, content: posts.content, contentWarning: posts.contentWarning })
    .from(posts)
    .where(eq(posts.id, input.post.id));
  if (!post) return;
  await notify(context, {
    recipients: rows.map((row) => row.id),
    kind: "mention",
    target: postTarget(post, input.citySlug),
    actorId: input.authorId,
  });
}

/**
 * Records, then notifies once committed: the one call an edit makes. A create records in
 * its own transaction (`fresh`) and calls `notifyMentions` after it.
 */
export async function saveMentionsAndTags(
  context: NotifyContext,
  input: MentionsInput & {
    citySlug: string;
    authorId: string;
  },
): Promise<void> {
  const recorded = await context.db.transaction((tx) => recordMentionsAndTags(tx, input));
  await notifyMentions(context, { ...input, recorded });
}

/**
 * Up to eight members of the city whose username starts with `query` (any case), for
 * the composer's suggestions; the asker and banned accounts left out.
 */
export async function suggestMentions(
  db: Db,
  input: { cityId: string; viewerId: string; query: string },
): Promise<MentionSuggestion[]> {
  // A name is letters, digits, _ . and -: anything else finds no one (and needs no escaping).
  if (!/^[\p{L}\p{M}\p{N}_.-]*$/u.test(input.query)) return [];
  const prefix = `${input.query.toLowerCase().replace(/[_%\\]/g, "\\$&")}%`;
  return db
    .select({ username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .innerJoin(memberships, activeMemberOf(input.cityId))
    .innerJoin(user, and(eq(user.id, profiles.id), eq(user.banned, false)))
    .where(
      and(
        sql`lower(${profiles.username}) like ${prefix}`,
        sql`${profiles.id} <> ${input.viewerId}`,
        // Only names a mention can hold, so a picked name always finds its person again.
        sql`${profiles.username} ~ '^[[:alnum:]_]([[:alnum:]_.-]*[[:alnum:]_])?$'`,
      ),
    )
    .orderBy(sql`lower(${profiles.username})`)
    .limit(mentionLimits.suggestMax);
}

// Each post's or comment's active mentions with the person's current username: one index
// lookup per row (post_mentions_subject_user_idx).
const mentionsFrom = `(select json_agg(json_build_object('name', m.name, 'username', mp.username)
  order by m.name) from post_mentions m join profiles mp on mp.id = m.user_id
  where m.active and m.subject_id = `;

/**
 * A post's mentions as the page draws them, for a raw statement: JSON `[{ name, username }]`,
 * or null when it mentions no one (left out of the reply, keeping the feed small).
 */
export const mentionsJsonText = (subjectColumn: "p.id") => `${mentionsFrom}${subjectColumn})`;

/** The same for drizzle's select, of `"posts"."id"` or `"post_comments"."id"`. */
export const mentionsJson = (subject: SQL) =>
  sql<PostMention[] | null>`${sql.raw(mentionsFrom)}${subject})`;
