import { z } from "zod";
import {
  type PlaceEntry,
  type PlaceEntryCard,
  placeEntryFieldMessages,
  placeEntryFieldsSchema,
  placeEntryLimits,
  placeEntryListQueryBase,
} from "./business-parts.ts";
import { defineMessages, type Message } from "./i18n/define-messages.ts";

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

/** Spec section 5: the opening-hours presets, then Other with free text. */
export const hoursPresets = [
  "Mon-Fri: 9am-5pm, Sat-Sun: Closed",
  "Mon-Sun: 10am-10pm",
  "Mon-Fri: 11am-10pm, Sat-Sun: 10am-11pm",
  "Mon-Sat: 8am-8pm, Sun: 10am-6pm",
  "24/7",
] as const;
export const otherHours = "Other";
/** The presets' and Other's words; the API stores the English preset (issue 30). */
export const hoursPresetLabels: Record<(typeof hoursPresets)[number] | typeof otherHours, Message> =
  defineMessages({
    "Mon-Fri: 9am-5pm, Sat-Sun: Closed": {
      id: "dining.hours.weekdays",
      defaultMessage: "Mon-Fri: 9am-5pm, Sat-Sun: Closed",
    },
    "Mon-Sun: 10am-10pm": { id: "dining.hours.everyDay", defaultMessage: "Mon-Sun: 10am-10pm" },
    "Mon-Fri: 11am-10pm, Sat-Sun: 10am-11pm": {
      id: "dining.hours.lateWeekends",
      defaultMessage: "Mon-Fri: 11am-10pm, Sat-Sun: 10am-11pm",
    },
    "Mon-Sat: 8am-8pm, Sun: 10am-6pm": {
      id: "dining.hours.shortSunday",
      defaultMessage: "Mon-Sat: 8am-8pm, Sun: 10am-6pm",
    },
    "24/7": { id: "dining.hours.always", defaultMessage: "24/7" },
    Other: { id: "dining.hours.other", defaultMessage: "Other" },
  });

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

export const diningMessages = defineMessages({
  loginToCreate: { id: "dining.loginToCreate", defaultMessage: "User not authenticated" },
  cityNotFound: { id: "dining.cityNotFound", defaultMessage: "City not found" },
  fetchError: { id: "dining.fetchError", defaultMessage: "Error fetching restaurants" },
  noItems: { id: "dining.noItems", defaultMessage: "No restaurants found for this city." },
  notFound: { id: "dining.notFound", defaultMessage: "Restaurant not found." },
  loadError: { id: "dining.loadError", defaultMessage: "Error loading restaurant." },
  notOwner: {
    id: "dining.notOwner",
    defaultMessage: "You do not have permission to edit this restaurant.",
  },
  created: { id: "dining.created", defaultMessage: "Restaurant created!" },
  updated: { id: "dining.updated", defaultMessage: "Restaurant updated!" },
  createError: { id: "dining.createError", defaultMessage: "Error creating restaurant." },
  updateError: { id: "dining.updateError", defaultMessage: "Error updating restaurant." },
  deleted: { id: "dining.deleted", defaultMessage: "Restaurant deleted." },
  deleteConfirm: {
    id: "dining.deleteConfirm",
    defaultMessage: "Delete this restaurant? This cannot be undone.",
  },
  add: { id: "dining.add", defaultMessage: "Add Restaurant" },
  cuisineRequired: { id: "dining.cuisineRequired", defaultMessage: "Please enter a cuisine." },
  hoursPresetRequired: {
    id: "dining.hoursPresetRequired",
    defaultMessage: "Please choose the opening hours.",
  },
});

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
