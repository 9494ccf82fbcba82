import { and, eq } from "drizzle-orm";
import { communityMessages } from "../../../contracts/communities.ts";
import type { Db } from "../../db/client.ts";
import { memberships } from "../../db/schema.ts";
import { forbidden } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/session.ts";

export async function isActiveMember(db: Db, userId: string, cityId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.cityId, cityId),
        eq(memberships.status, "active"),
      ),
    );
  return Boolean(row);
}

/** Members-only content (product decision 9); admins may look at every city. */
export async function requireMemberOrAdmin(db: Db, viewer: Viewer, cityId: string) {
  if (viewer.isAdmin || (await isActiveMember(db, viewer.id, cityId))) return;
  throw forbidden(communityMessages.membersOnly);
}
