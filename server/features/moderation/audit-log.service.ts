import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { moderationLog, profiles } from "../../db/schema.ts";
import type { Viewer } from "../../lib/session.ts";

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
  | "add-city";

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
