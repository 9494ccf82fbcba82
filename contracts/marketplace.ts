import { z } from "zod";
import {
  contactSchema,
  descriptionSchema,
  listingPhotoSchema,
  listQueryBase,
  photoOrderSchema,
  priceSchema,
  sellerSchema,
  titleSchema,
} from "./listing-parts.ts";
import {
  listingCategories,
  listingConditions,
  listingStatuses,
  marketplaceMessages,
} from "./marketplace-rules.ts";

export * from "./marketplace-rules.ts";

/*
 * Marketplace (feature "marketplace"). Routes (server/features/marketplace/):
 *
 *   GET    /api/cities/:city/listings          public; query listingListQuerySchema
 *                                              -> 200 listingPageSchema { items, nextCursor }
 *                                              (the community profile's preview: ?limit=3)
 *   POST   /api/cities/:city/listings          signed in (any user, decision 9 / spec 6)
 *          JSON body createListingSchema, or multipart/form-data with
 *            field "data"   = JSON text of createListingSchema
 *            files "photos" = up to 8 images, in display order (a 9th: 400 tooManyPhotosMessage)
 *                                              -> 201 listingSchema
 *   GET    /api/listings/:id                   public; contact only when signed in -> 200 listingSchema
 *   PUT    /api/listings/:id                   owner or admin; JSON updateListingSchema, or
 *          multipart with field "data" (JSON of updateListingSchema) + files "photos";
 *          data.photoOrder reorders/removes (contracts/listing-parts.ts) -> 200 listingSchema
 *   POST   /api/listings/:id/status            owner or admin; JSON listingStatusSchema -> 200 listingSchema
 *   DELETE /api/listings/:id                   owner or admin (the dashboard's Delete too) -> 204
 *   PUT    /api/listings/:id/saved             signed in; save (decision 22) -> 204
 *   DELETE /api/listings/:id/saved             signed in; unsave -> 204
 *   GET    /api/admin/listings                 admin; query adminListQuerySchema
 *                                              -> 200 adminListingPageSchema (listing-parts.ts)
 *
 * Refusals are { code, message } (contracts/errors.ts): 400 VALIDATION/BAD_REQUEST,
 * UNSUPPORTED_IMAGE, IMAGE_TOO_LARGE; 401 UNAUTHORIZED; 403 FORBIDDEN; 404 NOT_FOUND;
 * 413 PAYLOAD_TOO_LARGE; 429 RATE_LIMITED.
 */

export const createListingSchema = z.object({
  title: titleSchema(marketplaceMessages.titleRequired),
  description: descriptionSchema(marketplaceMessages.descriptionRequired),
  category: z.enum(listingCategories, marketplaceMessages.badCategory),
  condition: z.enum(listingConditions, marketplaceMessages.badCondition),
  price: priceSchema,
});
export type CreateListing = z.infer<typeof createListingSchema>;

/** Every field optional: what is sent changes. */
export const updateListingSchema = createListingSchema.partial().extend({
  photoOrder: photoOrderSchema.optional(),
});
export type UpdateListing = z.infer<typeof updateListingSchema>;

export const listingStatusSchema = z.object({
  status: z.enum(listingStatuses, marketplaceMessages.badStatus),
});

export const listingListQuerySchema = listQueryBase.extend({
  category: z.enum(listingCategories, marketplaceMessages.badCategory).optional(),
  condition: z.enum(listingConditions, marketplaceMessages.badCondition).optional(),
  status: z.enum(listingStatuses, marketplaceMessages.badStatus).optional(),
});
export type ListingListQuery = z.infer<typeof listingListQuerySchema>;

/** A card of the list. `price` is dollars (exact to the cent); show with 2 decimals in USD. */
export const listingCardSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  title: z.string(),
  /** The first ~200 characters of the description. */
  excerpt: z.string(),
  price: z.number(),
  category: z.enum(listingCategories),
  condition: z.enum(listingConditions),
  status: z.enum(listingStatuses),
  /** The first photo's thumbnail, or null without photos. */
  thumbnailUrl: z.string().nullable(),
  seller: sellerSchema,
  createdAt: z.string(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

export const listingPageSchema = z.object({
  items: z.array(listingCardSchema),
  /** Pass back as ?cursor= (with the same filters) for the next, older page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

export const listingSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  cityName: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  category: z.enum(listingCategories),
  condition: z.enum(listingConditions),
  status: z.enum(listingStatuses),
  photos: z.array(listingPhotoSchema),
  seller: sellerSchema,
  /** null for visitors (decision 9); Email Seller needs email, Text Seller needs phone. */
  contact: contactSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The viewer saved it (decision 22); false for visitors. */
  saved: z.boolean(),
  /** Owner or admin: Edit, Mark as sold, Delete. */
  canEdit: z.boolean(),
  /** Its owner, an admin or a moderator of its city: Delete (decision 050). */
  canDelete: z.boolean(),
});
export type Listing = z.infer<typeof listingSchema>;
