import { and, desc, eq, inArray } from "drizzle-orm";
import type { AuditEntry } from "../../../contracts/admin.ts";
import type { Db } from "../../db/client.ts";
import { cursorColumn, keysetPage, olderThan } from "../../db/keyset-cursor.ts";
import { cities, moderationLog, profiles } from "../../db/schema.ts";
import type { Viewer } from "../../session/session.ts";

/** Anything that runs queries: the database or a transaction of it. */
type Queryable = Pick<Db, "select" | "insert">;

export type ModerationAction =
  | "approve"
  | "reject"
  | "delete-content"
  | "dismiss-report"
  | "ban"
  | "unban"
  | "delete-user"
  | "grant-admin"
  | "revoke-admin"
  | "appoint-moderator"
  | "remove-moderator"
  | "close-poll"
  | "add-city"
  | "edit-city"
  | "invite"
  | "revoke-invite";

/**
 * Writes one row of the append-only audit log. Call it inside the action's own
 * transaction so the action and its record commit or fail together.
 */
export async function recordModeration(
  tx: Queryable,
  input: {
    viewer: Viewer;
    action: ModerationAction;
    target: { type: string; id: string; title: string };
    cityId: string | null;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  const [actor] = await tx
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, input.viewer.id));
  await tx.insert(moderationLog).values({
    actorId: input.viewer.id,
    actorName: actor?.username ?? input.viewer.email,
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    targetTitle: input.target.title,
    cityId: input.cityId,
    reason: input.reason || null,
    details: input.details ?? null,
  });
}

/**
 * The Activity tab, newest first, one keyset page at a time: admins see every
 * line, a moderator the lines of their cities; filtered by city slug, actor id
 * and action.
 */
export async function listModeration(
  db: Db,
  input: {
    cityIds: string[] | null;
    city?: string;
    actor?: string;
    action?: string;
    cursor?: string;
    limit: number;
  },
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: moderationLog.id,
      entry: moderationLog,
      citySlug: cities.slug,
      cityName: cities.name,
      cursor: cursorColumn(moderationLog.createdAt),
    })
    .from(moderationLog)
    .leftJoin(cities, eq(cities.id, moderationLog.cityId))
    .where(
      and(
        input.cityIds === null ? undefined : inArray(moderationLog.cityId, input.cityIds),
        input.city ? eq(cities.slug, input.city.toLowerCase()) : undefined,
        input.actor ? eq(moderationLog.actorId, input.actor) : undefined,
        input.action ? eq(moderationLog.action, input.action) : undefined,
        input.cursor
          ? olderThan(moderationLog.createdAt, moderationLog.id, input.cursor)
          : undefined,
      ),
    )
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(input.limit + 1);
  const { page, nextCursor } = keysetPage(rows, input.limit);
  return {
    items: page.map(({ entry, citySlug, cityName }) => ({
      id: entry.id,
      actor: { id: entry.actorId, username: entry.actorName },
      action: entry.action,
      target: { type: entry.targetType, id: entry.targetId, title: entry.targetTitle },
      city: citySlug && cityName ? { slug: citySlug, name: cityName } : null,
      reason: entry.reason,
      createdAt: new Date(entry.createdAt).toISOString(),
    })),
    nextCursor,
  };
}
