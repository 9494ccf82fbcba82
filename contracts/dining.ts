import { z } from "zod";
import {
  type PlaceEntry,
  type PlaceEntryCard,
  placeEntryFieldMessages,
  placeEntryFieldsSchema,
  placeEntryLimits,
  placeEntryListQueryBase,
} from "./business-parts.ts";
import { diningMessages, hoursPresets, otherHours } from "./dining-rules.ts";

/*
 * Dining (the "dining" config of server/features/directories/): a city's restaurants. Routes:
 *
 *   GET    /api/cities/:city/restaurants   public; query restaurantListQuerySchema
 *                                          -> 200 placeEntryPageSchema, sorted by name
 *   POST   /api/cities/:city/restaurants   signed in; multipart/form-data: field "data" =
 *                                          JSON of restaurantInputSchema, one image file
 *                                          (required) -> 201 placeEntrySchema
 *   GET    /api/restaurants/:id            public -> 200 placeEntrySchema
 *   PUT    /api/restaurants/:id            owner or admin; JSON restaurantInputSchema, or
 *                                          multipart with "data" and an optional new
 *                                          image (replaces the old) -> 200 placeEntrySchema
 *   DELETE /api/restaurants/:id            owner; or a moderator of its city, with a reason -> 204
 *   GET    /api/cities/:city/restaurants/latest  public; the 3 newest -> 200 { items }
 *
 * `kind` in the shared shapes (contracts/business-parts.ts) is the cuisine.
 * A restaurant as the API answers it is a `Restaurant`.
 */

export * from "./dining-rules.ts";

/** A preset, or Other with the hours typed in `hoursOther`. */
export const restaurantInputSchema = placeEntryFieldsSchema
  .extend({
    cuisine: z
      .string({ error: diningMessages.cuisineRequired.defaultMessage })
      .trim()
      .min(1, diningMessages.cuisineRequired.defaultMessage)
      .max(
        placeEntryLimits.kindMax,
        `Cuisines can be at most ${placeEntryLimits.kindMax} characters.`,
      ),
    hoursPreset: z.enum(
      [...hoursPresets, otherHours],
      diningMessages.hoursPresetRequired.defaultMessage,
    ),
    hoursOther: z.string().trim().max(placeEntryLimits.hoursMax).default(""),
  })
  .refine((value) => value.hoursPreset !== otherHours || value.hoursOther !== "", {
    message: placeEntryFieldMessages.hoursRequired.defaultMessage,
    path: ["hoursOther"],
    // Said alongside the other fields' problems, not only once they are fixed.
    when: ({ value }) => (value as { hoursPreset?: unknown } | null)?.hoursPreset === otherHours,
  });
export type RestaurantInput = z.infer<typeof restaurantInputSchema>;

/** The hours a restaurant input stores: the preset, or the typed text for Other. */
export const restaurantHours = (input: Pick<RestaurantInput, "hoursPreset" | "hoursOther">) =>
  input.hoursPreset === otherHours ? input.hoursOther : input.hoursPreset;

export const restaurantListQuerySchema = placeEntryListQueryBase.extend({
  /** Case-insensitive, the whole cuisine ("italian" finds "Italian"). */
  cuisine: z.string().trim().max(placeEntryLimits.kindMax).optional(),
});
export type RestaurantListQuery = z.infer<typeof restaurantListQuerySchema>;

/** A restaurant as the API answers it (decision 061). */
export type Restaurant = PlaceEntry;
export type RestaurantCard = PlaceEntryCard;
