import { isAuthor, isSignedIn, moderates } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** A marketplace item, property, restaurant or shop, as its policy needs it. */
export type EntrySubject = { ownerId: string | null; cityId: string };

/**
 * The four directories (decisions 022, 027, 050): anyone may read; any signed-in
 * user may add one, member or not (the spec); the owner edits; the owner, or
 * whoever moderates the entry's city, removes it.
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
