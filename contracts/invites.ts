import { z } from "zod";
import { emailSchema, newPasswordSchema } from "./auth.ts";
import { languages } from "./i18n/languages.ts";
import { inviteMessages } from "./invites-rules.ts";

export * from "./invites-rules.ts";

/** What an admin sends: the address, the city, and the language of the mail. */
export const createInviteSchema = z.object({
  email: emailSchema,
  city: z.string().trim().min(1, inviteMessages.cityNotFound.defaultMessage).max(100),
  language: z.enum(languages).optional(),
});

const inviteCitySchema = z.object({ slug: z.string(), name: z.string() });

/** A pending invite as the admin tab lists it. */
export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  city: inviteCitySchema,
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;
export const inviteListSchema = z.object({ invites: z.array(inviteSchema) });

export const inviteIdParams = z.object({ id: z.uuid(inviteMessages.notFound.defaultMessage) });

/** The mailed link's token: 32 random bytes, base64url. */
export const inviteTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, inviteMessages.notValid.defaultMessage),
});

/** What the invitee's page shows before they choose a password. */
export const invitePreviewSchema = z.object({
  email: z.string(),
  city: inviteCitySchema,
  expiresAt: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const acceptInviteSchema = z.object({ password: newPasswordSchema });
export const acceptedInviteSchema = z.object({ city: inviteCitySchema });
