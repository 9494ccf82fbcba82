import { z } from "zod";
import {
  freeHoursSchema,
  type PlaceEntry,
  type PlaceEntryCard,
  placeEntryFieldsSchema,
  placeEntryListQueryBase,
} from "./business-parts.ts";
import { shopCategories, shoppingMessages } from "./shopping-rules.ts";

/*
 * Shopping (the "shopping" config of server/features/directories/): a city's shops. Routes
 * the same as dining's (contracts/dining.ts) under /api/cities/:city/shops and
 * /api/shops/:id, with shopInputSchema. `kind` in the shared shapes is the category.
 */

export * from "./shopping-rules.ts";

export const shopInputSchema = placeEntryFieldsSchema.extend({
  category: z.enum(shopCategories, shoppingMessages.badCategory.defaultMessage),
  hours: freeHoursSchema,
});
export type ShopInput = z.infer<typeof shopInputSchema>;

export const shopListQuerySchema = placeEntryListQueryBase.extend({
  category: z.enum(shopCategories, shoppingMessages.badCategory.defaultMessage).optional(),
});
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

/** A shop as the API answers it (decision 061). */
export type Shop = PlaceEntry;
export type ShopCard = PlaceEntryCard;
