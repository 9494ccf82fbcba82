import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import type { Viewer } from "../session/session.ts";

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
};

/** The actor behind a viewer: their active memberships and moderated cities in one round trip. */
export async function loadActor(db: Db, viewer: Viewer | null): Promise<Actor> {
  if (!viewer) return null;
  const { rows } = await db.execute<{ city_id: string; role: "member" | "moderator" }>(sql`
    select city_id, 'member' as role from memberships where user_id = ${viewer.id} and status = 'active'
    union all
    select city_id, 'moderator' as role from city_moderators where user_id = ${viewer.id}`);
  const memberOf = new Set<string>();
  const moderates = new Set<string>();
  for (const row of rows) (row.role === "member" ? memberOf : moderates).add(row.city_id);
  return { id: viewer.id, isAdmin: viewer.isAdmin, memberOf, moderates };
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

/** An actor built from facts already at hand (tests, and the role matrix). */
export const actorOf = (
  id: string,
  facts: { isAdmin?: boolean; memberOf?: string[]; moderates?: string[] } = {},
): Actor => ({
  id,
  isAdmin: facts.isAdmin ?? false,
  memberOf: new Set(facts.memberOf),
  moderates: new Set(facts.moderates),
});

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
