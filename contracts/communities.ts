import { z } from "zod";

export const viewerCityStatus = ["member", "pending", "none"] as const;

export const citySchema = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  timeZone: z.string(),
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
