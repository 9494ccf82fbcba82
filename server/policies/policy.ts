import type { Said } from "../platform/http/errors.ts";
import type { Actor } from "./actor.ts";

/** One rule: whether the actor may do the action to the subject. */
export type Rule<Subject> = (actor: Actor, subject: Subject) => boolean;

/**
 * A subject's policy: its rules by action, and the words of a refusal. Every
 * subject has exactly one, in server/policies/<subject>.ts, listed in can.ts;
 * nothing else decides who may do what.
 */
export interface Policy<Subject, Action extends string> {
  rules: Record<Action, Rule<Subject>>;
  /** What a signed-in actor is told when a rule refuses (403); per action, else `refusal`. */
  refusals?: Partial<Record<Action, Said>>;
  refusal?: Said;
}

export const definePolicy = <Subject, Action extends string>(policy: Policy<Subject, Action>) =>
  policy;
