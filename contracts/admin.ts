import { z } from "zod";
import { residentStatuses } from "./communities.ts";

export const adminTabs = [
  "Pending Users",
  "Users",
  "Marketplace",
  "Properties",
  "Reports",
  "Outbox",
] as const;

export const pendingRequestSchema = z.object({
  id: z.string(),
  applicant: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
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

/** Mail kept instead of sent when SMTP_URL is unset (decision 012); admins read it in the Outbox tab. */
export const outboxLimits = { defaultCount: 50, maxCount: 100 } as const;
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
