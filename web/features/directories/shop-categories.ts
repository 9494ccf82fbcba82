import { type ShopCategory, shopCategoryLabels } from "../../../contracts/shopping-rules.ts";
import type { Words } from "./directory.ts";

/** A category's words in the page's language; the API keeps the English value. */
export const categoryLabel = (category: string, intl: Words) => {
  const label = shopCategoryLabels[category as ShopCategory];
  return label ? intl.formatMessage(label) : category;
};

/** The spec's 8 categories, each its own label. */
export const categoryOptions = (intl: Words) =>
  Object.entries(shopCategoryLabels).map(([value, label]) => ({
    value,
    label: intl.formatMessage(label),
  }));
