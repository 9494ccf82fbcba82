import { and, eq, sql } from "drizzle-orm";
import { communityMessages } from "../../../contracts/communities-rules.ts";
import { postPath } from "../../../contracts/post-path.ts";
import type { BookmarkKind, SavedKind } from "../../../contracts/saved.ts";
import { savedLimits, savedWords } from "../../../contracts/saved.ts";
import type { Db } from "../../db/client.ts";
import { cities, events, memberships, posts, savedItems } from "../../db/schema.ts";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.ts";
import { type Actor, belongsTo } from "../../policies/actor.ts";
import type { Viewer } from "../../session/session.ts";
import { findEvent } from "../events/events.service.ts";
import { findPost } from "../posts/posts.service.ts";
import type { Saveable } from "./saved.service.ts";

// Bookmarks of posts and events (issue 35) on the Saved list: the same table as listings,
// with a kind each. A member bookmarks only what their city shows them: the feed is
// members-only (decision 9), and events are bookmarked as the city's members' tool too.

/** A post is kept under its first words, as its notices name it (post-target.ts). */
const postTitle = (content: string) => {
  const words = content.replace(/\s+/g, " ").trim();
  const max = savedLimits.postTitleLength;
  return words.length > max ? `${words.slice(0, max - 1)}…` : words;
};

/** The post or event as a save needs it; 404 when there is none, 403 for a non-member. */
export async function bookmarkSubject(
  db: Db,
  actor: Actor,
  kind: BookmarkKind,
  id: string,
): Promise<Saveable> {
  const found =
    kind === "post"
      ? await findPost(db, id).then(({ post }) => ({
          cityId: post.cityId,
          title: postTitle(post.content),
        }))
      : await findEvent(db, id).then(({ event }) => ({ cityId: event.cityId, title: event.title }));
  if (!belongsTo(actor, found.cityId)) throw forbidden(communityMessages.membersOnly);
  return { kind, id, ...found };
}

/** The columns the Saved list reads of a bookmarked post or event (null for other kinds). */
export const bookmarkColumns = (viewer: Viewer) => ({
  // As sql, not columns: the joins are added to a dynamic query, whose type stays as it is.
  postContent: sql<string | null>`${posts.content}`,
  // A post whose author's account was deleted is kept without its words: removed here.
  postGone: sql<boolean>`(${posts.id} is null or ${posts.userId} is null)`,
  eventTitle: sql<string | null>`${events.title}`,
  eventCancelled: sql<boolean>`(${events.cancelledAt} is not null)`,
  eventThumbnailKey: sql<string | null>`${events.thumbnailKey}`,
  // Whether the member still reads the city's feed: otherwise its post is not sent again.
  member: sql<boolean>`(${viewer.isAdmin} or exists (select 1 from ${memberships} m
    where m.city_id = ${savedItems.cityId} and m.user_id = ${viewer.id} and m.status = 'active'))`,
});

/** The left joins that find a saved row's post or event (only the row's own kind matches). */
export const bookmarkJoins = {
  posts: and(eq(savedItems.kind, "post"), eq(posts.id, savedItems.itemId)),
  events: and(eq(savedItems.kind, "event"), eq(events.id, savedItems.itemId)),
};

type BookmarkRow = {
  kind: SavedKind;
  savedTitle: string;
  postContent: string | null;
  postGone: boolean;
  eventTitle: string | null;
  eventCancelled: boolean;
  member: boolean;
};

/** A bookmark's state and title on the list; null for a directory's entry. */
export function bookmarkState(row: BookmarkRow) {
  if (row.kind === "post") {
    // Out of the city: none of its words, then or now (nor whether it was removed).
    if (!row.member) return { state: "unavailable" as const, title: "" };
    if (row.postGone || row.postContent === null)
      return { state: "removed" as const, title: row.savedTitle };
    return { state: "available" as const, title: postTitle(row.postContent) };
  }
  if (row.kind === "event") {
    if (row.eventTitle === null) return { state: "removed" as const, title: row.savedTitle };
    return {
      state: row.eventCancelled ? ("cancelled" as const) : ("available" as const),
      title: row.eventTitle,
    };
  }
  return null;
}

/** Each bookmark's page. */
export const bookmarkPath = (kind: BookmarkKind, citySlug: string, id: string) =>
  kind === "post" ? postPath(citySlug, id) : `/city/${citySlug}/events/${id}`;

/**
 * Sets or clears the reminder day of one saved item: a day on its city's calendar, from
 * today there up to two years on. A new day clears `reminded_at`, so it is sent again.
 */
export async function setReminder(
  db: Db,
  input: { viewer: Viewer; kind: SavedKind; itemId: string; remindOn: string | null },
): Promise<void> {
  const { viewer, kind, itemId, remindOn } = input;
  const mine = and(
    eq(savedItems.userId, viewer.id),
    eq(savedItems.kind, kind),
    eq(savedItems.itemId, itemId),
  );
  const [row] = await db
    .select({
      today: sql<string>`((now() at time zone ${cities.timeZone})::date)::text`,
      last: sql<string>`((now() at time zone ${cities.timeZone})::date + ${savedLimits.reminderDaysMax}::int)::text`,
    })
    .from(savedItems)
    .innerJoin(cities, eq(cities.id, savedItems.cityId))
    .where(mine);
  if (!row) throw notFound(savedWords.notSaved);
  // ISO days compare as text.
  if (remindOn !== null && (remindOn < row.today || remindOn > row.last)) {
    throw badRequest(savedWords.badReminder);
  }
  await db.update(savedItems).set({ remindOn, remindedAt: null }).where(mine);
}
