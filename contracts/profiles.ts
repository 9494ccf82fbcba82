import { z } from "zod";
import { phoneCountryCodes, phoneMessages, phoneProblem } from "./phone-rules.ts";
import { languageSettingMessages, languages } from "./profiles-language.ts";
import { activeCityMessages, profileLimits, profileMessages } from "./profiles-rules.ts";

export * from "./phone-rules.ts";
export * from "./profiles-language.ts";
export * from "./profiles-rules.ts";

export const membershipSummarySchema = z.object({
  citySlug: z.string(),
  cityName: z.string(),
  joinedAt: z.string(),
});

/** A decision on the user's membership request they have not dismissed yet. */
export const noticeSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  cityName: z.string(),
  decision: z.enum(["approved", "rejected"]),
  reason: z.string().nullable(),
  decidedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Who is signed in, as the shell needs it for navigation and routing. */
export const viewerSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Active memberships, newest first. */
  memberships: z.array(membershipSummarySchema),
  /**
   * "The user's active community" (product decision 13): the city they picked in
   * the city switcher while they are still a member of it, otherwise the most
   * recently joined; null without an active membership.
   */
  activeCitySlug: z.string().nullable(),
  pendingCitySlugs: z.array(z.string()),
  /** The cities the user moderates (decision 30): they get the dashboard's moderation tabs. */
  moderates: z.array(z.string()),
  notices: z.array(noticeSchema),
  /**
   * An admin or moderator without a second factor (decision 067): their tools wait
   * until they set one up, and the dashboard says so.
   */
  secondFactorRequired: z.boolean(),
});

export const meResponseSchema = z.object({ viewer: viewerSchema.nullable() });

export type Viewer = z.infer<typeof viewerSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;

/** A member's language: "en", "es", or null for the browser's. */
function languageSettingSchema() {
  return z.enum(languages, { error: languageSettingMessages.invalid.defaultMessage }).nullable();
}

export { isReservedUsername, usernameBaseFromEmail, usernameFromEmail } from "./usernames.ts";

import { isReservedUsername } from "./usernames.ts";

export const updateProfileSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, profileMessages.usernameEmpty.defaultMessage)
    .max(
      profileLimits.usernameMax,
      `Usernames can be at most ${profileLimits.usernameMax} characters.`,
    )
    .refine((name) => !isReservedUsername(name), profileMessages.usernameReserved.defaultMessage)
    .optional(),
  bio: z
    .string()
    .trim()
    .max(profileLimits.bioMax, `Bios can be at most ${profileLimits.bioMax} characters.`)
    .optional(),
  /** E.164 ("+61412345678"); null or "" removes it (contracts/phone-rules.ts). */
  phone: z
    .string()
    .trim()
    .max(20, phoneMessages.invalid.defaultMessage)
    .superRefine((phone, context) => {
      const problem = phone === "" ? null : phoneProblem(phone);
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .transform((phone) => phone || null)
    .nullable()
    .optional(),
  /** English, Spanish, or null: the browser's languages decide (decision 063). */
  language: languageSettingSchema().optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The signed-in user's own profile page. */
export const ownProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  memberships: z.array(membershipSummarySchema),
  /** E.164, shown to signed-in viewers of the member's listings (decision 9). */
  phone: z.string().nullable(),
  /** The phone field's country until one is chosen: the active city's. */
  phoneCountry: z.enum(phoneCountryCodes),
  /** The language the member chose; null (or absent) follows their browser. */
  language: languageSettingSchema().optional(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** PUT /api/me/active-city: the city switcher's choice, kept per user on the server. */
export const setActiveCitySchema = z.object({
  citySlug: z
    .string({ error: activeCityMessages.chooseCity.defaultMessage })
    .trim()
    .toLowerCase()
    .min(1, activeCityMessages.chooseCity.defaultMessage)
    .max(100, activeCityMessages.chooseCity.defaultMessage)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, activeCityMessages.chooseCity.defaultMessage),
});
export type SetActiveCityInput = z.infer<typeof setActiveCitySchema>;
