// The properties' types, statuses, labels, limits and words without zod: the web's first
// routes import these, and contracts/properties.ts (which re-exports them) the server and the
// property form's schema (decision 037).

import { defineMessages } from "./i18n/define-messages.ts";

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
