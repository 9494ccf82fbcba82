import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import type { Words } from "./directory.ts";

// Words every directory's pages share (decision 063); each directory's own words are in
// its config (marketplace.tsx, properties.tsx, dining.tsx, shopping.tsx) and contract.
export const directoryWords = defineMessages({
  inCity: { id: "directories.inCity", defaultMessage: "{title} in {city}" },
  community: { id: "directories.community", defaultMessage: "{city} community" },
  any: { id: "directories.any", defaultMessage: "Any" },
  filters: { id: "directories.filters", defaultMessage: "Filters" },
  filtersOn: { id: "directories.filtersOn", defaultMessage: "{count} on" },
  applyFilters: { id: "directories.applyFilters", defaultMessage: "Apply Filters" },
  minPrice: { id: "directories.minPrice", defaultMessage: "Min price ({symbol})" },
  maxPrice: { id: "directories.maxPrice", defaultMessage: "Max price ({symbol})" },
  priceRange: { id: "directories.priceRangeLabel", defaultMessage: "Price range" },
  atLeast: { id: "directories.atLeast", defaultMessage: "{count}+" },
  title: { id: "directories.titleLabel", defaultMessage: "Title" },
  choosePlace: {
    id: "directories.choosePlace",
    defaultMessage:
      "{what, select, priceRange {Choose a price range} category {Choose a category} hours {Choose opening hours} other {Choose}}",
  },
  saveChanges: { id: "directories.saveChanges", defaultMessage: "Save Changes" },
  description: { id: "directories.descriptionLabel", defaultMessage: "Description" },
  price: { id: "directories.priceLabel", defaultMessage: "Price ({symbol})" },
  choose: {
    id: "directories.choose",
    defaultMessage:
      "{what, select, category {Choose a category} condition {Choose a condition} type {Choose a type} other {Choose}}",
  },
  view: { id: "directories.view", defaultMessage: "View" },
  logIn: { id: "directories.logIn", defaultMessage: "Log in" },
  unknown: { id: "directories.unknownSeller", defaultMessage: "Unknown" },
  category: { id: "directories.categoryLabel", defaultMessage: "Category" },
  condition: { id: "directories.conditionLabel", defaultMessage: "Condition" },
  status: { id: "directories.statusLabel", defaultMessage: "Status" },
  posted: { id: "directories.posted", defaultMessage: "Posted" },
  loading: { id: "directories.loading", defaultMessage: "Loading {what}" },
  loadingShort: { id: "directories.loadingShort", defaultMessage: "Loading" },
  seller: { id: "directories.seller", defaultMessage: "Seller" },
  sold: { id: "directories.sold", defaultMessage: "Sold" },
  beds: { id: "directories.beds", defaultMessage: "{count, plural, one {bed} other {beds}}" },
  baths: { id: "directories.baths", defaultMessage: "{count, plural, one {bath} other {baths}}" },
  parking: {
    id: "directories.parking",
    defaultMessage: "{count, plural, one {parking space} other {parking spaces}}",
  },
});

/** A form field's refusal (the contract's English, from zod) in the page's language. */
export const fieldError = (intl: Words, text: string | undefined) => {
  const message = text ? messageFor(text) : undefined;
  return message ? intl.formatMessage(message) : text;
};
