import { z } from "zod";
import type { Message } from "./i18n/define-messages.ts";
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
import { pageOf } from "./paged.ts";
import {
  propertyLimitMessages,
  propertyLimits,
  propertyListingTypes,
  propertyMessages,
  propertyStatuses,
  propertyTypes,
} from "./properties-rules.ts";

/*
 * Properties (the "properties" config of server/features/directories/; pages under
 * /city/{city}/property). Routes:
 *
 *   GET    /api/cities/:city/properties        public; query propertyListQuerySchema
 *                                              -> 200 propertyPageSchema { items, nextCursor }
 *                                              (the community profile's preview: ?limit=3)
 *   POST   /api/cities/:city/properties        signed in (any user); JSON createPropertySchema,
 *          or multipart/form-data with field "data" (JSON of createPropertySchema) and
 *          files "photos" (up to 8, display order)  -> 201 propertySchema
 *   GET    /api/properties/:id                 public; contact only when signed in -> 200 propertySchema
 *   PUT    /api/properties/:id                 owner or admin; JSON updatePropertySchema, or
 *          multipart "data" + "photos"; data.photoOrder reorders/removes -> 200 propertySchema
 *   POST   /api/properties/:id/status          owner or admin; JSON propertyStatusSchema -> 200 propertySchema
 *   DELETE /api/properties/:id                 owner; or a moderator of its city, with a reason -> 204
 *   PUT    /api/properties/:id/saved           signed in; save (decision 22) -> 204
 *   DELETE /api/properties/:id/saved           signed in; unsave -> 204
 *   GET    /api/admin/properties               admin; query adminListQuerySchema
 *                                              -> 200 adminEntryPageSchema (listing-parts.ts)
 */

export * from "./properties-rules.ts";

const count = z
  .number(propertyMessages.wholeNumber.defaultMessage)
  .int(propertyMessages.wholeNumber.defaultMessage)
  .min(0, propertyMessages.wholeNumber.defaultMessage)
  .max(propertyLimits.roomsMax, propertyLimitMessages.rooms.defaultMessage);
const bathrooms = z
  .number(propertyMessages.bathroomsStep.defaultMessage)
  .min(0, propertyMessages.bathroomsStep.defaultMessage)
  .max(propertyLimits.roomsMax, propertyLimitMessages.rooms.defaultMessage)
  .refine((value) => Number.isInteger(value * 2), propertyMessages.bathroomsStep.defaultMessage);
const area = z
  .number(propertyMessages.areaInvalid.defaultMessage)
  .min(0, propertyMessages.areaInvalid.defaultMessage)
  .max(propertyLimits.areaMax, propertyMessages.areaInvalid.defaultMessage);
/** Empty optional text is stored as null. */
const optionalText = (max: number, tooLong: Message) =>
  z
    .string()
    .trim()
    .max(max, tooLong.defaultMessage)
    .transform((value) => value || null)
    .nullable()
    .optional();

/**
 * Features as the form sends them: a comma-separated string (split, trimmed,
 * empties dropped, spec section 5) or already a list.
 */
export const featuresSchema = z
  .union([
    z.string().max(propertyLimits.featuresMax * propertyLimits.featureMax),
    z.array(z.string()),
  ])
  .transform((value) =>
    (typeof value === "string" ? value.split(",") : value)
      .map((feature) => feature.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().max(propertyLimits.featureMax, propertyLimitMessages.feature.defaultMessage),
      )
      .max(propertyLimits.featuresMax, propertyLimitMessages.features.defaultMessage),
  );

/** Optional numbers: null (or left out) when the field was empty (spec section 5). */
export const createPropertySchema = z.object({
  title: titleSchema(propertyMessages.titleRequired.defaultMessage),
  description: descriptionSchema(propertyMessages.descriptionRequired.defaultMessage),
  price: priceSchema,
  listingType: z.enum(propertyListingTypes, propertyMessages.badListingType.defaultMessage),
  propertyType: z.enum(propertyTypes, propertyMessages.badPropertyType.defaultMessage),
  bedrooms: count.nullable().optional(),
  bathrooms: bathrooms.nullable().optional(),
  parkingSpaces: count.nullable().optional(),
  floorAreaSqm: area.nullable().optional(),
  landAreaSqm: area.nullable().optional(),
  streetAddress: z
    .string({ error: propertyMessages.addressRequired.defaultMessage })
    .trim()
    .min(1, propertyMessages.addressRequired.defaultMessage)
    .max(propertyLimits.addressMax, propertyLimitMessages.address.defaultMessage),
  /** The suburb or area shown on the card. */
  suburb: optionalText(100, propertyLimitMessages.suburb),
  postalCode: optionalText(propertyLimits.postalCodeMax, propertyLimitMessages.postalCode),
  features: featuresSchema.optional(),
  contactPhone: optionalText(propertyLimits.phoneMax, propertyLimitMessages.phone),
  contactEmail: z
    .union([z.literal(""), z.email(propertyMessages.badEmail.defaultMessage).max(320)])
    .transform((value) => value || null)
    .nullable()
    .optional(),
});
export type CreateProperty = z.input<typeof createPropertySchema>;

/** Every field optional; the listing type stays as created (the status moves instead). */
export const updatePropertySchema = createPropertySchema
  .omit({ listingType: true })
  .partial()
  .extend({ photoOrder: photoOrderSchema.optional() });
export type UpdateProperty = z.input<typeof updatePropertySchema>;

export const propertyStatusSchema = z.object({
  status: z.enum(propertyStatuses, propertyMessages.badStatus.defaultMessage),
});

const atLeast = (message: string) =>
  z.coerce.number(message).min(0, message).max(propertyLimits.roomsMax, message).optional();

export const propertyListQuerySchema = listQueryBase.extend({
  /** The tab: omitted for All. */
  listingType: z
    .enum(propertyListingTypes, propertyMessages.badListingType.defaultMessage)
    .optional(),
  propertyType: z.enum(propertyTypes, propertyMessages.badPropertyType.defaultMessage).optional(),
  /** At least this many (decision 28). */
  minBedrooms: atLeast("Bedrooms must be a number of 0 or more."),
  /** At least this many (decision 28); 1.5 allowed. */
  minBathrooms: atLeast("Bathrooms must be a number of 0 or more."),
  status: z.enum(propertyStatuses, propertyMessages.badStatus.defaultMessage).optional(),
});
export type PropertyListQuery = z.infer<typeof propertyListQuerySchema>;

/** What a property is, as its card and its page both show it. */
const propertyFacts = {
  listingType: z.enum(propertyListingTypes),
  propertyType: z.enum(propertyTypes),
  status: z.enum(propertyStatuses),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  parkingSpaces: z.number().nullable(),
};

/** A card of the list; price in dollars, shown locale-formatted in its `currency`. */
export const propertyCardSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  title: z.string(),
  price: z.number(),
  ...moneyFields,
  ...propertyFacts,
  suburb: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertyPageSchema = pageOf(propertyCardSchema);
export type PropertyPage = z.infer<typeof propertyPageSchema>;

export const propertySchema = z.object({
  ...pricedEntryHead,
  ...propertyFacts,
  floorAreaSqm: z.number().nullable(),
  landAreaSqm: z.number().nullable(),
  streetAddress: z.string(),
  suburb: z.string().nullable(),
  postalCode: z.string().nullable(),
  features: z.array(z.string()),
  photos: z.array(entryPhotoSchema),
  lister: sellerSchema,
  /**
   * null for visitors (decision 9). The property's own contact email/phone, else
   * the lister's account email and profile phone.
   */
  contact: contactSchema.nullable(),
  ...entryPageTail,
});
export type Property = z.infer<typeof propertySchema>;
