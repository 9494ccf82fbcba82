import { z } from "zod";
import { credentialsMessages } from "./account-credentials-rules.ts";
import { authMessages, emailPattern, meetsPasswordRules } from "./auth-rules.ts";

export * from "./account-credentials-rules.ts";

// Changing one's password and email, and proving who one is (issue 31, scopes 2 and 11):
//   GET  /api/account/recent-proof  signed in -> recentProofStatusSchema (is a proof needed now?)
//   POST /api/account/recent-proof  signed in; { password } -> 204 (the session counts as
//       proven for 10 minutes); 400 INVALID_PASSWORD; 429 LOCKED_OUT (the sign-in lockout)
//   POST /api/account/password      signed in; passwordChangeSchema -> 204 (new session cookie
//       when the others were signed out); 400 VALIDATION | INVALID_PASSWORD; 429 LOCKED_OUT
//   POST /api/account/email         signed in, proven in the last 10 minutes; { newEmail } -> 202
//       (a link goes to the new address, a notice to the old); 403 REAUTHENTICATION_REQUIRED;
//       409 EMAIL_IN_USE

export const recentProofSchema = z.object({
  password: z.string().min(1, credentialsMessages.emptyPassword.defaultMessage).max(1024),
});
export type RecentProofInput = z.infer<typeof recentProofSchema>;

/** Whether this session may make a sensitive change now, and until when (ISO time). */
export const recentProofStatusSchema = z.object({
  fresh: z.boolean(),
  until: z.string().nullable(),
});
export type RecentProofStatus = z.infer<typeof recentProofStatusSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, authMessages.emptyFields).max(1024),
  newPassword: z
    .string()
    .min(1, authMessages.emptyFields)
    .max(1024)
    .refine(meetsPasswordRules, authMessages.weakPassword),
  /** "Sign out other devices": on unless the member unticks it. */
  revokeOtherSessions: z.boolean().default(true),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const emailChangeSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .min(1, authMessages.emptyFields)
    .max(254)
    .regex(emailPattern, authMessages.invalidEmail)
    .transform((email) => email.toLowerCase()),
});
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** The answer to an email change: where the link went. */
export const emailChangeReplySchema = z.object({ sentTo: z.string() });
export type EmailChangeReply = z.infer<typeof emailChangeReplySchema>;
