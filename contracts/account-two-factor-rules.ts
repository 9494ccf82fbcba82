// The authenticator-app second factor's words and limits (issue 31, scope 4), without
// zod, so /profile and /auth load them at once (decision 035).
import { defineMessages } from "./i18n/define-messages.ts";

export const twoFactorRules = {
  codeDigits: 6,
  backupCodes: 10,
  trustDeviceDays: 30,
};

/** A code as people type it: spaces and dashes a phone app shows are not part of it. */
export const normalisedCode = (code: string) => code.replace(/[\s-]/g, "");

export const twoFactorMessages = defineMessages({
  signIn: {
    id: "account.twoFactor.signIn",
    defaultMessage: "Sign in to manage two-step verification.",
  },
  codeFormat: {
    id: "account.twoFactor.codeFormat",
    defaultMessage: "Enter the 6-digit code from your authenticator app.",
  },
  wrongCode: {
    id: "account.twoFactor.wrongCode",
    defaultMessage: "That code is not correct. Check your authenticator app and try again.",
  },
  alreadyEnabled: {
    id: "account.twoFactor.alreadyEnabled",
    defaultMessage: "Two-step verification is already on.",
  },
  notEnabled: {
    id: "account.twoFactor.notEnabled",
    defaultMessage: "Two-step verification is not on.",
  },
  wrongBackupCode: {
    id: "account.twoFactor.wrongBackupCode",
    defaultMessage: "That backup code is not correct, or it was already used.",
  },
  signInAgain: {
    id: "account.twoFactor.signInAgain",
    defaultMessage: "This sign-in has expired. Please sign in with your password again.",
  },
  noSetup: {
    id: "account.twoFactor.noSetup",
    defaultMessage: "Start the setup again to get a new QR code.",
  },
});
