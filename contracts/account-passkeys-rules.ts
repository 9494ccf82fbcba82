// The words and limits of a member's passkeys (issue 31, scope 5), without zod, so
// /profile and /auth load them at once (decision 035).
import { defineMessages } from "./i18n/define-messages.ts";

export const passkeyLimits = {
  nameMax: 60,
};

export const passkeyMessages = defineMessages({
  signIn: {
    id: "account.passkeys.signIn",
    defaultMessage: "Sign in to manage your passkeys.",
  },
  notFound: {
    id: "account.passkeys.notFound",
    defaultMessage: "That passkey is not one of yours, or it was already removed.",
  },
  nameRequired: {
    id: "account.passkeys.nameRequired",
    defaultMessage: "Give the passkey a name.",
  },
  nameTooLong: {
    id: "account.passkeys.nameTooLong",
    defaultMessage: "A passkey's name can be up to 60 characters.",
  },
  noPasskeys: {
    id: "account.passkeys.noPasskeysToProve",
    defaultMessage: "You have no passkey yet. Confirm it is you another way.",
  },
  proofFailed: {
    id: "account.passkeys.proofFailed",
    defaultMessage: "That passkey could not be checked. Please try again.",
  },
  signInFailed: {
    id: "account.passkeys.signInFailed",
    defaultMessage: "That passkey could not sign you in. Please try again.",
  },
  registrationFailed: {
    id: "account.passkeys.registrationFailed",
    defaultMessage: "This passkey could not be added. Please try again.",
  },
});
