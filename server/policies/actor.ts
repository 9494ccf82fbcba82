import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { hasSecondFactor } from "../features/account/second-factor.ts";
import type { Viewer } from "../session/session.ts";

/**
 * The fact staff powers need (decision 067). Features that build an actor from
 * facts at hand (the feed's one statement, GET /api/me) ask it here, so none
 * of them depends on the account feature.
 */
export { hasSecondFactor };

/**
 * Who is asking, as the policies see them: null for a visitor; otherwise the
 * signed-in user with the cities they belong to and the cities they moderate.
 * Policies are plain functions of an actor and a subject, so the facts they
 * need are loaded here once, in one query, not inside each rule.
 */
export type Actor = null | {
  id: string;
  isAdmin: boolean;
  /** Ids of the cities where the actor is an active member. */
  memberOf: ReadonlySet<string>;
  /** Ids of the cities the actor moderates (admins moderate every city without being listed). */
  moderates: ReadonlySet<string>;
  /**
   * Staff powers the actor has been given but may not use until they set up a
   * second factor (issue 31, decision 067): `isAdmin` and `moderates` above are
   * then a member's, and `assertCan` answers SECOND_FACTOR_REQUIRED for what
   * these would allow. Null when nothing is held.
   */
  held: null | { isAdmin: boolean; moderates: ReadonlySet<string> };
};

type Powers = { isAdmin: boolean; moderates: ReadonlySet<string> };

/**
 * Staff powers are usable only with a second factor: without one they are held
 * (decision 067), so every rule refuses them without knowing about factors.
 */
function withPowers(
  id: string,
  memberOf: ReadonlySet<string>,
  powers: Powers,
  secondFactor: boolean,
): NonNullable<Actor> {
  const isStaff = powers.isAdmin || powers.moderates.size > 0;
  if (!isStaff || secondFactor) return { id, memberOf, ...powers, held: null };
  return { id, memberOf, isAdmin: false, moderates: new Set(), held: powers };
}

/** The actor as if their held staff powers were usable: what a second factor would allow. */
export const unheld = (actor: NonNullable<Actor>): NonNullable<Actor> =>
  actor.held ? { ...actor, ...actor.held, held: null } : actor;

// Named, so each pooled connection parses and plans it once: most routes under a city ask it.
const standingStatement = {
  name: "actor_standing",
  text: `select city_id, 'member' as role from memberships where user_id = $1 and status = 'active'
    union all
    select city_id, 'moderator' as role from city_moderators where user_id = $1`,
};

/** The cities a viewer is an active member of, and those they moderate, as ids. */
export type Standing = { memberOf: readonly string[]; moderates: readonly string[] };

/**
 * The standing of the user `viewerId` names, as two text[] columns a statement can read
 * beside its own (cityAndActor reads it with the city of the path, in one round trip).
 */
export const standingColumns = (viewerId: SQL | Placeholder) => ({
  memberOf: sql<string[]>`(select coalesce(array_agg(m.city_id::text), '{}') from memberships m
    where m.user_id = ${viewerId} and m.status = 'active')`,
  moderates: sql<
    string[]
  >`(select coalesce(array_agg(cm.city_id::text), '{}') from city_moderators cm
    where cm.user_id = ${viewerId})`,
});

/** The actor behind a viewer, from their standing; only staff are asked about factors. */
export async function actorOfStanding(
  db: Db,
  viewer: Viewer | null,
  standing: Standing,
): Promise<Actor> {
  if (!viewer) return null;
  const powers = { isAdmin: viewer.isAdmin, moderates: new Set(standing.moderates) };
  // A member's request costs no second query.
  const isStaff = powers.isAdmin || powers.moderates.size > 0;
  const secondFactor = isStaff && (await hasSecondFactor(db, viewer.id));
  return withPowers(viewer.id, new Set(standing.memberOf), powers, secondFactor);
}

/** The actor behind a viewer: their active memberships and moderated cities in one round trip. */
export async function loadActor(db: Db, viewer: Viewer | null): Promise<Actor> {
  if (!viewer) return null;
  const { rows } = await db.$client.query<{ city_id: string; role: "member" | "moderator" }>({
    ...standingStatement,
    values: [viewer.id],
  });
  const standing = { memberOf: [] as string[], moderates: [] as string[] };
  for (const row of rows) {
    (row.role === "member" ? standing.memberOf : standing.moderates).push(row.city_id);
  }
  return actorOfStanding(db, viewer, standing);
}

const loaded = new WeakMap<FastifyRequest, Promise<Actor>>();

/**
 * The request's actor, loaded once however many checks the request makes (a
 * route's guard, then the flags its reply carries).
 */
export function actorFor(db: Db, request: FastifyRequest, viewer: Viewer | null): Promise<Actor> {
  let actor = loaded.get(request);
  if (!actor) {
    actor = loadActor(db, viewer);
    loaded.set(request, actor);
  }
  return actor;
}

/** Whether the request's actor was loaded (or is loading) already. */
export const actorLoaded = (request: FastifyRequest) => loaded.has(request);

/** The request's actor from a standing read with something else: later checks reuse it. */
export function rememberActor(
  db: Db,
  request: FastifyRequest,
  viewer: Viewer | null,
  standing: Standing,
): Promise<Actor> {
  const actor = actorOfStanding(db, viewer, standing);
  loaded.set(request, actor);
  return actor;
}

/**
 * An actor built from facts already at hand (tests, the role matrix, the feed's
 * one statement). `secondFactor` says whether staff powers are usable; callers
 * that build staff actors from a request must say it (decision 067).
 */
export const actorOf = (
  id: string,
  facts: {
    isAdmin?: boolean;
    memberOf?: string[];
    moderates?: string[];
    secondFactor?: boolean;
  } = {},
): Actor =>
  withPowers(
    id,
    new Set(facts.memberOf),
    { isAdmin: facts.isAdmin ?? false, moderates: new Set(facts.moderates) },
    facts.secondFactor ?? true,
  );

// The questions every policy asks, in one vocabulary.
export const isSignedIn = (actor: Actor): actor is NonNullable<Actor> => actor !== null;
export const isAdmin = (actor: Actor) => actor?.isAdmin === true;
/** Admins count as members of every city (they may look at every city, decision 9). */
export const belongsTo = (actor: Actor, cityId: string | null) =>
  actor !== null && (actor.isAdmin || (cityId !== null && actor.memberOf.has(cityId)));
/** Admins moderate everywhere; a moderator only their own cities (decision 30). */
export const moderates = (actor: Actor, cityId: string | null) =>
  actor !== null && (actor.isAdmin || (cityId !== null && actor.moderates.has(cityId)));
export const isAuthor = (actor: Actor, authorId: string | null) =>
  actor !== null && authorId !== null && actor.id === authorId;
/** Whether `who` (an actor or a viewer) is the user `userId`: "not on yourself" rules. */
export const isSelf = (who: { id: string } | null, userId: string | null) =>
  who !== null && userId !== null && who.id === userId;
