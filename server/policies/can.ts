import { staffFactorMessages } from "../../contracts/account-staff-rules.ts";
import { AppError, forbidden, type Said, unauthorized } from "../platform/http/errors.ts";
import { type Actor, unheld } from "./actor.ts";
import { cityPolicy } from "./city.ts";
import { commentPolicy } from "./comment.ts";
import { conversationPolicy } from "./conversation.ts";
import { entryPolicy } from "./directory-entries.ts";
import { eventPolicy } from "./event.ts";
import { membershipRequestPolicy } from "./membership-request.ts";
import { queuePolicy } from "./moderation-queue.ts";
import type { Policy } from "./policy.ts";
import { pollPolicy } from "./poll.ts";
import { postPolicy } from "./post.ts";
import { reportPolicy } from "./report.ts";
import { sitePolicy } from "./site.ts";
import { userPolicy } from "./user.ts";

/** Every subject's policy, by the `kind` a subject names. The role matrix walks this table. */
export const policies = {
  entry: entryPolicy,
  city: cityPolicy,
  post: postPolicy,
  comment: commentPolicy,
  conversation: conversationPolicy,
  poll: pollPolicy,
  event: eventPolicy,
  membershipRequest: membershipRequestPolicy,
  report: reportPolicy,
  queue: queuePolicy,
  user: userPolicy,
  site: sitePolicy,
} as const;

type Policies = typeof policies;
export type Kind = keyof Policies;
type SubjectOf<K extends Kind> = Policies[K] extends Policy<infer S, infer _A> ? S : never;
export type ActionOf<K extends Kind> = keyof Policies[K]["rules"] & string;
/** A subject as the policies take it: its facts, tagged with its kind ("entry", "post", ...). */
export type Subject<K extends Kind = Kind> = { kind: K } & SubjectOf<K>;

const policyOf = <K extends Kind>(kind: K) =>
  policies[kind] as unknown as Policy<Subject<K>, ActionOf<K>>;

/** Whether the actor may do `action` to `subject`. */
export function can<K extends Kind>(actor: Actor, action: ActionOf<K>, subject: Subject<K>) {
  return policyOf(subject.kind).rules[action](actor, subject);
}

/**
 * The route's guard: nothing for an allowed action; otherwise 401 for a visitor
 * (with `message`, the spec's words for what needs signing in) and 403 with
 * `message` or the policy's words for anyone else, except staff refused only
 * because their powers are held: 403 SECOND_FACTOR_REQUIRED (decision 067).
 */
export function assertCan<K extends Kind>(
  actor: Actor,
  action: ActionOf<K>,
  subject: Subject<K>,
  message?: Said,
): void {
  if (can(actor, action, subject)) return;
  if (actor === null) throw unauthorized(message);
  if (actor.held && can(unheld(actor), action, subject)) throw secondFactorRequired();
  const policy = policyOf(subject.kind);
  throw forbidden(message ?? policy.refusals?.[action] ?? policy.refusal);
}

/** 403: what the actor's staff powers would allow once they set up a second factor. */
export const secondFactorRequired = () =>
  new AppError("SECOND_FACTOR_REQUIRED", 403, staffFactorMessages.secondFactorRequired);

type Abilities<A extends string> = { [Name in A as `can${Capitalize<Name>}`]: boolean };

/**
 * What a reply tells the client it may do (`canEdit`, `canDelete`, ...), from
 * the same rules the routes enforce, so a page never offers what the server
 * refuses (Outline's presentPolicies).
 */
export function abilities<K extends Kind, A extends ActionOf<K>>(
  actor: Actor,
  subject: Subject<K>,
  actions: readonly A[],
): Abilities<A> {
  const answer: Record<string, boolean> = {};
  for (const action of actions) {
    answer[`can${action.charAt(0).toUpperCase()}${action.slice(1)}`] = can(actor, action, subject);
  }
  return answer as Abilities<A>;
}
