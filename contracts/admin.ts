import { z } from "zod";
import {
  adminMessages,
  adminUserLimits,
  cityLocales,
  cityMessages,
  defaultCityFormat,
  isCurrency,
  outboxLimits,
  slugFromName,
} from "./admin-rules.ts";
import { residentStatuses } from "./communities-rules.ts";
import { pageOf } from "./paged.ts";

export * from "./admin-rules.ts";

export const pendingRequestSchema = z.object({
  id: z.string(),
  applicant: z.object({
    id: z.string(),
    username: z.string(),
    /** Admins only: a city's moderators decide by the username and the answers. */
    email: z.string().optional(),
    avatarUrl: z.string().nullable(),
  }),
  city: z.object({ slug: z.string(), name: z.string() }),
  createdAt: z.string(),
  reason: z.string(),
  residentStatus: z.enum(residentStatuses),
  interests: z.string(),
  expectations: z.string(),
});
export const pendingRequestListSchema = z.object({ requests: z.array(pendingRequestSchema) });
export type PendingRequest = z.infer<typeof pendingRequestSchema>;

export const rejectRequestSchema = z.object({
  reason: z.string().trim().max(500, "Please keep the reason under 500 characters.").optional(),
});

export const requestIdParams = z.object({ id: z.uuid("Membership request not found.") });

const limitMessage = `Limit must be a whole number from 1 to ${outboxLimits.maxCount}.`;

export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(320, "That address is too long.").optional(),
  limit: z.coerce
    .number(limitMessage)
    .int(limitMessage)
    .min(1, limitMessage)
    .max(outboxLimits.maxCount, limitMessage)
    .default(outboxLimits.defaultCount),
});

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSchema = z.object({
  mail: z.array(outboxMailSchema),
  /** "smtp": new mail is delivered, so only mail kept before SMTP_URL was set is here. */
  delivery: z.enum(["outbox", "smtp"]),
});
export type Outbox = z.infer<typeof outboxSchema>;

/** The Users tab (admins): search by name or email, newest first, keyset paged. */
export const adminUserQuerySchema = z.object({
  q: z.string().trim().max(200, "That search is too long.").optional(),
  cursor: z.string().max(200, adminMessages.invalidCursor.defaultMessage).optional(),
  limit: z.coerce
    .number("Limit must be a whole number from 1 to 100.")
    .int("Limit must be a whole number from 1 to 100.")
    .min(1, "Limit must be a whole number from 1 to 100.")
    .max(adminUserLimits.maxPageSize, "Limit must be a whole number from 1 to 100.")
    .default(adminUserLimits.pageSize),
});

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  cities: z.array(z.object({ slug: z.string(), name: z.string(), moderator: z.boolean() })),
  role: z.enum(["admin", "user"]),
  status: z.enum(["active", "banned"]),
  banReason: z.string().nullable(),
  /** An authenticator app or a passkey (decision 067): staff need one to act. */
  secondFactor: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageOf(adminUserSchema);

export const userIdParams = z.object({ id: z.string().trim().min(1).max(100) });
export const banUserSchema = z.object({
  reason: z
    .string("A reason is required.")
    .trim()
    .min(1, "A reason is required.")
    .max(500, "Please keep the reason under 500 characters."),
});
export const setRoleSchema = z.object({ role: z.enum(["admin", "user"], "Choose admin or user.") });
export const moderatorParams = z.object({
  city: z.string().trim().min(1).max(100),
  userId: z.string().trim().min(1).max(100),
});
export const appointModeratorSchema = z.object({
  userId: z.string("Choose a member.").trim().min(1, "Choose a member.").max(100),
});

/** The Activity tab: the append-only audit log (decision 30). */
export const auditQuerySchema = z.object({
  city: z.string().trim().max(100).optional(),
  actor: z.string().trim().max(100).optional(),
  action: z.string().trim().max(50).optional(),
  cursor: z.string().max(200, adminMessages.invalidCursor.defaultMessage).optional(),
  limit: adminUserQuerySchema.shape.limit,
});
export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), username: z.string() }),
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string(), title: z.string() }),
  city: z.object({ slug: z.string(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

const nameRequired = cityMessages.nameRequired.defaultMessage;
const timeZoneMessage = cityMessages.timeZone.defaultMessage;
const localeMessage = cityMessages.locale.defaultMessage;
const currencyMessage = cityMessages.currency.defaultMessage;

/** How the city writes numbers, dates and prices (issue 30): a locale and a currency. */
const cityLocaleSchema = z.enum(cityLocales, localeMessage);
const cityCurrencySchema = z
  .string(currencyMessage)
  .trim()
  .toUpperCase()
  .refine(isCurrency, currencyMessage);

export const createCitySchema = z.object({
  name: z
    .string(nameRequired)
    .trim()
    .min(1, nameRequired)
    .max(60, "Please keep the name under 60 characters.")
    .refine((name) => slugFromName(name).length > 0, nameRequired),
  timeZone: z
    .string(timeZoneMessage)
    .refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone), timeZoneMessage),
  tagline: z.string().trim().max(120, "Please keep the tagline under 120 characters.").default(""),
  locale: cityLocaleSchema.default(defaultCityFormat.locale),
  currency: cityCurrencySchema.default(defaultCityFormat.currency),
});

/** PATCH /api/admin/cities/:city (admins): what is sent changes; the name and address stay. */
export const updateCitySchema = z.object({
  timeZone: createCitySchema.shape.timeZone.optional(),
  tagline: z.string().trim().max(120, "Please keep the tagline under 120 characters.").optional(),
  locale: cityLocaleSchema.optional(),
  currency: cityCurrencySchema.optional(),
});
export const updatedCitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  timeZone: z.string(),
  tagline: z.string(),
  locale: z.string(),
  currency: z.string(),
});
export const createdCitySchema = z.object({
  slug: z.string(),
  name: z.string(),
  coverUrl: z.string().nullable(),
});
