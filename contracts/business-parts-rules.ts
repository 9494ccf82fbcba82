// What restaurants and shops share, without zod: price ranges, limits, field words and the
// website check. The web's first routes import these, and contracts/business-parts.ts (which
// re-exports them) the server and the forms' schemas (decision 037).

import { defineMessages, type Message } from "./i18n/define-messages.ts";

export const priceRanges = ["$", "$$", "$$$", "$$$$"] as const;
export type PriceRange = (typeof priceRanges)[number];
/** Spec section 4: "$ Budget, $$ Moderate, $$$ Expensive, $$$$ Luxury". */
export const priceRangeLabels: Record<PriceRange, Message> = defineMessages({
  $: { id: "directories.priceRange.budget", defaultMessage: "$ Budget" },
  $$: { id: "directories.priceRange.moderate", defaultMessage: "$$ Moderate" },
  $$$: { id: "directories.priceRange.expensive", defaultMessage: "$$$ Expensive" },
  $$$$: { id: "directories.priceRange.luxury", defaultMessage: "$$$$ Luxury" },
});

export const placeEntryLimits = {
  nameMax: 120,
  descriptionMax: 5000,
  kindMax: 60,
  addressMax: 300,
  phoneMax: 40,
  hoursMax: 200,
  websiteMax: 500,
  keywordMax: 200,
  pageSize: 24,
  pageSizeMax: 50,
} as const;

export const placeEntryFieldMessages = defineMessages({
  nameRequired: { id: "directories.nameRequired", defaultMessage: "Please enter a name." },
  descriptionRequired: {
    id: "directories.descriptionRequired",
    defaultMessage: "Please enter a description.",
  },
  priceRangeRequired: {
    id: "directories.priceRangeRequired",
    defaultMessage: "Please choose a price range.",
  },
  addressRequired: {
    id: "directories.addressRequired",
    defaultMessage: "Please enter an address.",
  },
  phoneRequired: {
    id: "directories.phoneRequired",
    defaultMessage: "Please enter a phone number.",
  },
  hoursRequired: {
    id: "directories.hoursRequired",
    defaultMessage: "Please enter the opening hours.",
  },
  websiteNotUrl: {
    id: "directories.websiteNotUrl",
    defaultMessage: "Website must be a URL (starting with http:// or https://).",
  },
  photoRequired: { id: "directories.photoRequired", defaultMessage: "Please choose a photo." },
  // The limits written into the words (the extractor reads them literal); business-parts.test
  // keeps them equal to placeEntryLimits.
  nameTooLong: {
    id: "directories.nameTooLong",
    defaultMessage: "Names can be at most 120 characters.",
  },
  addressTooLong: {
    id: "directories.addressTooLong",
    defaultMessage: "Addresses can be at most 300 characters.",
  },
  phoneTooLong: {
    id: "directories.phoneTooLong",
    defaultMessage: "Phone numbers can be at most 40 characters.",
  },
  hoursTooLong: {
    id: "directories.hoursTooLong",
    defaultMessage: "Hours can be at most 200 characters.",
  },
});

/** http(s) only: a javascript: or data: "website" would be a link that runs code. */
export const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
};
