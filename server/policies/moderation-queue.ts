import { type Actor, isAdmin } from "./actor.ts";
import { moderationMessages } from "./messages.ts";
import { definePolicy } from "./policy.ts";

/** The moderation queues (requests, reports, activity) have no facts of their own. */
export type QueueSubject = Record<never, never>;

/** Admins read every city's lines; a moderator reads their cities'; anyone else is refused. */
export const queuePolicy = definePolicy({
  rules: {
    read: (actor, _queue: QueueSubject) =>
      isAdmin(actor) || (actor !== null && actor.moderates.size > 0),
  },
  refusal: moderationMessages.notModerator,
});

/**
 * For a queue's SQL filter: the cities whose lines the actor reads, or null for
 * every city (an admin). Ask `assertCan(actor, "read", queue)` first.
 */
export const queueCities = (actor: Actor): string[] | null =>
  actor === null ? [] : actor.isAdmin ? null : [...actor.moderates];
