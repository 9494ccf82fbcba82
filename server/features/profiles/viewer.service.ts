import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import type { Db } from "../../db/client.ts";
import { hasSecondFactor } from "../../policies/actor.ts";
import type { Viewer as SessionViewer } from "../../session/session.ts";
import { type DecidedRequest, noticeOf } from "../communities/membership-requests.service.ts";
import { ensureProfile } from "./ensure-profile.ts";

/**
 * Everything the viewer's reply needs about them, in one statement and one round trip
 * (as the feed page, decision 021): every signed-in page asks for it (GET /api/me, and
 * the live streams' catch-up), and five reads were five parses, plans and round trips,
 * the profile's before the rest. Named, so each pooled connection plans it once.
 */
const viewerFacts = {
  name: "viewer_facts",
  text: `
select p.username, p.avatar_url, p.language, p.active_membership_id,
  (select coalesce(json_agg(json_build_object('id', m.id, 'citySlug', c.slug,
      'cityName', c.name, 'joinedAt', m.joined_at) order by m.joined_at desc), '[]')
    from memberships m join cities c on c.id = m.city_id
    where m.user_id = me.id and m.status = 'active') as joined,
  (select coalesce(json_agg(c.slug), '[]')
    from membership_requests r join cities c on c.id = r.city_id
    where r.user_id = me.id and r.status = 'pending') as pending,
  (select coalesce(json_agg(json_build_object('id', r.id, 'citySlug', c.slug,
      'cityName', c.name, 'decision', r.status, 'reason', r.decision_reason,
      'decidedAt', r.decided_at) order by r.decided_at desc), '[]')
    from membership_requests r join cities c on c.id = r.city_id
    where r.user_id = me.id and r.status <> 'pending' and r.notice_seen_at is null) as notices,
  (select coalesce(json_agg(c.slug), '[]')
    from city_moderators cm join cities c on c.id = cm.city_id
    where cm.user_id = me.id) as moderated
from (select $1::text as id) me left join profiles p on p.id = me.id`,
};

type ViewerFactsRow = {
  /** Null when the account has no profile yet. */
  username: string | null;
  avatar_url: string | null;
  language: Language | null;
  active_membership_id: string | null;
  joined: { id: string; citySlug: string; cityName: string; joinedAt: string }[];
  pending: string[];
  notices: DecidedRequest[];
  moderated: string[];
};

async function readFacts(db: Db, userId: string) {
  const { rows } = await db.$client.query<ViewerFactsRow>({ ...viewerFacts, values: [userId] });
  return rows[0] as ViewerFactsRow;
}

export async function loadViewer(db: Db, session: SessionViewer): Promise<Viewer> {
  return (await loadViewerAndLanguage(db, session)).viewer;
}

/** The viewer, and the language they chose (null: their browser's), from the same reads. */
export async function loadViewerAndLanguage(
  db: Db,
  session: SessionViewer,
): Promise<{ viewer: Viewer; language: Language | null }> {
  let facts = await readFacts(db, session.id);
  if (facts.username === null) {
    await ensureProfile(db, session);
    facts = await readFacts(db, session.id);
  }
  // Staff without a second factor are held at setup (decision 067); members are never asked.
  const isStaff = session.isAdmin || facts.moderated.length > 0;
  const secondFactorRequired = isStaff && !(await hasSecondFactor(db, session.id));
  // Decision 13: the picked city while still a member of it, else the newest membership.
  const active = facts.joined.find((m) => m.id === facts.active_membership_id) ?? facts.joined[0];
  const viewer: Viewer = {
    id: session.id,
    email: session.email,
    username: facts.username ?? session.email.split("@")[0] ?? "",
    avatarUrl: facts.avatar_url,
    isAdmin: session.isAdmin,
    memberships: facts.joined.map(({ citySlug, cityName, joinedAt }) => ({
      citySlug,
      cityName,
      joinedAt: new Date(joinedAt).toISOString(),
    })),
    activeCitySlug: active?.citySlug ?? null,
    pendingCitySlugs: facts.pending,
    notices: facts.notices.map(noticeOf),
    moderates: facts.moderated,
    secondFactorRequired,
  };
  return { viewer, language: facts.language };
}
