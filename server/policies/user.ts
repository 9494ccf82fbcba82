import { isAdmin, isSelf, isSignedIn } from "./actor.ts";
import { definePolicy } from "./policy.ts";

/** A user account, by its id. */
export type UserSubject = { id: string };

/**
 * Accounts: admins manage them (ban, unban, role, delete, moderator
 * appointments; the services refuse an admin acting on their own account with
 * their own words, `isSelf`). Anyone signed in may report someone else.
 */
export const userPolicy = definePolicy({
  rules: {
    manage: (actor, _user: UserSubject) => isAdmin(actor),
    report: (actor, user: UserSubject) => isSignedIn(actor) && !isSelf(actor, user.id),
  },
});
