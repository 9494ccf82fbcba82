// The shops' categories and words without zod: the web's first routes import these, and
// contracts/shopping.ts (which re-exports them) the server and the shop form's schema
// (decision 037).

import { defineMessages, type Message } from "./i18n/define-messages.ts";

/** Spec section 4: the 8 shop categories. */
export const shopCategories = [
  "Clothing",
  "Accessories",
  "Home Goods",
  "Electronics",
  "Books",
  "Art",
  "Antiques",
  "Other",
] as const;
export type ShopCategory = (typeof shopCategories)[number];
/** The categories' words; the API keeps the English value (issue 30). */
export const shopCategoryLabels: Record<ShopCategory, Message> = defineMessages({
  Clothing: { id: "shopping.category.clothing", defaultMessage: "Clothing" },
  Accessories: { id: "shopping.category.accessories", defaultMessage: "Accessories" },
  "Home Goods": { id: "shopping.category.homeGoods", defaultMessage: "Home Goods" },
  Electronics: { id: "shopping.category.electronics", defaultMessage: "Electronics" },
  Books: { id: "shopping.category.books", defaultMessage: "Books" },
  Art: { id: "shopping.category.art", defaultMessage: "Art" },
  Antiques: { id: "shopping.category.antiques", defaultMessage: "Antiques" },
  Other: { id: "shopping.category.other", defaultMessage: "Other" },
});

export const shoppingMessages = defineMessages({
  loginToCreate: { id: "shopping.loginToCreate", defaultMessage: "User not authenticated" },
  cityNotFound: { id: "shopping.cityNotFound", defaultMessage: "City not found" },
  fetchError: { id: "shopping.fetchError", defaultMessage: "Error fetching shops" },
  noItems: { id: "shopping.noItems", defaultMessage: "No shops found for this city." },
  notFound: { id: "shopping.notFound", defaultMessage: "Shop not found." },
  loadError: { id: "shopping.loadError", defaultMessage: "Error loading shop." },
  notOwner: {
    id: "shopping.notOwner",
    defaultMessage: "You do not have permission to edit this shop.",
  },
  created: { id: "shopping.created", defaultMessage: "Shop created!" },
  updated: { id: "shopping.updated", defaultMessage: "Shop updated!" },
  createError: { id: "shopping.createError", defaultMessage: "Error creating shop." },
  updateError: { id: "shopping.updateError", defaultMessage: "Error updating shop." },
  deleted: { id: "shopping.deleted", defaultMessage: "Shop deleted." },
  deleteConfirm: {
    id: "shopping.deleteConfirm",
    defaultMessage: "Delete this shop? This cannot be undone.",
  },
  add: { id: "shopping.add", defaultMessage: "Add Shop" },
  badCategory: { id: "shopping.badCategory", defaultMessage: "Please choose a category." },
});
