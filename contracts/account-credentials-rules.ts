// The words and limits of changing a password or an email and of proving who one is
// (issue 31, scopes 2 and 11), without zod, so /profile loads them at once (decision 035).
import { defineMessages } from "./i18n/define-messages.ts";

/** How long a proof of identity (password, passkey or authenticator code) counts. */
export const recentProofMinutes = 10;

export const credentialsMessages = defineMessages({
  reauthenticationRequired: {
    id: "account.credentials.reauthenticationRequired",
    defaultMessage: "For your security, please confirm it is you before making this change.",
  },
  wrongPassword: {
    id: "account.credentials.wrongPassword",
    defaultMessage: "That password is not correct.",
  },
  wrongCurrentPassword: {
    id: "account.credentials.wrongCurrentPassword",
    defaultMessage: "Your current password is not correct.",
  },
  noPassword: {
    id: "account.credentials.noPassword",
    defaultMessage:
      "Your account has no password. Sign out and sign in again to confirm it is you.",
  },
  samePassword: {
    id: "account.credentials.samePassword",
    defaultMessage: "Choose a password different from your current one.",
  },
  sameEmail: {
    id: "account.credentials.sameEmail",
    defaultMessage: "This is already your email address.",
  },
  emailInUse: {
    id: "account.credentials.emailInUse",
    defaultMessage: "An account with this email already exists. Please choose another address.",
  },
  emailNowTaken: {
    id: "account.credentials.emailNowTaken",
    defaultMessage: "That address now belongs to another account. Ask again with another address.",
  },
  emptyPassword: {
    id: "account.credentials.emptyPassword",
    defaultMessage: "Please enter your password",
  },
});
