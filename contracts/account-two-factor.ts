import { z } from "zod";
import { normalisedCode, twoFactorMessages, twoFactorRules } from "./account-two-factor-rules.ts";

export * from "./account-two-factor-rules.ts";

// The authenticator-app second factor (issue 31, scope 4). Sign-in's code step is
// better-auth's own (POST /api/auth/two-factor/verify-totp and verify-backup-code).
//   GET    /api/account/two-factor               signed in -> 200 twoFactorStatusSchema
//   POST   /api/account/two-factor/setup         recent proof -> 200 twoFactorSetupSchema (not on yet)
//   POST   /api/account/two-factor/confirm       { code } -> 200 backupCodesSchema (on from now)
//   POST   /api/account/two-factor/backup-codes  recent proof -> 200 backupCodesSchema (new ten)
//   DELETE /api/account/two-factor               recent proof -> 204 (off, member emailed)
//   POST   /api/account/two-factor/prove         { code } -> 204 (counts as a recent proof)
// Every code checked on these routes and at sign-in counts toward one budget per
// account: 5 guesses in 15 minutes, then 429 LOCKED_OUT.

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused backup codes; null while the factor is off. */
  backupCodesLeft: z.number().int().nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  totpUri: z.string(),
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const authenticatorCodeSchema = z.object({
  code: z
    .string()
    .max(64, twoFactorMessages.codeFormat.defaultMessage)
    .transform(normalisedCode)
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^\\d{${twoFactorRules.codeDigits}}$`),
          twoFactorMessages.codeFormat.defaultMessage,
        ),
    ),
});

export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;
