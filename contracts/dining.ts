import { z } from "zod";
import {
  businessFieldMessages,
  businessFieldsSchema,
  businessLimits,
  businessListQueryBase,
} from "./business-parts.ts";

/*
 * Dining (feature "dining"): a city's restaurants. Routes (server/features/dining/):
 *
 *   GET    /api/cities/:city/restaurants   public; query restaurantListQuerySchema
 *                                          -> 200 businessPageSchema, sorted by name
 *   POST   /api/cities/:city/restaurants   signed in; multipart/form-data: field "data" =
 *                                          JSON of restaurantInputSchema, one image file
 *                                          (required) -> 201 businessSchema
 *   GET    /api/restaurants/:id            public -> 200 businessSchema
 *   PUT    /api/restaurants/:id            owner or admin; JSON restaurantInputSchema, or
 *                                          multipart with "data" and an optional new
 *                                          image (replaces the old) -> 200 businessSchema
 *   DELETE /api/restaurants/:id            owner or admin -> 204
 *
 * `kind` in the shared shapes (contracts/business-parts.ts) is the cuisine.
 */

/** Spec section 5: the opening-hours presets, then Other with free text. */
export const hoursPresets = [
  "Mon-Fri: 9am-5pm, Sat-Sun: Closed",
  "Mon-Sun: 10am-10pm",
  "Mon-Fri: 11am-10pm, Sat-Sun: 10am-11pm",
  "Mon-Sat: 8am-8pm, Sun: 10am-6pm",
  "24/7",
] as const;
export const otherHours = "Other";

/** Suggestions for the cuisine field; any cuisine may be typed. */
export const cuisineSuggestions = [
  "American",
  "Café",
  "Chinese",
  "French",
  "Greek",
  "Indian",
  "Italian",
  "Japanese",
  "Mexican",
  "Seafood",
  "Thai",
  "Vegetarian",
] as const;

export const diningMessages = {
  loginToCreate: "User not authenticated",
  cityNotFound: "City not found",
  fetchError: "Error fetching restaurants",
  noItems: "No restaurants found for this city.",
  notFound: "Restaurant not found.",
  loadError: "Error loading restaurant.",
  notOwner: "You do not have permission to edit this restaurant.",
  created: "Restaurant created!",
  updated: "Restaurant updated!",
  createError: "Error creating restaurant.",
  updateError: "Error updating restaurant.",
  deleted: "Restaurant deleted.",
  deleteConfirm: "Delete this restaurant? This cannot be undone.",
  add: "Add Restaurant",
  cuisineRequired: "Please enter a cuisine.",
  hoursPresetRequired: "Please choose the opening hours.",
} as const;

/** A preset, or Other with the hours typed in `hoursOther`. */
export const restaurantInputSchema = businessFieldsSchema
  .extend({
    cuisine: z
      .string({ error: diningMessages.cuisineRequired })
      .trim()
      .min(1, diningMessages.cuisineRequired)
      .max(businessLimits.kindMax, `Cuisines can be at most ${businessLimits.kindMax} characters.`),
    hoursPreset: z.enum([...hoursPresets, otherHours], diningMessages.hoursPresetRequired),
    hoursOther: z.string().trim().max(businessLimits.hoursMax).default(""),
  })
  .refine((value) => value.hoursPreset !== otherHours || value.hoursOther !== "", {
    message: businessFieldMessages.hoursRequired,
    path: ["hoursOther"],
    // Said alongside the other fields' problems, not only once they are fixed.
    when: ({ value }) => (value as { hoursPreset?: unknown } | null)?.hoursPreset === otherHours,
  });
export type RestaurantInput = z.infer<typeof restaurantInputSchema>;

/** The hours a restaurant input stores: the preset, or the typed text for Other. */
export const restaurantHours = (input: Pick<RestaurantInput, "hoursPreset" | "hoursOther">) =>
  input.hoursPreset === otherHours ? input.hoursOther : input.hoursPreset;

export const restaurantListQuerySchema = businessListQueryBase.extend({
  /** Case-insensitive, the whole cuisine ("italian" finds "Italian"). */
  cuisine: z.string().trim().max(businessLimits.kindMax).optional(),
});
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;
