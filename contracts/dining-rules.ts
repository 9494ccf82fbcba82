// The restaurants' hours presets, cuisines and words without zod: the web's first routes
// import these, and contracts/dining.ts (which re-exports them) the server and the restaurant
// form's schema (decision 037).

import { defineMessages, type Message } from "./i18n/define-messages.ts";

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
