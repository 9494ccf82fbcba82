// The auth forms' words and rules without zod: the /auth page loads these at once and
// the schemas (contracts/auth.ts) only when a form is first checked (decision 035).

// The product's own words (spec sections 5 and 8); web and server both use these.
export const authMessages = {
  invalidEmail: "Please enter a valid email address",
  emptyFields: "Please fill in all fields",
  weakPassword: "Password does not meet requirements",
  emptyResetEmail: "Please enter your email address",
  accountExists: "An account with this email already exists. Please sign in instead.",
  emailNotVerified:
    "Please verify your email before logging in. Check your inbox for the confirmation link.",
  linkExpired:
    'Your verification link has expired. Please enter your email below and click "Resend email" to get a new verification link.',
  resendRateLimited:
    "Please wait a few minutes before requesting another verification email. Check your spam folder in the meantime.",
  resendFailed:
    "Failed to send verification email. Please try again or contact support if the problem persists.",
  resendSent: "A new verification email has been sent. The link expires in 24 hours.",
  emailVerified: "Email verified successfully! You can now log in.",
  passwordUpdated: "Password updated! You can now log in.",
  suspended: "Your account has been suspended.",
  invalidCredentials: "Invalid email or password",
  resetLinkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  resetSent:
    "If an account exists for that address, we have emailed a link to reset your password.",
  checkEmail: "Check your email! We sent a verification link to",
  tooManyRequests: "Too many requests. Please try again later.",
  authError: "Authentication error. Please log in again.",
  // Not in the spec (issue 7): worded like its other password and form messages.
  commonPassword: "This password is too common. Please choose one that is harder to guess.",
} as const;

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

export const passwordRules = [
  { id: "length", label: "At least 8 characters", test: (p: string) => p.length >= 8 },
  { id: "upper", label: "One uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lower", label: "One lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { id: "digit", label: "One number", test: (p: string) => /\d/.test(p) },
  {
    id: "special",
    label: "One special character (!@#$%^&*...)",
    test: (p: string) => /[!-/:-@[-`{-~]/.test(p),
  },
] as const;

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
