import { z } from "zod";
import {
  entryFieldMessages,
  entryLimits,
  isWholeCents,
  maxEntryPhotos,
  tooManyPhotosMessage,
} from "./listing-parts-rules.ts";
import { pageOf } from "./paged.ts";

export * from "./listing-parts-rules.ts";

// What marketplace items and properties share: money, photos, the seller, the
// contact details only signed-in viewers get, and keyset paging (decision 022).

/**
 * How a price is written (issue 30): its city's locale ("en-ZA") and ISO 4217 currency
 * ("ZAR"). The amount itself stays exact, in the currency's units (decision 026).
 */
export const moneyFields = { locale: z.string(), currency: z.string() };

/** How an entry's page begins: where it is, what it is, and its price. */
export const pricedEntryHead = {
  id: z.string(),
  citySlug: z.string(),
  cityName: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  ...moneyFields,
};

/** How an entry's page ends: its times, whether the viewer saved it (decision 22), and what they may do. */
export const entryPageTail = {
  createdAt: z.string(),
  updatedAt: z.string(),
  /** false for visitors. */
  saved: z.boolean(),
  /** Owner or admin: Edit, the status, Delete. */
  canEdit: z.boolean(),
  /** Its owner, an admin or a moderator of its city: Delete (decision 050). */
  canDelete: z.boolean(),
};

/** A price in dollars: at least 0, in steps of 0.01 (spec section 5). */
export const priceSchema = z
  .number({ error: entryFieldMessages.priceRequired.defaultMessage })
  .min(0, entryFieldMessages.priceNegative.defaultMessage)
  .max(entryLimits.priceMax, entryFieldMessages.priceTooHigh.defaultMessage)
  .refine(isWholeCents, entryFieldMessages.priceCents.defaultMessage);

export const titleSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(entryLimits.titleMax, entryFieldMessages.titleTooLong.defaultMessage);

export const descriptionSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(entryLimits.descriptionMax, entryFieldMessages.descriptionTooLong.defaultMessage);

/** One stored photo; `key` names it in an edit's `photoOrder`. */
export const entryPhotoSchema = z.object({
  key: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type EntryPhoto = z.infer<typeof entryPhotoSchema>;

/**
 * An edit's photos, in the order they will show: each entry is either the `key`
 * of a photo the listing has now (kept) or "new:N", the N-th (0-based) file part
 * of this request. Photos left out are removed. Omitted: keep the current photos
 * and append the new files. At most 8 in all.
 */
export const photoOrderSchema = z
  .array(z.string().max(200))
  .max(maxEntryPhotos, tooManyPhotosMessage);
export const sellerSchema = z.object({
  id: z.string(),
  /** null when the account is gone; the page shows "Unknown". */
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** Product decision 9: email and phone, only for signed-in viewers (null for visitors). */
export const contactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Contact = z.infer<typeof contactSchema>;

const optionalMoney = z.coerce
  .number(entryFieldMessages.priceFilterNumber.defaultMessage)
  .min(0, entryFieldMessages.priceFilterNegative.defaultMessage)
  .max(entryLimits.priceMax, entryFieldMessages.priceFilterTooHigh.defaultMessage)
  .optional();

/**
 * The query every list takes: keyword (PostgreSQL full-text over title and
 * description), price bounds (only when given; the web omits empty ones), keyset
 * cursor and page size. Newest first.
 */
export const listQueryBase = z.object({
  q: z
    .string()
    .trim()
    .max(entryLimits.keywordMax, entryFieldMessages.searchTooLong.defaultMessage)
    .optional(),
  minPrice: optionalMoney,
  maxPrice: optionalMoney,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(entryLimits.pageSizeMax).default(entryLimits.pageSize),
});

/** Admin dashboard tabs: every city or one (its slug), searchable, paged. */
export const adminListQuerySchema = z.object({
  city: z.string().trim().max(100).optional(),
  q: listQueryBase.shape.q,
  cursor: listQueryBase.shape.cursor,
  limit: listQueryBase.shape.limit,
});

export const adminEntryRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The category (marketplace) or the property type (properties). */
  kind: z.string(),
  city: z.object({ slug: z.string(), name: z.string() }),
  owner: sellerSchema,
  createdAt: z.string(),
});
export const adminEntryPageSchema = pageOf(adminEntryRowSchema);
export type AdminEntryRow = z.infer<typeof adminEntryRowSchema>;

// The names before decision 061, kept while the web moves over.
/** @deprecated decision 061 */
export const listingPhotoSchema = entryPhotoSchema;
/** @deprecated decision 061 */
export type ListingPhoto = EntryPhoto;
/** @deprecated decision 061 */
export const adminListingRowSchema = adminEntryRowSchema;
/** @deprecated decision 061 */
export const adminListingPageSchema = adminEntryPageSchema;
/** @deprecated decision 061 */
export type AdminListingRow = AdminEntryRow;
