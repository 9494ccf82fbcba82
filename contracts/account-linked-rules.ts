import { defineMessages } from "./i18n/define-messages.ts";

// The zod-free half of contracts/account-linked.ts: what the web takes values from.

/** password: email and password; provider: the configured OIDC provider. */
export const identityKinds = ["password", "provider"] as const;
export type IdentityKind = (typeof identityKinds)[number];

/** Where the provider sends the member back to, and the query that says how it went. */
export const linkReturnPath = "/profile";
export const linkedParam = "linked";
export const linkErrorParam = "linkError";

export const linkedMessages = defineMessages({
  signIn: {
    id: "account.linked.signIn",
    defaultMessage: "Sign in to see your ways to sign in.",
  },
  notFound: {
    id: "account.linked.notFound",
    defaultMessage: "That sign-in is not linked to your account.",
  },
  single: {
    id: "account.linked.single",
    defaultMessage: "You cannot remove your only way to sign in.",
  },
  alreadyExists: {
    id: "account.linked.alreadyExists",
    defaultMessage: "That sign-in is already linked to another Coastal account.",
  },
  noProvider: {
    id: "account.linked.noProvider",
    defaultMessage: "No sign-in provider is set up on this site.",
  },
  alreadyLinked: {
    id: "account.linked.alreadyLinked",
    defaultMessage: "That sign-in is already linked to your account.",
  },
});

/** What the page says when the provider sent the member back without a link. */
export const linkFailureMessages = defineMessages({
  IDENTITY_ALREADY_EXISTS: linkedMessages.alreadyExists,
  LINK_FAILED: {
    id: "account.linked.linkFailed",
    defaultMessage: "Linking did not work. Please try again.",
  },
});
