// What marketplace items and properties share, without zod: limits, money in cents, photo
// references (decision 022); contracts/listing-parts.ts re-exports these with the schemas (decision 037).
import { defineMessages } from "./i18n/define-messages.ts";
import { maxImagesPerItem, tooManyImagesMessage } from "./uploads-rules.ts";

/** Product decision 25: 8 photos per marketplace item or property. */
export const maxEntryPhotos = maxImagesPerItem.listing;
export const tooManyPhotosMessage = tooManyImagesMessage(maxEntryPhotos);

export const entryLimits = {
  titleMax: 120,
  descriptionMax: 5000,
  /** Dollars; prices are stored as integer cents (decision 022), so 2 decimals at most. */
  priceMax: 100_000_000,
  pageSize: 20,
  pageSizeMax: 50,
  keywordMax: 200,
} as const;

/**
 * The shared fields' refusals (decision 063). The limits are written into the words, as
 * the extractor needs them literal: entryFieldMessages.test keeps them equal to entryLimits.
 */
export const entryFieldMessages = defineMessages({
  priceRequired: { id: "directories.priceRequired", defaultMessage: "Please enter a price." },
  priceNegative: { id: "directories.priceNegative", defaultMessage: "Price must be 0 or more." },
  priceTooHigh: {
    id: "directories.priceTooHigh",
    defaultMessage: "Price must be at most 100,000,000.",
  },
  priceCents: {
    id: "directories.priceCents",
    defaultMessage: "Price can have at most 2 decimals.",
  },
  titleTooLong: {
    id: "directories.titleTooLong",
    defaultMessage: "Titles can be at most 120 characters.",
  },
  descriptionTooLong: {
    id: "directories.descriptionTooLong",
    defaultMessage: "Descriptions can be at most 5000 characters.",
  },
  priceFilterNumber: {
    id: "directories.priceFilterNumber",
    defaultMessage: "Price filters must be numbers.",
  },
  priceFilterNegative: {
    id: "directories.priceFilterNegative",
    defaultMessage: "Price filters must be 0 or more.",
  },
  priceFilterTooHigh: {
    id: "directories.priceFilterTooHigh",
    defaultMessage: "Price filters are too large.",
  },
  searchTooLong: { id: "directories.searchTooLong", defaultMessage: "That search is too long." },
});

/** True when a dollar amount has at most 2 decimals (12.34, not 12.345). */
export const isWholeCents = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Dollars to the whole cents they are stored as, and back (decision 022). */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const fromCents = (cents: number) => cents / 100;

export const newPhotoRef = (index: number) => `new:${index}`;

// The names before decision 061, kept while the web moves over.
/** @deprecated decision 061 */
export const maxListingPhotos = maxEntryPhotos;
/** @deprecated decision 061 */
export const listingPartLimits = entryLimits;
