import { z } from "zod";
import { authMessages, emailPattern, meetsPasswordRules } from "./auth-rules.ts";

export * from "./auth-rules.ts";

export const emailSchema = z
  .string()
  .trim()
  .min(1, authMessages.emptyFields)
  .regex(emailPattern, authMessages.invalidEmail);

export const signUpSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, authMessages.emptyFields)
    .refine(meetsPasswordRules, authMessages.weakPassword),
});

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, authMessages.emptyFields),
});

export const newPasswordSchema = z
  .string()
  .min(1, authMessages.emptyFields)
  .refine(meetsPasswordRules, authMessages.weakPassword);

/** The address a link is mailed to: a password reset or a new verification link. */
export const mailedLinkSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, authMessages.emptyResetEmail)
    .regex(emailPattern, authMessages.invalidEmail),
});

/** What the sign-in page offers besides email and password. */
export const signInOptionsSchema = z.object({
  oidc: z.object({ providerId: z.string(), name: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;
