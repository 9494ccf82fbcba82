import { and, eq } from "drizzle-orm";
import { communityMessages } from "../../../contracts/communities.ts";
import { activeCityMessages, type Viewer } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { cities, memberships, profiles } from "../../db/schema.ts";
import { forbidden, notFound } from "../../platform/http/errors.ts";
import { userChangedNotice } from "../../platform/runtime/live-hub.ts";
import type { Viewer as SessionViewer } from "../../session/session.ts";
import { ensureProfile } from "./ensure-profile.ts";
import { loadViewer } from "./viewer.service.ts";

/**
 * The city switcher's choice (product decision 13): the viewer's active community
 * becomes `citySlug`, which must be one of their active memberships (being an admin
 * does not make one). Kept on their profile, so it follows them to every browser.
 */
export async function setActiveCity(
  db: Db,
  { viewer, citySlug }: { viewer: SessionViewer; citySlug: string },
): Promise<Viewer> {
  await ensureProfile(db, viewer);
  await db.transaction(async (tx) => {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, citySlug));
    if (!city) throw notFound(communityMessages.cityNotFound);
    const [membership] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(
        and(
          eq(memberships.cityId, city.id),
          eq(memberships.userId, viewer.id),
          eq(memberships.status, "active"),
        ),
      )
      // The membership cannot end between this check and the write that points at it.
      .for("share");
    if (!membership) throw forbidden(activeCityMessages.notMember);
    await tx
      .update(profiles)
      .set({ activeMembershipId: membership.id })
      .where(eq(profiles.id, viewer.id));
    // The user's other tabs hear it on their own stream (decision 034) once this commits.
    await tx.execute(userChangedNotice(viewer.id));
  });
  return loadViewer(db, viewer);
}
