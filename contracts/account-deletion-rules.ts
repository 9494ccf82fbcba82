import { defineMessages } from "./i18n/define-messages.ts";

// The zod-free half of contracts/account-deletion.ts: what the web takes values from.

/** The days a member has to change their mind. */
export const deletionGraceDays = 14;

export const deletionMessages = defineMessages({
  signIn: {
    id: "account.deletion.signIn",
    defaultMessage: "Sign in to delete your account.",
  },
});

/** Said on the page once the deletion is scheduled (signed out) and once signing in cancelled it. */
export const deletionNoticeMessages = defineMessages({
  scheduled: {
    id: "account.deletion.scheduled",
    defaultMessage:
      "You have been signed out. Your account will be deleted on {date}. Changed your mind? Sign in again before then and nothing will be deleted.",
  },
  cancelled: {
    id: "account.deletion.cancelled",
    defaultMessage:
      "Welcome back. Your account will not be deleted: signing in cancelled its deletion.",
  },
  dismiss: { id: "account.deletion.dismiss", defaultMessage: "Dismiss" },
});
