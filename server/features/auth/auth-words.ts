import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { Language } from "../../../contracts/i18n/languages.ts";
import { translateText } from "../../platform/i18n/intl.ts";

// better-auth's own refusals that a person can meet on the auth pages or in settings,
// in better-auth's English (what the API said before), so each has Spanish too.
export const betterAuthText = defineMessages({
  invalidPassword: { id: "auth.betterAuth.invalidPassword", defaultMessage: "Invalid password" },
  invalidEmail: { id: "auth.betterAuth.invalidEmail", defaultMessage: "Invalid email" },
  passwordTooShort: {
    id: "auth.betterAuth.passwordTooShort",
    defaultMessage: "Password too short",
  },
  passwordTooLong: { id: "auth.betterAuth.passwordTooLong", defaultMessage: "Password too long" },
  invalidToken: { id: "auth.betterAuth.invalidToken", defaultMessage: "Invalid token" },
  tokenExpired: { id: "auth.betterAuth.tokenExpired", defaultMessage: "Token expired" },
  userNotFound: { id: "auth.betterAuth.userNotFound", defaultMessage: "User not found" },
  sessionExpired: {
    id: "auth.betterAuth.sessionExpired",
    defaultMessage: "Session expired. Re-authenticate to perform this action.",
  },
  emailAlreadyVerified: {
    id: "auth.betterAuth.emailAlreadyVerified",
    defaultMessage: "Email is already verified",
  },
  credentialAccountNotFound: {
    id: "auth.betterAuth.credentialAccountNotFound",
    defaultMessage: "Credential account not found",
  },
  invalidRequest: { id: "auth.invalidRequest", defaultMessage: "Invalid request." },
  noPermission: {
    id: "auth.noPermission",
    defaultMessage: "You do not have permission to do that.",
  },
  notFound: { id: "auth.notFound", defaultMessage: "Not found" },
});

/**
 * A refusal's words in `language`, found by their English: ours (contracts/auth-rules.ts, the
 * ban's "Your account has been suspended.") and better-auth's own above. The after-rules
 * replace better-auth's words where ours differ (an unverified email, a taken address).
 */
export function refusalWords(language: Language, message: string): string {
  return translateText(language, message);
}
