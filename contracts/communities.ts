import { z } from "zod";

export const viewerCityStatus = ["member", "pending", "none"] as const;

export const citySchema = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  timeZone: z.string(),
  /** An added city's cover photo (its thumbnail); null for the seeded cities, which are drawn. */
  coverUrl: z.string().nullable(),
  /** The signed-in user's standing; "none" for visitors. */
  viewerStatus: z.enum(viewerCityStatus),
});

export const cityListSchema = z.object({ cities: z.array(citySchema) });

export type City = z.infer<typeof citySchema>;

/** "gold-coast" -> "Gold Coast" (spec: hyphens to spaces, each word capitalised). */
export const cityNameFromSlug = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

export const residentStatuses = ["resident", "visitor", "planning", "interested"] as const;

export const residentStatusLabels: Record<(typeof residentStatuses)[number], string> = {
  resident: "I live here",
  visitor: "I'm visiting",
  planning: "I'm planning to move here",
  interested: "I'm interested in the area",
};

export const communityMessages = {
  emptyFields: "Please fill in all fields",
  pendingExists:
    "You already have a pending request for this community. Please wait for admin approval.",
  alreadyMember: "You are already a member of this community.",
  submitFailed: "Failed to submit request",
  submitError: "An error occurred while submitting your request",
  checkFailed: "Failed to check membership status. Please try again.",
  cityNotFound: "City not found",
  requestSent: "Request submitted! An admin will review it soon.",
  pendingTitle: "Membership Pending",
  noMembers: "No members yet.",
  membersOnly: "You must be an active member of this community to see that.",
  alreadyDecided: "This request has already been decided.",
  requestNotFound: "Membership request not found.",
  authError: "Authentication error. Please log in again.",
} as const;

const requiredText = z
  .string({ error: communityMessages.emptyFields })
  .trim()
  .min(1, communityMessages.emptyFields)
  .max(2000, "Please keep each answer under 2000 characters.");

/** The four questions of the join form (spec section 3); all required after trimming. */
export const membershipRequestSchema = z.object({
  reason: requiredText,
  residentStatus: z.enum(residentStatuses, { error: communityMessages.emptyFields }),
  interests: requiredText,
  expectations: requiredText,
});
export type MembershipRequestInput = z.infer<typeof membershipRequestSchema>;

export const cityDetailSchema = citySchema.extend({ memberCount: z.number().int() });
export type CityDetail = z.infer<typeof cityDetailSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.string(),
});
export const memberListSchema = z.object({ members: z.array(memberSchema) });
export type Member = z.infer<typeof memberSchema>;

export const citySlugParams = z.object({ city: z.string().min(1).max(80) });
