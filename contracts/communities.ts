import { z } from "zod";
import { communityMessages, residentStatuses, viewerCityStatus } from "./communities-rules.ts";

export * from "./communities-rules.ts";

export const citySchema = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  timeZone: z.string(),
  /**
   * The zone's offset from UTC, in minutes, when this answer was made: a browser shows the
   * city's local time from it without loading its own time-zone data, which costs a phone
   * some 250 ms of blocked main thread on the first use of Intl (issue 9).
   */
  utcOffsetMinutes: z.number().int(),
  /** How the city writes numbers and prices (issue 30): a BCP 47 locale, "en-ZA". */
  locale: z.string(),
  /** The ISO 4217 currency of the city's prices, "ZAR". */
  currency: z.string(),
  /** An added city's cover photo (its thumbnail); null for the seeded cities, which are drawn. */
  coverUrl: z.string().nullable(),
  /** The signed-in user's standing; "none" for visitors. */
  viewerStatus: z.enum(viewerCityStatus),
});

export const cityListSchema = z.object({ cities: z.array(citySchema) });

export type City = z.infer<typeof citySchema>;

const requiredText = z
  .string({ error: communityMessages.emptyFields.defaultMessage })
  .trim()
  .min(1, communityMessages.emptyFields.defaultMessage)
  .max(2000, communityMessages.answerTooLong.defaultMessage);

/** The four questions of the join form (spec section 3); all required after trimming. */
export const membershipRequestSchema = z.object({
  reason: requiredText,
  residentStatus: z.enum(residentStatuses, { error: communityMessages.emptyFields.defaultMessage }),
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
