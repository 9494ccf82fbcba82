import type { AppContext } from "../../platform/config/app-context.ts";
import type { AuthHooks } from "../../session/auth.ts";
import { cancelDeletionOnSignIn } from "../account/deletion.service.ts";
import { noticeLinkedAccount } from "../account/linked-sign-ins.service.ts";
import { deleteUser } from "../admin/delete-user.service.ts";
import { ensureProfile } from "../profiles/ensure-profile.ts";
import { promoteConfiguredAdmin } from "./accounts.service.ts";

/** What the app does when better-auth creates, verifies or deletes an account, or ends a session. */
export function authHooks({
  db,
  settings,
  storage,
  events,
}: Pick<AppContext, "db" | "settings" | "storage" | "events">): AuthHooks {
  return {
    async userCreated(account) {
      await ensureProfile(db, account);
      await promoteConfiguredAdmin(db, settings.ADMIN_EMAILS, account);
    },
    emailVerified: (account) => promoteConfiguredAdmin(db, settings.ADMIN_EMAILS, account),
    // Content and files go too; the service deletes the user row itself, so
    // better-auth's own delete then finds nothing left.
    async userDeleting(userId) {
      await deleteUser({ db, storage }, userId);
    },
    // Signing in within the 14 days cancels a deletion the member asked for (issue 31).
    sessionCreated: (session) => cancelDeletionOnSignIn(db, session),
    // A provider's sign-in added to an existing account is told to its member (issue 31).
    accountCreated: (account) => noticeLinkedAccount(db, account),
    // Every instance closes the live streams opened with the session (decision 014).
    sessionEnded: (session) => events.endSession({ sessionId: session.id, userId: session.userId }),
    // Every instance forgets the sessions it cached for this user (decision 021),
    // and a banned user's open tabs are told why before their streams close.
    userChanged: (userId, change) => events.userChanged(userId, change),
  };
}
