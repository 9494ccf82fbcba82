import { type Actor, isAuthor, isSignedIn, moderates } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** A marketplace item, property, restaurant or shop, as its policy needs it. */
export type EntrySubject = { ownerId: string | null; cityId: string };

/**
 * The four directories (decisions 022, 027, 050): anyone may read; any signed-in
 * user may add one, member or not (the spec); the owner or an admin edits (and sets
 * the status); the owner, or whoever moderates the entry's city (admins moderate
 * every city), removes it; anyone signed in but the owner may report it.
 */
export const entryPolicy = definePolicy({
  rules: {
    read: () => true,
    create: (actor) => isSignedIn(actor),
    edit: (actor, entry: EntrySubject) => isAuthor(actor, entry.ownerId) || actor?.isAdmin === true,
    delete: (actor, entry: EntrySubject) =>
      isAuthor(actor, entry.ownerId) || moderates(actor, entry.cityId),
    report: (actor, entry: EntrySubject) => isSignedIn(actor) && !isAuthor(actor, entry.ownerId),
  },
});

/**
 * A delete the policy allows by moderation, not ownership: it needs a reason the
 * owner is told, goes in the audit log and skips the owner's rate limit (decision 057).
 */
export const deletesAsModerator = (actor: Actor, entry: Pick<EntrySubject, "ownerId">) =>
  !isAuthor(actor, entry.ownerId);
