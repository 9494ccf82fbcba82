import {
  diningMessages,
  type RestaurantInput,
  restaurantHours,
  restaurantInputSchema,
  restaurantListQuerySchema,
} from "../../../contracts/dining.ts";
import { savedWords } from "../../../contracts/saved-rules.ts";
import { restaurants } from "../../db/schema.ts";
import { placeDirectory, placeSchemas } from "./places.ts";

/** Dining (decision 3): restaurants, with a cuisine and preset opening hours. */
export const dining = placeDirectory(restaurants, {
  kind: "restaurant",
  section: "dining",
  path: "restaurants",
  pagePath: (city, id) => `/city/${city}/dining/restaurant/${id}`,
  tag: "dining",
  messages: diningMessages,
  schemas: {
    ...placeSchemas,
    list: restaurantListQuerySchema,
    create: restaurantInputSchema,
    update: restaurantInputSchema,
  },
  // Bookmarked on the Saved list (issue 35), as listings are.
  saved: { as: "restaurant", loginToSave: savedWords.loginToSave },
  kindFilter: "cuisine",
  toFields: ({ cuisine, hoursPreset, hoursOther, ...fields }: RestaurantInput) => ({
    ...fields,
    kind: cuisine,
    hours: restaurantHours({ hoursPreset, hoursOther }),
  }),
});
