import { defineMessages } from "./i18n/define-messages.ts";

/**
 * Staff must use a second factor (issue 31, decision 067): the words of the
 * refusal an admin or moderator without one meets, shared by the server and
 * the web, and of the admin's view of a member's factors.
 */
export const staffFactorMessages = defineMessages({
  secondFactorRequired: {
    id: "account.staff.secondFactorRequired",
    defaultMessage:
      "Set up a second factor (an authenticator app or a passkey) to use admin and moderator tools.",
  },
  noFactorsToReset: {
    id: "account.staff.noFactorsToReset",
    defaultMessage: "This member has no second factor to reset.",
  },
  notOnYourself: {
    id: "account.staff.notOnYourself",
    defaultMessage: "You cannot reset your own second factor here; use your Security settings.",
  },
});
