import { communityMessages } from "../../../contracts/communities.ts";
import type { PostMention } from "../../../contracts/mentions.ts";
import {
  type FeedPost,
  type Post,
  type ReactionCounts,
  reactionTypes,
} from "../../../contracts/posts.ts";
import { decodeCursor, encodeCursor } from "../../db/keyset-cursor.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import { actorOf, hasSecondFactor } from "../../policies/actor.ts";
import { abilities, assertCan } from "../../policies/can.ts";
import type { Viewer } from "../../session/session.ts";
import {
  type LinkPreviewJson,
  linkPreviewColumnSql,
  linkPreviewTables,
  readLinkPreview,
} from "../link-previews/post-link-preview.ts";
import { mentionsJsonText } from "./mentions.service.ts";
import { photosJsonText, presentPhotos, type RawPhoto } from "./post-photos.service.ts";
import { feedSource } from "./tagged-feed.ts";

// 'like', count(*) filter (where r.reaction_type = 'like'), ... for each type of
// contracts/posts.ts. Literals, not parameters: the types are our own constants.
const countPerType = reactionTypes
  .map((type) => `'${type}', count(*) filter (where r.reaction_type = '${type}')`)
  .join(", ");

/**
 * The city, whether the viewer may read it and moderates it, and one page of its posts with
 * their reaction counts, the viewer's reaction and comment counts: one
 * statement, one round trip (decision 021). The city row always comes back
 * (with null post columns when the page is empty or the viewer may not read
 * it), so an unknown city is the only way to get no rows. Every lookup is by
 * index, so a page costs the same at any depth of a 1M-post city.
 */
const feedPageSql = (older: boolean, limit: number, source = feedSource(false, older)) => `
with city as (
  select c.id, c.slug, ($2::boolean or exists (select 1 from memberships m
    where m.city_id = c.id and m.user_id = $1 and m.status = 'active')) as allowed,
    ($2::boolean or exists (select 1 from city_moderators cm
      where cm.city_id = c.id and cm.user_id = $1)) as moderates
  from cities c where c.slug = $3
)
select city.id as city_id, city.slug as city_slug, city.allowed, city.moderates, page.*
from city left join lateral (
  select p.id, p.user_id, p.content, p.content_warning, p.created_at, p.edited_at,
    ${photosJsonText("p.id")} as photos,
    (extract(epoch from p.created_at) * 1000000)::bigint::text as cursor,
    pr.username, pr.avatar_url,
    (select json_build_object(${countPerType}) from post_reactions r where r.post_id = p.id) as reactions,
    (select r.reaction_type from post_reactions r where r.post_id = p.id and r.user_id = $1) as my_reaction,
    (select count(*)::int from post_comments pc where pc.post_id = p.id) as comment_count,
    exists (select 1 from saved_items s where s.user_id = $1 and s.kind = 'post' and s.item_id = p.id) as saved,
    ${linkPreviewColumnSql},
    ${mentionsJsonText("p.id")} as mentions
  from ${source.from} left join profiles pr on pr.id = p.user_id
  where city.allowed and ${source.where}
  order by ${source.order}
  limit ${limit}
) page on true`;

// Named, so each pooled connection parses and plans them once and then only executes
// (a generic plan: server/db/client.ts). The page size is written into the statement,
// one per size asked for: a generic plan with LIMIT as a parameter cannot know the
// limit is small, and sorted the whole city instead of walking the index.
const statements = new Map<string, { name: string; text: string }>();

function statement(older: boolean, limit: number, tagged: boolean) {
  const name = `feed_page_${older ? "older" : "first"}_${limit}${tagged ? "_tagged" : ""}`;
  let found = statements.get(name);
  if (!found) {
    found = { name, text: feedPageSql(older, limit, feedSource(tagged, older)) };
    statements.set(name, found);
  }
  return found;
}

/** Every table the statement reads: a write to any of them changes some page. */
export const feedPageTables = [
  "cities",
  "memberships",
  "profiles",
  "posts",
  "post_reactions",
  "post_comments",
  "city_moderators",
  "post_photos",
  "post_mentions",
  "post_tags",
  "saved_items",
  ...linkPreviewTables,
];

type FeedPageRow = {
  city_id: string;
  city_slug: string;
  allowed: boolean;
  moderates: boolean;
  id: string | null;
  user_id: string | null;
  content: string;
  content_warning: string | null;
  photos: RawPhoto[] | null;
  created_at: Date;
  edited_at: Date | null;
  cursor: string;
  username: string | null;
  avatar_url: string | null;
  reactions: Partial<ReactionCounts> | null;
  my_reaction: Post["myReaction"];
  comment_count: number;
  saved: boolean;
  link_preview: LinkPreviewJson;
  mentions: PostMention[] | null;
};

/** The reactions a post has, none at zero; nothing when it has none. */
function reactionsHad(counts: Partial<ReactionCounts> | null) {
  const had = Object.entries(counts ?? {}).filter(([, count]) => count);
  return had.length ? (Object.fromEntries(had) as Partial<ReactionCounts>) : undefined;
}

/**
 * A page of a city's feed for a member (or an admin), newest first: 404 for
 * an unknown city, 403 for anyone the city policy refuses.
 */
export async function feedPage(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  options: { citySlug: string; viewer: Viewer; cursor?: string; limit: number; tag?: string },
): Promise<{ items: FeedPost[]; nextCursor: string | null }> {
  const position = options.cursor ? decodeCursor(options.cursor) : null;
  // An integer the route's schema bounds (1 to 50), so safe to write into the statement.
  const limit = Math.trunc(options.limit) + 1;
  // An admin reads every city only with a second factor (decision 067); members never ask.
  const adminFactor = options.viewer.isAdmin && (await hasSecondFactor(db, options.viewer.id));
  const values: unknown[] = [options.viewer.id, adminFactor, options.citySlug.toLowerCase()];
  if (options.tag) values.push(options.tag);
  if (position) values.push(position.micros, position.id);
  const { rows } = await db.$client.query<FeedPageRow>({
    ...statement(Boolean(position), limit, Boolean(options.tag)),
    values,
  });
  const city = rows[0];
  if (!city) throw notFound(communityMessages.cityNotFound);
  // The actor from the facts the statement already read (no second round trip): a member
  // (or an admin) of this city, and whether they moderate it.
  // A moderator's powers (removing posts, shown as canDelete) also wait for a second factor.
  const secondFactor = options.viewer.isAdmin
    ? adminFactor
    : !city.moderates || (await hasSecondFactor(db, options.viewer.id));
  const actor = actorOf(options.viewer.id, {
    isAdmin: options.viewer.isAdmin,
    memberOf: city.allowed ? [city.city_id] : [],
    moderates: city.moderates ? [city.city_id] : [],
    secondFactor,
  });
  assertCan(actor, "read", { kind: "city", id: city.city_id });
  const found = rows.filter((row) => row.id !== null);
  const page = found.slice(0, options.limit);
  const last = page.at(-1);
  return {
    // What is at its usual value is left out (feedPostSchema); the web puts it back.
    items: page.map((row) => {
      const may = abilities(actor, { kind: "post", authorId: row.user_id, cityId: city.city_id }, [
        "delete",
        "edit",
        "viewHistory",
      ]);
      const photos = presentPhotos(storage, row.photos);
      return {
        id: row.id as string,
        citySlug: city.city_slug,
        author: { id: row.user_id, username: row.username, avatarUrl: row.avatar_url },
        content: row.content,
        photos: photos.length ? photos : undefined,
        contentWarning: row.content_warning ?? undefined,
        createdAt: row.created_at.toISOString(),
        reactions: reactionsHad(row.reactions),
        myReaction: row.my_reaction ?? undefined,
        commentCount: row.comment_count || undefined,
        saved: row.saved || undefined,
        linkPreview: readLinkPreview(storage, row.link_preview) ?? undefined,
        mentions: row.mentions ?? undefined,
        canDelete: may.canDelete || undefined,
        canEdit: may.canEdit || undefined,
        canViewHistory: may.canViewHistory || undefined,
        deleted: row.user_id === null || undefined,
        editedAt: row.edited_at?.toISOString(),
      };
    }),
    nextCursor:
      found.length > options.limit && last ? encodeCursor(last.cursor, last.id as string) : null,
  };
}
