import { z } from "zod";
import {
  freeHoursSchema,
  type PlaceEntry,
  type PlaceEntryCard,
  placeEntryFieldsSchema,
  placeEntryListQueryBase,
} from "./business-parts.ts";

/*
 * Shopping (the "shopping" config of server/features/directories/): a city's shops. Routes
 * the same as dining's (contracts/dining.ts) under /api/cities/:city/shops and
 * /api/shops/:id, with shopInputSchema. `kind` in the shared shapes is the category.
 */

/** Spec section 4: the 8 shop categories. */
export const shopCategories = [
  "Clothing",
  "Accessories",
  "Home Goods",
  "Electronics",
  "Books",
  "Art",
  "Antiques",
  "Other",
] as const;
export type ShopCategory = (typeof shopCategories)[number];

export const shoppingMessages = {
  loginToCreate: "User not authenticated",
  cityNotFound: "City not found",
  fetchError: "Error fetching shops",
  noItems: "No shops found for this city.",
  notFound: "Shop not found.",
  loadError: "Error loading shop.",
  notOwner: "You do not have permission to edit this shop.",
  created: "Shop created!",
  updated: "Shop updated!",
  createError: "Error creating shop.",
  updateError: "Error updating shop.",
  deleted: "Shop deleted.",
  deleteConfirm: "Delete this shop? This cannot be undone.",
  add: "Add Shop",
  badCategory: "Please choose a category.",
} as const;

export const shopInputSchema = placeEntryFieldsSchema.extend({
  category: z.enum(shopCategories, shoppingMessages.badCategory),
  hours: freeHoursSchema,
});
export type ShopInput = z.infer<typeof shopInputSchema>;

export const shopListQuerySchema = placeEntryListQueryBase.extend({
  category: z.enum(shopCategories, shoppingMessages.badCategory).optional(),
});
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

/** A shop as the API answers it (decision 061). */
export type Shop = PlaceEntry;
export type ShopCard = PlaceEntryCard;
