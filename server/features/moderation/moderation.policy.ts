import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cityModerators } from "../../db/schema.ts";
import { forbidden } from "../../platform/http/errors.ts";
import type { Viewer } from "../../session/session.ts";

export const moderationMessages = {
  notModerator: "Only an admin or a moderator of this city can do that.",
  adminsOnly: "Only an admin can do that.",
} as const;

/** Whether the viewer may moderate the city: admins everywhere, moderators in their own city. */
export async function isModerator(db: Db, viewer: Viewer, cityId: string | null): Promise<boolean> {
  if (viewer.isAdmin) return true;
  if (!cityId) return false;
  const [row] = await db
    .select({ userId: cityModerators.userId })
    .from(cityModerators)
    .where(and(eq(cityModerators.cityId, cityId), eq(cityModerators.userId, viewer.id)));
  return Boolean(row);
}

/**
 * For a read's select: whether the viewer moderates the row's city (admins do
 * everywhere), so a detail page can offer a moderator the delete the routes
 * allow (decision 050) in the same round trip. `cityId` must be qualified
 * ("table"."city_id"): a bare column would bind to city_moderators' own.
 */
export function moderatesCity(viewer: Viewer | null, cityId: unknown) {
  if (!viewer) return sql<boolean>`false`;
  if (viewer.isAdmin) return sql<boolean>`true`;
  return sql<boolean>`exists (select 1 from ${cityModerators} cm
    where cm.user_id = ${viewer.id} and cm.city_id = ${cityId})`;
}

/** What a read tells the client: the author may delete, and so may whoever moderates the city. */
export const canDelete = (viewer: Viewer | null, authorId: string | null, moderates: boolean) =>
  viewer !== null && (viewer.id === authorId || moderates);

/**
 * The one rule of every moderation route (decision 30): admins pass, a
 * moderator passes for their own city's things; anything without a city (a user
 * account) and anything global (bans, roles, cities) is for admins alone (403).
 */
export async function requireModerator(
  db: Db,
  viewer: Viewer,
  cityId: string | null,
): Promise<void> {
  if (!(await isModerator(db, viewer, cityId))) throw forbidden(moderationMessages.notModerator);
}

/** The ids of the cities the viewer moderates; null means every city (an admin). */
export async function moderatedCityIds(db: Db, viewer: Viewer): Promise<string[] | null> {
  if (viewer.isAdmin) return null;
  const rows = await db
    .select({ cityId: cityModerators.cityId })
    .from(cityModerators)
    .where(eq(cityModerators.userId, viewer.id));
  return rows.map((row) => row.cityId);
}

/**
 * Removing something written in a city: its author may, and so may whoever
 * moderates that city (decision 30). Answers whether this is moderation (not the
 * author's own), which the audit log then records; 403 with `refusal` otherwise.
 */
export async function requireAuthorOrModerator(
  db: Db,
  viewer: Viewer,
  thing: { authorId: string | null; cityId: string },
  refusal?: string,
): Promise<{ asModerator: boolean }> {
  if (viewer.id === thing.authorId) return { asModerator: false };
  if (await isModerator(db, viewer, thing.cityId)) return { asModerator: true };
  throw forbidden(refusal);
}

/**
 * The moderation queues (requests, reports, activity): the cities whose lines the
 * viewer may read (null: all, for admins); 403 for someone who moderates nowhere.
 */
export async function requireModeratedCities(db: Db, viewer: Viewer): Promise<string[] | null> {
  const cityIds = await moderatedCityIds(db, viewer);
  if (cityIds !== null && cityIds.length === 0) throw forbidden(moderationMessages.notModerator);
  return cityIds;
}
