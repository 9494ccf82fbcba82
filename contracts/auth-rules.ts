// The auth forms' words and rules without zod: the /auth page loads these at once and
// the schemas (contracts/auth.ts) only when a form is first checked (decision 035).
import { defineMessages } from "./i18n/define-messages.ts";

// The product's own words (spec sections 5 and 8); web and server both use these, the web
// through useIntl and the server by their English (translateText), in the request's language.
export const authText = defineMessages({
  invalidEmail: {
    id: "auth.invalidEmail",
    defaultMessage: "Please enter a valid email address",
  },
  emptyFields: {
    id: "auth.emptyFields",
    defaultMessage: "Please fill in all fields",
  },
  weakPassword: {
    id: "auth.weakPassword",
    defaultMessage: "Password does not meet requirements",
  },
  emptyResetEmail: {
    id: "auth.emptyResetEmail",
    defaultMessage: "Please enter your email address",
  },
  accountExists: {
    id: "auth.accountExists",
    defaultMessage: "An account with this email already exists. Please sign in instead.",
  },
  emailNotVerified: {
    id: "auth.emailNotVerified",
    defaultMessage:
      "Please verify your email before logging in. Check your inbox for the confirmation link.",
  },
  linkExpired: {
    id: "auth.linkExpired",
    defaultMessage:
      'Your verification link has expired. Please enter your email below and click "Resend email" to get a new verification link.',
  },
  resendRateLimited: {
    id: "auth.resendRateLimited",
    defaultMessage:
      "Please wait a few minutes before requesting another verification email. Check your spam folder in the meantime.",
  },
  resendFailed: {
    id: "auth.resendFailed",
    defaultMessage:
      "Failed to send verification email. Please try again or contact support if the problem persists.",
  },
  resendSent: {
    id: "auth.resendSent",
    defaultMessage: "A new verification email has been sent. The link expires in 24 hours.",
  },
  emailVerified: {
    id: "auth.emailVerified",
    defaultMessage: "Email verified successfully! You can now log in.",
  },
  passwordUpdated: {
    id: "auth.passwordUpdated",
    defaultMessage: "Password updated! You can now log in.",
  },
  suspended: {
    id: "auth.suspended",
    defaultMessage: "Your account has been suspended.",
  },
  invalidCredentials: {
    id: "auth.invalidCredentials",
    defaultMessage: "Invalid email or password",
  },
  resetLinkInvalid: {
    id: "auth.resetLinkInvalid",
    defaultMessage: "This password reset link is invalid or has expired. Please request a new one.",
  },
  resetSent: {
    id: "auth.resetSent",
    defaultMessage:
      "If an account exists for that address, we have emailed a link to reset your password.",
  },
  checkEmail: {
    id: "auth.checkEmail",
    defaultMessage: "Check your email! We sent a verification link to",
  },
  tooManyRequests: {
    id: "auth.tooManyRequests",
    defaultMessage: "Too many requests. Please try again later.",
  },
  authError: {
    id: "auth.authError",
    defaultMessage: "Authentication error. Please log in again.",
  },
  commonPassword: {
    id: "auth.commonPassword",
    defaultMessage: "This password is too common. Please choose one that is harder to guess.",
  },
  lockout: {
    id: "auth.lockout",
    defaultMessage:
      "Too many failed attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  },
});

type AuthMessageName = Exclude<keyof typeof authText, "lockout">;

/** The same words in English, for zod refusals and the tests that compare text. */
export const authMessages = Object.fromEntries(
  Object.entries(authText).map(([name, message]) => [name, message.defaultMessage]),
) as { readonly [Name in AuthMessageName]: string };

/** The lockout refusal in English (the server says `authText.lockout` in the request's language). */
export const lockoutMessage = (minutes: number) =>
  `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

// Spec section 9 and product decisions 14 and 17.
export const authLimits = {
  maxFailedSignIns: 5,
  lockoutMinutes: 15,
  minPasswordLength: 8,
  generatedPasswordLength: 12,
  verificationLinkHours: 24,
  resendIntervalSeconds: 60,
  resetRedirectSeconds: 2,
  // A session ends after a week without use, and a month after sign-in whatever the use.
  sessionIdleDays: 7,
  sessionMaxDays: 30,
} as const;

// "looks like name@host.tld with no spaces"
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ruleText = defineMessages({
  length: { id: "auth.ruleLength", defaultMessage: "At least 8 characters" },
  upper: { id: "auth.ruleUpper", defaultMessage: "One uppercase letter" },
  lower: { id: "auth.ruleLower", defaultMessage: "One lowercase letter" },
  digit: { id: "auth.ruleDigit", defaultMessage: "One number" },
  special: { id: "auth.ruleSpecial", defaultMessage: "One special character (!@#$%^&*...)" },
});

// `label` is the English (what the tests read); `message` is what a page says.
export const passwordRules = [
  { id: "length", message: ruleText.length, test: (p: string) => p.length >= 8 },
  { id: "upper", message: ruleText.upper, test: (p: string) => /[A-Z]/.test(p) },
  { id: "lower", message: ruleText.lower, test: (p: string) => /[a-z]/.test(p) },
  { id: "digit", message: ruleText.digit, test: (p: string) => /\d/.test(p) },
  { id: "special", message: ruleText.special, test: (p: string) => /[!-/:-@[-`{-~]/.test(p) },
].map((rule) => ({ ...rule, label: rule.message.defaultMessage }));

export const meetsPasswordRules = (password: string) =>
  passwordRules.every((rule) => rule.test(password));

// Look-alike characters (0/O, 1/l/I) are left out so a generated password can be read aloud.
const alphabet = {
  upper: "ABCDEFGHJKLMNPQRSTUVWXYZ",
  lower: "abcdefghijkmnopqrstuvwxyz",
  digit: "23456789",
  special: "!@#$%^&*-_=+?",
};

function randomIndex(limit: number): number {
  const values = new Uint32Array(1);
  globalThis.crypto.getRandomValues(values);
  return (values[0] ?? 0) % limit;
}

const pick = (characters: string) => characters.charAt(randomIndex(characters.length));

/** A random 12-character password that meets every rule. */
export function generatePassword(length: number = authLimits.generatedPasswordLength): string {
  const all = Object.values(alphabet).join("");
  const characters = Object.values(alphabet).map(pick);
  while (characters.length < length) characters.push(pick(all));
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  return characters.join("");
}
