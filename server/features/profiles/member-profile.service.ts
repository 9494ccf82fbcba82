import { and, desc, eq, sql } from "drizzle-orm";
import { fromCents } from "../../../contracts/listing-parts-rules.ts";
import {
  type MemberProfile,
  memberProfileLimits,
  memberProfileMessages,
} from "../../../contracts/member-profiles.ts";
import { cities, marketplaceItems, memberships, posts, profiles, user } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Actor } from "../../policies/actor.ts";
import { abilities, can } from "../../policies/can.ts";

const missing = () => notFound(memberProfileMessages.notFound);

/**
 * A member's page within a city (issue 28): name, picture, bio, when they joined, and
 * their latest posts and listings there. Everything else answers 404 as if missing, so
 * the page tells no outsider who belongs where (decision 9): an unknown city or name, a
 * viewer who is not in the city, a person who is not (or no longer) in it, a banned one.
 */
export async function loadMemberProfile(
  { db, storage }: Pick<AppContext, "db" | "storage">,
  input: { actor: Actor; citySlug: string; username: string },
): Promise<MemberProfile> {
  const [city] = await db
    .select({ id: cities.id, slug: cities.slug })
    .from(cities)
    .where(eq(cities.slug, input.citySlug.toLowerCase()));
  // Members-only like the city itself, but answered as missing: no outsider learns who is where.
  if (!city || !can(input.actor, "read", { kind: "city", id: city.id })) throw missing();

  const [member] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      joinedAt: memberships.joinedAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, profiles.id),
        eq(memberships.cityId, city.id),
        eq(memberships.status, "active"),
      ),
    )
    // Names are unique whatever their case (migration 0015), so this is one person.
    .where(
      and(
        sql`lower(${profiles.username}) = lower(${input.username})`,
        sql`not coalesce(${user.banned}, false)`,
      ),
    );
  if (!member) throw missing();

  const [recentPosts, recentListings] = await Promise.all([
    db
      .select({
        id: posts.id,
        // A post behind a content warning shows only its warning here (issue 35).
        excerpt: sql<string>`coalesce('⚠ ' || ${posts.contentWarning}, left(${posts.content}, ${memberProfileLimits.excerpt}))`,
        thumbnailKey: sql<string | null>`case when ${posts.contentWarning} is null then
          (select pp.thumbnail_key from post_photos pp where pp.post_id = ${posts.id} and pp.position = 0) end`,
        createdAt: posts.createdAt,
      })
      .from(posts)
      .where(and(eq(posts.userId, member.id), eq(posts.cityId, city.id)))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(memberProfileLimits.recentPosts),
    db
      .select({
        id: marketplaceItems.id,
        title: marketplaceItems.title,
        priceCents: marketplaceItems.priceCents,
        status: marketplaceItems.status,
        thumbnailKey: sql<string | null>`${marketplaceItems.photos} -> 0 ->> 'thumbnailKey'`,
        createdAt: marketplaceItems.createdAt,
      })
      .from(marketplaceItems)
      .where(and(eq(marketplaceItems.userId, member.id), eq(marketplaceItems.cityId, city.id)))
      .orderBy(desc(marketplaceItems.createdAt), desc(marketplaceItems.id))
      .limit(memberProfileLimits.recentListings),
  ]);
  const url = (key: string | null) => (key ? storage.publicUrl(key) : null);
  return {
    id: member.id,
    citySlug: city.slug,
    username: member.username,
    avatarUrl: member.avatarUrl,
    bio: member.bio,
    memberSince: new Date(member.joinedAt).toISOString(),
    posts: recentPosts.map((post) => ({
      id: post.id,
      excerpt: post.excerpt,
      thumbnailUrl: url(post.thumbnailKey),
      createdAt: new Date(post.createdAt).toISOString(),
    })),
    listings: recentListings.map((item) => ({
      id: item.id,
      title: item.title,
      price: fromCents(item.priceCents),
      status: item.status,
      thumbnailUrl: url(item.thumbnailKey),
      createdAt: new Date(item.createdAt).toISOString(),
    })),
    ...abilities(input.actor, { kind: "user", id: member.id }, ["report"]),
  };
}
