import { and, desc, eq } from "drizzle-orm";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import {
  cities,
  cityModerators,
  membershipRequests,
  memberships,
  profiles,
} from "../../db/schema.ts";
import { hasSecondFactor } from "../../policies/actor.ts";
import type { Viewer as SessionViewer } from "../../session/session.ts";
import { listNotices } from "../communities/membership-requests.service.ts";
import { ensureProfile } from "./ensure-profile.ts";

export async function loadViewer(db: Db, session: SessionViewer): Promise<Viewer> {
  return (await loadViewerAndLanguage(db, session)).viewer;
}

/** The viewer, and the language they chose (null: their browser's), from the same reads. */
export async function loadViewerAndLanguage(
  db: Db,
  session: SessionViewer,
): Promise<{ viewer: Viewer; language: Language | null }> {
  let [profile] = await db.select().from(profiles).where(eq(profiles.id, session.id));
  if (!profile) {
    await ensureProfile(db, session);
    [profile] = await db.select().from(profiles).where(eq(profiles.id, session.id));
  }
  const [joined, pending, notices, moderated] = await Promise.all([
    db
      .select({
        id: memberships.id,
        citySlug: cities.slug,
        cityName: cities.name,
        joinedAt: memberships.joinedAt,
      })
      .from(memberships)
      .innerJoin(cities, eq(cities.id, memberships.cityId))
      .where(and(eq(memberships.userId, session.id), eq(memberships.status, "active")))
      .orderBy(desc(memberships.joinedAt)),
    db
      .select({ citySlug: cities.slug })
      .from(membershipRequests)
      .innerJoin(cities, eq(cities.id, membershipRequests.cityId))
      .where(
        and(eq(membershipRequests.userId, session.id), eq(membershipRequests.status, "pending")),
      ),
    listNotices(db, session.id),
    db
      .select({ citySlug: cities.slug })
      .from(cityModerators)
      .innerJoin(cities, eq(cities.id, cityModerators.cityId))
      .where(eq(cityModerators.userId, session.id)),
  ]);
  // Staff without a second factor are held at setup (decision 067); members are never asked.
  const isStaff = session.isAdmin || moderated.length > 0;
  const secondFactorRequired = isStaff && !(await hasSecondFactor(db, session.id));
  // Decision 13: the picked city while still a member of it, else the newest membership.
  const active = joined.find((m) => m.id === profile?.activeMembershipId) ?? joined[0];
  const viewer: Viewer = {
    id: session.id,
    email: session.email,
    username: profile?.username ?? session.email.split("@")[0] ?? "",
    avatarUrl: profile?.avatarUrl ?? null,
    isAdmin: session.isAdmin,
    memberships: joined.map(({ citySlug, cityName, joinedAt }) => ({
      citySlug,
      cityName,
      joinedAt: new Date(joinedAt).toISOString(),
    })),
    activeCitySlug: active?.citySlug ?? null,
    pendingCitySlugs: pending.map((p) => p.citySlug),
    notices,
    moderates: moderated.map((m) => m.citySlug),
    secondFactorRequired,
  };
  return { viewer, language: profile?.language ?? null };
}
