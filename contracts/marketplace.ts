import { z } from "zod";
import {
  contactSchema,
  descriptionSchema,
  entryPageTail,
  entryPhotoSchema,
  listQueryBase,
  moneyFields,
  photoOrderSchema,
  pricedEntryHead,
  priceSchema,
  sellerSchema,
  titleSchema,
} from "./listing-parts.ts";
import {
  marketplaceItemCategories,
  marketplaceItemConditions,
  marketplaceItemStatuses,
  marketplaceMessages,
} from "./marketplace-rules.ts";
import { pageOf } from "./paged.ts";

export * from "./marketplace-rules.ts";

/*
 * Marketplace (the "marketplace" config of server/features/directories/): a marketplace
 * item is a thing for sale (decision 061). Routes:
 *
 *   GET    /api/cities/:city/marketplace-items   public; query marketplaceItemListQuerySchema
 *                                              -> 200 marketplaceItemPageSchema { items, nextCursor }
 *                                              (the community profile's preview: ?limit=3)
 *   POST   /api/cities/:city/marketplace-items   signed in (any user, decision 9 / spec 6)
 *          JSON body createMarketplaceItemSchema, or multipart/form-data with
 *            field "data"   = JSON text of createMarketplaceItemSchema
 *            files "photos" = up to 8 images, in display order (a 9th: 400 tooManyPhotosMessage)
 *                                              -> 201 marketplaceItemSchema
 *   GET    /api/marketplace-items/:id          public; contact only when signed in -> 200 marketplaceItemSchema
 *   PUT    /api/marketplace-items/:id          owner or admin; JSON updateMarketplaceItemSchema, or
 *          multipart with field "data" (JSON of updateMarketplaceItemSchema) + files "photos";
 *          data.photoOrder reorders/removes (contracts/listing-parts.ts) -> 200 marketplaceItemSchema
 *   POST   /api/marketplace-items/:id/status   owner or admin; JSON marketplaceItemStatusSchema
 *                                              -> 200 marketplaceItemSchema
 *   DELETE /api/marketplace-items/:id          owner; or a moderator of its city, with a reason -> 204
 *   PUT    /api/marketplace-items/:id/saved    signed in; save (decision 22) -> 204
 *   DELETE /api/marketplace-items/:id/saved    signed in; unsave -> 204
 *   GET    /api/admin/listings                 admin; query adminListQuerySchema
 *                                              -> 200 adminEntryPageSchema (listing-parts.ts)
 *
 * The former addresses /api/listings… and /api/cities/:city/listings… answer 308 to these.
 * Refusals are { code, message } (contracts/errors.ts): 400 VALIDATION/BAD_REQUEST,
 * UNSUPPORTED_IMAGE, IMAGE_TOO_LARGE; 401 UNAUTHORIZED; 403 FORBIDDEN; 404 NOT_FOUND;
 * 413 PAYLOAD_TOO_LARGE; 429 RATE_LIMITED.
 */

export const createMarketplaceItemSchema = z.object({
  title: titleSchema(marketplaceMessages.titleRequired.defaultMessage),
  description: descriptionSchema(marketplaceMessages.descriptionRequired.defaultMessage),
  category: z.enum(marketplaceItemCategories, marketplaceMessages.badCategory.defaultMessage),
  condition: z.enum(marketplaceItemConditions, marketplaceMessages.badCondition.defaultMessage),
  price: priceSchema,
});
export type CreateMarketplaceItem = z.infer<typeof createMarketplaceItemSchema>;

/** Every field optional: what is sent changes. */
export const updateMarketplaceItemSchema = createMarketplaceItemSchema.partial().extend({
  photoOrder: photoOrderSchema.optional(),
});
export type UpdateMarketplaceItem = z.infer<typeof updateMarketplaceItemSchema>;

export const marketplaceItemStatusSchema = z.object({
  status: z.enum(marketplaceItemStatuses, marketplaceMessages.badStatus.defaultMessage),
});

export const marketplaceItemListQuerySchema = listQueryBase.extend({
  category: z
    .enum(marketplaceItemCategories, marketplaceMessages.badCategory.defaultMessage)
    .optional(),
  condition: z
    .enum(marketplaceItemConditions, marketplaceMessages.badCondition.defaultMessage)
    .optional(),
  status: z.enum(marketplaceItemStatuses, marketplaceMessages.badStatus.defaultMessage).optional(),
});
export type MarketplaceItemListQuery = z.infer<typeof marketplaceItemListQuerySchema>;

/** A card of the list. `price` is dollars (exact to the cent); show with 2 decimals in its `currency`. */
export const marketplaceItemCardSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  title: z.string(),
  /** The first ~200 characters of the description. */
  excerpt: z.string(),
  price: z.number(),
  ...moneyFields,
  category: z.enum(marketplaceItemCategories),
  condition: z.enum(marketplaceItemConditions),
  status: z.enum(marketplaceItemStatuses),
  /** The first photo's thumbnail, or null without photos. */
  thumbnailUrl: z.string().nullable(),
  seller: sellerSchema,
  createdAt: z.string(),
});
export type MarketplaceItemCard = z.infer<typeof marketplaceItemCardSchema>;

export const marketplaceItemPageSchema = pageOf(marketplaceItemCardSchema);
export type MarketplaceItemPage = z.infer<typeof marketplaceItemPageSchema>;

export const marketplaceItemSchema = z.object({
  ...pricedEntryHead,
  category: z.enum(marketplaceItemCategories),
  condition: z.enum(marketplaceItemConditions),
  status: z.enum(marketplaceItemStatuses),
  photos: z.array(entryPhotoSchema),
  seller: sellerSchema,
  /** null for visitors (decision 9); Email Seller needs email, Text Seller needs phone. */
  contact: contactSchema.nullable(),
  ...entryPageTail,
});
export type MarketplaceItem = z.infer<typeof marketplaceItemSchema>;

// The names before decision 061, kept while the web moves over.
/** @deprecated decision 061 */
export const createListingSchema = createMarketplaceItemSchema;
/** @deprecated decision 061 */
export type CreateListing = CreateMarketplaceItem;
/** @deprecated decision 061 */
export const updateListingSchema = updateMarketplaceItemSchema;
/** @deprecated decision 061 */
export type UpdateListing = UpdateMarketplaceItem;
/** @deprecated decision 061 */
export const listingStatusSchema = marketplaceItemStatusSchema;
/** @deprecated decision 061 */
export const listingListQuerySchema = marketplaceItemListQuerySchema;
/** @deprecated decision 061 */
export type ListingListQuery = MarketplaceItemListQuery;
/** @deprecated decision 061 */
export const listingCardSchema = marketplaceItemCardSchema;
/** @deprecated decision 061 */
export type ListingCard = MarketplaceItemCard;
/** @deprecated decision 061 */
export const listingPageSchema = marketplaceItemPageSchema;
/** @deprecated decision 061 */
export type ListingPage = MarketplaceItemPage;
/** @deprecated decision 061 */
export const listingSchema = marketplaceItemSchema;
/** @deprecated decision 061 */
export type Listing = MarketplaceItem;
