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
export const marketplaceItemCategoryLabels: Record<MarketplaceItemCategory, string> = {
  furniture: "Furniture",
  electronics: "Electronics",
  clothing: "Clothing",
  books: "Books",
  sports: "Sports",
  tools: "Tools",
  other: "Other",
};

export const marketplaceItemConditions = ["new", "like-new", "good", "fair", "for-parts"] as const;
export type MarketplaceItemCondition = (typeof marketplaceItemConditions)[number];
export const marketplaceItemConditionLabels: Record<MarketplaceItemCondition, string> = {
  new: "New",
  "like-new": "Like New",
  good: "Good",
  fair: "Fair",
  "for-parts": "For Parts",
};

/** Created "available"; the owner (or an admin) marks it sold, and back. */
export const marketplaceItemStatuses = ["available", "sold"] as const;
export type MarketplaceItemStatus = (typeof marketplaceItemStatuses)[number];
export const marketplaceItemStatusLabels: Record<MarketplaceItemStatus, string> = {
  available: "Available",
  sold: "Sold",
};

export const marketplaceMessages = {
  loginToCreate: "You must be logged in to create a listing.",
  cityNotFound: "Could not find city. Please try again.",
  createError: "Error creating listing: ",
  created: "Listing created successfully!",
  updateError: "Error updating listing: ",
  updated: "Listing updated!",
  listCityNotFound: "City not found",
  fetchError: "Error fetching items",
  noItems: "No items found. Be the first to list something!",
  notFound: "Item not found.",
  notOwner: "You do not have permission to edit this listing.",
  loginToSave: "You must be logged in to save a listing.",
  loginToContact: "Log in to see the seller's contact details.",
  linkCopied: "Link copied to clipboard!",
  deleteConfirm: "Delete this listing? This cannot be undone.",
  titleRequired: "Please enter a title.",
  descriptionRequired: "Please enter a description.",
  unknownSeller: "Unknown",
  badCategory: "Please choose a category.",
  badCondition: "Please choose a condition.",
  badStatus: "Status must be available or sold.",
} as const;

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
