import { defineMessages } from "./i18n/define-messages.ts";
// The marketplace's categories, labels and words without zod: the list and detail pages
// import these at once, and contracts/marketplace.ts (which re-exports them) the item
// form and the server (decision 037). A marketplace item is one word (decision 061).

export const marketplaceItemCategories = [
  "furniture",
  "electronics",
  "clothing",
  "books",
  "sports",
  "tools",
  "other",
] as const;
export type MarketplaceItemCategory = (typeof marketplaceItemCategories)[number];
export const marketplaceItemCategoryLabels = defineMessages({
  furniture: { id: "marketplace.category.furniture", defaultMessage: "Furniture" },
  electronics: { id: "marketplace.category.electronics", defaultMessage: "Electronics" },
  clothing: { id: "marketplace.category.clothing", defaultMessage: "Clothing" },
  books: { id: "marketplace.category.books", defaultMessage: "Books" },
  sports: { id: "marketplace.category.sports", defaultMessage: "Sports" },
  tools: { id: "marketplace.category.tools", defaultMessage: "Tools" },
  other: { id: "marketplace.category.other", defaultMessage: "Other" },
});

export const marketplaceItemConditions = ["new", "like-new", "good", "fair", "for-parts"] as const;
export type MarketplaceItemCondition = (typeof marketplaceItemConditions)[number];
export const marketplaceItemConditionLabels = defineMessages({
  new: { id: "marketplace.condition.new", defaultMessage: "New" },
  "like-new": { id: "marketplace.condition.like-new", defaultMessage: "Like New" },
  good: { id: "marketplace.condition.good", defaultMessage: "Good" },
  fair: { id: "marketplace.condition.fair", defaultMessage: "Fair" },
  "for-parts": { id: "marketplace.condition.for-parts", defaultMessage: "For Parts" },
});

/**
 * Created "available"; the owner (or an admin) marks it reserved (held for a buyer, still
 * listed) or sold, and back. Only "sold" tells the others who asked (decision 072).
 */
export const marketplaceItemStatuses = ["available", "reserved", "sold"] as const;
export type MarketplaceItemStatus = (typeof marketplaceItemStatuses)[number];
export const marketplaceItemStatusLabels = defineMessages({
  available: { id: "marketplace.status.available", defaultMessage: "Available" },
  reserved: { id: "marketplace.status.reserved", defaultMessage: "Reserved" },
  sold: { id: "marketplace.status.sold", defaultMessage: "Sold" },
});

export const marketplaceMessages = defineMessages({
  loginToCreate: {
    id: "marketplace.loginToCreate",
    defaultMessage: "You must be logged in to create a listing.",
  },
  cityNotFound: {
    id: "marketplace.cityNotFound",
    defaultMessage: "Could not find city. Please try again.",
  },
  createError: { id: "marketplace.createError", defaultMessage: "Error creating listing: " },
  created: { id: "marketplace.created", defaultMessage: "Listing created successfully!" },
  updateError: { id: "marketplace.updateError", defaultMessage: "Error updating listing: " },
  updated: { id: "marketplace.updated", defaultMessage: "Listing updated!" },
  listCityNotFound: { id: "marketplace.listCityNotFound", defaultMessage: "City not found" },
  fetchError: { id: "marketplace.fetchError", defaultMessage: "Error fetching items" },
  noItems: {
    id: "marketplace.noItems",
    defaultMessage: "No items found. Be the first to list something!",
  },
  notFound: { id: "marketplace.notFound", defaultMessage: "Item not found." },
  notOwner: {
    id: "marketplace.notOwner",
    defaultMessage: "You do not have permission to edit this listing.",
  },
  loginToSave: {
    id: "marketplace.loginToSave",
    defaultMessage: "You must be logged in to save a listing.",
  },
  loginToContact: {
    id: "marketplace.loginToContact",
    defaultMessage: "Log in to see the seller's contact details.",
  },
  linkCopied: { id: "marketplace.linkCopied", defaultMessage: "Link copied to clipboard!" },
  deleteConfirm: {
    id: "marketplace.deleteConfirm",
    defaultMessage: "Delete this listing? This cannot be undone.",
  },
  titleRequired: { id: "marketplace.titleRequired", defaultMessage: "Please enter a title." },
  descriptionRequired: {
    id: "marketplace.descriptionRequired",
    defaultMessage: "Please enter a description.",
  },
  unknownSeller: { id: "marketplace.unknownSeller", defaultMessage: "Unknown" },
  badCategory: { id: "marketplace.badCategory", defaultMessage: "Please choose a category." },
  badCondition: { id: "marketplace.badCondition", defaultMessage: "Please choose a condition." },
  badStatus: {
    id: "marketplace.badStatus",
    defaultMessage: "Status must be available, reserved or sold.",
  },
});

// The names before decision 061, kept while the web moves over.
/** @deprecated decision 061 */
export const listingCategories = marketplaceItemCategories;
/** @deprecated decision 061 */
export type ListingCategory = MarketplaceItemCategory;
/** @deprecated decision 061 */
export const listingCategoryLabels = marketplaceItemCategoryLabels;
/** @deprecated decision 061 */
export const listingConditions = marketplaceItemConditions;
/** @deprecated decision 061 */
export type ListingCondition = MarketplaceItemCondition;
/** @deprecated decision 061 */
export const listingConditionLabels = marketplaceItemConditionLabels;
/** @deprecated decision 061 */
export const listingStatuses = marketplaceItemStatuses;
/** @deprecated decision 061 */
export type ListingStatus = MarketplaceItemStatus;
/** @deprecated decision 061 */
export const listingStatusLabels = marketplaceItemStatusLabels;
