import { z } from "zod";

export const membershipSummarySchema = z.object({
  citySlug: z.string(),
  cityName: z.string(),
  joinedAt: z.string(),
});

/** Who is signed in, as the shell needs it for navigation and routing. */
export const viewerSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Newest first: the first is "the user's active community" (product decision 13). */
  memberships: z.array(membershipSummarySchema),
  pendingCitySlugs: z.array(z.string()),
});

export const meResponseSchema = z.object({ viewer: viewerSchema.nullable() });

export type Viewer = z.infer<typeof viewerSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;
