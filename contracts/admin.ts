import { z } from "zod";
import { residentStatuses } from "./communities.ts";

export const adminTabs = [
  "Pending Users",
  "Users",
  "Marketplace",
  "Properties",
  "Reports",
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
