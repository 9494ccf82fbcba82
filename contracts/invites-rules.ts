import { defineMessages } from "./i18n/define-messages.ts";

// An admin's invitation of an address to a city (issue 31, decision 069), without zod:
// the admin tab and the invitee's page load these at once; contracts/invites.ts the server.

export const inviteLimits = {
  /** How long the mailed link works. */
  days: 7,
} as const;

export const inviteMessages = defineMessages({
  notValid: {
    id: "account.invites.notValid",
    defaultMessage:
      "This invitation link is no longer valid: it was used, withdrawn or has expired. Ask an admin for a new one.",
  },
  notFound: { id: "account.invites.notFound", defaultMessage: "Invitation not found." },
  accountExists: {
    id: "account.invites.accountExists",
    defaultMessage:
      "An account already uses this address. Sign in with it and ask to join the city instead.",
  },
  alreadyInvited: {
    id: "account.invites.alreadyInvited",
    defaultMessage: "This address already has a pending invitation to this city.",
  },
  cityNotFound: { id: "account.invites.cityNotFound", defaultMessage: "Choose a city." },
  mailSubject: {
    id: "account.invites.mailSubject",
    defaultMessage: "You are invited to join {city} on Coastal",
  },
  mailIntro: {
    id: "account.invites.mailIntro",
    defaultMessage:
      "An admin of Coastal invited you to join {city}, its community of local news, polls, listings and events. Choose a password and you are in: no form, no wait.",
  },
  mailAction: { id: "account.invites.mailAction", defaultMessage: "Create my account" },
  mailOutro: {
    id: "account.invites.mailOutro",
    defaultMessage:
      "The link works once and expires in {days} days. If you did not expect this invitation, ignore this mail.",
  },
});
