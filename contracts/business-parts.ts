import { z } from "zod";
import {
  isWebUrl,
  placeEntryFieldMessages,
  placeEntryLimits,
  priceRanges,
} from "./business-parts-rules.ts";
import type { Message } from "./i18n/define-messages.ts";
import { entryFieldMessages, sellerSchema } from "./listing-parts.ts";
import { pageOf } from "./paged.ts";

// What restaurants (the "dining" config) and shops (the "shopping" config) share: the
// spec gives them the same fields, with a cuisine or a category (decision 027). A
// restaurant or a shop is a place entry (decision 061: entry, not business).

export * from "./business-parts-rules.ts";

const requiredText = (message: string, max: number, tooLong: Message) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong.defaultMessage);

/** The spec's website: optional, but a URL when given (an empty field sends ""). */
export const websiteSchema = z
  .string({ error: placeEntryFieldMessages.websiteNotUrl.defaultMessage })
  .trim()
  .max(placeEntryLimits.websiteMax, placeEntryFieldMessages.websiteNotUrl.defaultMessage)
  .refine(
    (value) => value === "" || isWebUrl(value),
    placeEntryFieldMessages.websiteNotUrl.defaultMessage,
  );

export const freeHoursSchema = requiredText(
  placeEntryFieldMessages.hoursRequired.defaultMessage,
  placeEntryLimits.hoursMax,
  placeEntryFieldMessages.hoursTooLong,
);

/** The fields every restaurant and shop has, required as the spec says (section 5). */
export const placeEntryFieldsSchema = z.object({
  name: requiredText(
    placeEntryFieldMessages.nameRequired.defaultMessage,
    placeEntryLimits.nameMax,
    placeEntryFieldMessages.nameTooLong,
  ),
  description: requiredText(
    placeEntryFieldMessages.descriptionRequired.defaultMessage,
    placeEntryLimits.descriptionMax,
    entryFieldMessages.descriptionTooLong,
  ),
  priceRange: z.enum(priceRanges, placeEntryFieldMessages.priceRangeRequired.defaultMessage),
  address: requiredText(
    placeEntryFieldMessages.addressRequired.defaultMessage,
    placeEntryLimits.addressMax,
    placeEntryFieldMessages.addressTooLong,
  ),
  phone: requiredText(
    placeEntryFieldMessages.phoneRequired.defaultMessage,
    placeEntryLimits.phoneMax,
    placeEntryFieldMessages.phoneTooLong,
  ),
  website: websiteSchema.default(""),
});

/** The list query: keyword (full text over name, description and cuisine/category), price range, keyset cursor. */
export const placeEntryListQueryBase = z.object({
  q: z
    .string()
    .trim()
    .max(placeEntryLimits.keywordMax, entryFieldMessages.searchTooLong.defaultMessage)
    .optional(),
  priceRange: z
    .enum(priceRanges, placeEntryFieldMessages.priceRangeRequired.defaultMessage)
    .optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(placeEntryLimits.pageSizeMax)
    .default(placeEntryLimits.pageSize),
});

const cardFields = {
  id: z.string(),
  citySlug: z.string(),
  name: z.string(),
  /** The cuisine (restaurants) or the category's value (shops). */
  kind: z.string(),
  priceRange: z.enum(priceRanges),
  address: z.string(),
  thumbnailUrl: z.string().nullable(),
};

export const placeEntryCardSchema = z.object(cardFields);
export type PlaceEntryCard = z.infer<typeof placeEntryCardSchema>;

export const placeEntryPageSchema = pageOf(placeEntryCardSchema);
export type PlaceEntryPage = z.infer<typeof placeEntryPageSchema>;

export const placeEntrySchema = z.object({
  ...cardFields,
  cityName: z.string(),
  description: z.string(),
  phone: z.string(),
  hours: z.string(),
  /** "" when none was given. */
  website: z.string(),
  photoUrl: z.string().nullable(),
  owner: sellerSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the viewer saved it (a directory with a Saved list); false otherwise. */
  saved: z.boolean(),
  /** Owner or admin: Edit and Delete. */
  canEdit: z.boolean(),
  /** Its owner, an admin or a moderator of its city: Delete (decision 050). */
  canDelete: z.boolean(),
});
export type PlaceEntry = z.infer<typeof placeEntrySchema>;

// The names before decision 061, kept while the web moves over.
/** @deprecated decision 061 */
export const businessLimits = placeEntryLimits;
/** @deprecated decision 061 */
export const businessFieldMessages = placeEntryFieldMessages;
/** @deprecated decision 061 */
export const businessFieldsSchema = placeEntryFieldsSchema;
/** @deprecated decision 061 */
export const businessListQueryBase = placeEntryListQueryBase;
/** @deprecated decision 061 */
export const businessCardSchema = placeEntryCardSchema;
/** @deprecated decision 061 */
export type BusinessCard = PlaceEntryCard;
/** @deprecated decision 061 */
export const businessPageSchema = placeEntryPageSchema;
/** @deprecated decision 061 */
export type BusinessPage = PlaceEntryPage;
/** @deprecated decision 061 */
export const businessSchema = placeEntrySchema;
/** @deprecated decision 061 */
export type Business = PlaceEntry;
