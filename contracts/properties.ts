import { z } from "zod";
import { defineMessages, type Message } from "./i18n/define-messages.ts";
import {
  contactSchema,
  descriptionSchema,
  entryPhotoSchema,
  listQueryBase,
  moneyFields,
  photoOrderSchema,
  priceSchema,
  sellerSchema,
  titleSchema,
} from "./listing-parts.ts";

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

export const propertyTypes = [
  "house",
  "apartment",
  "condo",
  "townhouse",
  "land",
  "commercial",
] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels = defineMessages({
  house: { id: "properties.type.house", defaultMessage: "House" },
  apartment: { id: "properties.type.apartment", defaultMessage: "Apartment" },
  condo: { id: "properties.type.condo", defaultMessage: "Condo" },
  townhouse: { id: "properties.type.townhouse", defaultMessage: "Townhouse" },
  land: { id: "properties.type.land", defaultMessage: "Land" },
  commercial: { id: "properties.type.commercial", defaultMessage: "Commercial" },
});

/** The list's tabs: All (no filter), Sale, Rental. */
export const propertyListingTypes = ["sale", "rental"] as const;
export type PropertyListingType = (typeof propertyListingTypes)[number];
export const propertyListingTypeLabels = defineMessages({
  sale: { id: "properties.listingType.sale", defaultMessage: "Sale" },
  rental: { id: "properties.listingType.rental", defaultMessage: "Rental" },
});

/** for_sale (sale) or for_rent (rental) at creation; then the owner may set any of these. */
export const propertyStatuses = ["for_sale", "for_rent", "under_offer", "sold", "rented"] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
export const propertyStatusLabels = defineMessages({
  for_sale: { id: "properties.status.for_sale", defaultMessage: "For Sale" },
  for_rent: { id: "properties.status.for_rent", defaultMessage: "For Rent" },
  under_offer: { id: "properties.status.under_offer", defaultMessage: "Under Offer" },
  sold: { id: "properties.status.sold", defaultMessage: "Sold" },
  rented: { id: "properties.status.rented", defaultMessage: "Rented" },
});
export const initialPropertyStatus = (type: PropertyListingType): PropertyStatus =>
  type === "sale" ? "for_sale" : "for_rent";

/** Filter options (spec section 9); "at least" (decision 28), shown as 1+, 2+ ... 5+. */
export const bedroomFilterOptions = [1, 2, 3, 4, 5] as const;
/** Shown as 1+, 1.5+ ... 4+. */
export const bathroomFilterOptions = [1, 1.5, 2, 2.5, 3, 3.5, 4] as const;

export const propertyLimits = {
  roomsMax: 100,
  areaMax: 100_000_000,
  addressMax: 300,
  postalCodeMax: 20,
  phoneMax: 40,
  featuresMax: 30,
  featureMax: 100,
} as const;

export const propertyMessages = defineMessages({
  loginToCreate: {
    id: "properties.loginToCreate",
    defaultMessage: "You must be logged in to list a property.",
  },
  cityNotFound: { id: "properties.cityNotFound", defaultMessage: "Could not find city." },
  createError: { id: "properties.createError", defaultMessage: "Error creating property: " },
  created: { id: "properties.created", defaultMessage: "Property listed successfully!" },
  updateError: { id: "properties.updateError", defaultMessage: "Error updating property: " },
  updated: { id: "properties.updated", defaultMessage: "Property updated!" },
  listCityNotFound: { id: "properties.listCityNotFound", defaultMessage: "City not found" },
  fetchError: { id: "properties.fetchError", defaultMessage: "Error fetching properties" },
  noItems: {
    id: "properties.noItems",
    defaultMessage: "No properties found. Be the first to list a property!",
  },
  notFound: { id: "properties.notFound", defaultMessage: "Property not found." },
  notOwner: {
    id: "properties.notOwner",
    defaultMessage: "You do not have permission to edit this property.",
  },
  loginToSave: {
    id: "properties.loginToSave",
    defaultMessage: "You must be logged in to save a property.",
  },
  loginToContact: {
    id: "properties.loginToContact",
    defaultMessage: "Log in to see the lister's contact details.",
  },
  linkCopied: { id: "properties.linkCopied", defaultMessage: "Link copied to clipboard!" },
  deleteConfirm: {
    id: "properties.deleteConfirm",
    defaultMessage: "Delete this property? This cannot be undone.",
  },
  titleRequired: { id: "properties.titleRequired", defaultMessage: "Please enter a title." },
  descriptionRequired: {
    id: "properties.descriptionRequired",
    defaultMessage: "Please enter a description.",
  },
  addressRequired: {
    id: "properties.addressRequired",
    defaultMessage: "Please enter the street address.",
  },
  badPropertyType: {
    id: "properties.badPropertyType",
    defaultMessage: "Please choose a property type.",
  },
  badListingType: {
    id: "properties.badListingType",
    defaultMessage: "Please choose sale or rental.",
  },
  badStatus: {
    id: "properties.badStatus",
    defaultMessage: "Status must be for sale, for rent, under offer, sold or rented.",
  },
  wholeNumber: {
    id: "properties.wholeNumber",
    defaultMessage: "Must be a whole number of 0 or more.",
  },
  bathroomsStep: {
    id: "properties.bathroomsStep",
    defaultMessage: "Bathrooms must be in steps of 0.5.",
  },
  areaInvalid: { id: "properties.areaInvalid", defaultMessage: "Areas must be 0 or more." },
  badEmail: { id: "properties.badEmail", defaultMessage: "Please enter a valid email address" },
});

/**
 * The limits' refusals, the limits written into the words (the extractor reads them
 * literal); properties.test keeps them equal to propertyLimits.
 */
export const propertyLimitMessages = defineMessages({
  rooms: { id: "properties.limit.rooms", defaultMessage: "At most 100." },
  address: { id: "properties.limit.address", defaultMessage: "At most 300 characters." },
  suburb: { id: "properties.limit.suburb", defaultMessage: "At most 100 characters." },
  postalCode: { id: "properties.limit.postalCode", defaultMessage: "At most 20 characters." },
  phone: { id: "properties.limit.phone", defaultMessage: "At most 40 characters." },
  feature: {
    id: "properties.limit.feature",
    defaultMessage: "Features can be at most 100 characters each.",
  },
  features: { id: "properties.limit.features", defaultMessage: "At most 30 features." },
});

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

/** A card of the list; price in dollars, shown locale-formatted in its `currency`. */
export const propertyCardSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  title: z.string(),
  price: z.number(),
  ...moneyFields,
  listingType: z.enum(propertyListingTypes),
  propertyType: z.enum(propertyTypes),
  status: z.enum(propertyStatuses),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  parkingSpaces: z.number().nullable(),
  suburb: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PropertyCard = z.infer<typeof propertyCardSchema>;

export const propertyPageSchema = z.object({
  items: z.array(propertyCardSchema),
  nextCursor: z.string().nullable(),
});
export type PropertyPage = z.infer<typeof propertyPageSchema>;

export const propertySchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  cityName: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  ...moneyFields,
  listingType: z.enum(propertyListingTypes),
  propertyType: z.enum(propertyTypes),
  status: z.enum(propertyStatuses),
  bedrooms: z.number().nullable(),
  bathrooms: z.number().nullable(),
  parkingSpaces: z.number().nullable(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
  saved: z.boolean(),
  /** Owner or admin: Edit, the status, Delete. */
  canEdit: z.boolean(),
  /** Its owner, an admin or a moderator of its city: Delete (decision 050). */
  canDelete: z.boolean(),
});
export type Property = z.infer<typeof propertySchema>;
