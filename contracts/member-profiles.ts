import { z } from "zod";
import { listingStatuses } from "./marketplace.ts";

export * from "./member-profiles-rules.ts";

// A member's page within a city (issue 28): what their neighbours in that city see when
// they click a name in the feed, the comments or the members list.
//
//   GET /api/cities/:city/members/:username   members of that city (and admins) -> 200
//       memberProfileSchema; 404 for visitors, people from other cities, unknown names,
//       banned people and people who are not members of that city (decision 9's privacy).

export const memberProfileParams = z.object({
  city: z.string().min(1).max(100),
  username: z.string().min(1).max(100),
});

export const memberProfileSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  /** When they joined this city. */
  memberSince: z.string(),
  posts: z.array(
    z.object({
      id: z.string(),
      excerpt: z.string(),
      thumbnailUrl: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      price: z.number(),
      status: z.enum(listingStatuses),
      thumbnailUrl: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** Anyone but the member themself may report them (reports of kind "user"). */
  canReport: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
