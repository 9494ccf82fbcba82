import { savedWords } from "../../../contracts/saved-rules.ts";
import {
  type ShopInput,
  shopInputSchema,
  shopListQuerySchema,
  shoppingMessages,
} from "../../../contracts/shopping.ts";
import { type restaurants, shops } from "../../db/schema.ts";
import { placeDirectory, placeSchemas } from "./places.ts";

/** Shopping (decision 4): shops, with one of the spec's 8 categories. */
export const shopping = placeDirectory(
  // Same columns as restaurants (businessColumns()), so the same code reads it.
  shops as unknown as typeof restaurants,
  {
    kind: "shop",
    section: "shopping",
    path: "shops",
    pagePath: (city, id) => `/city/${city}/shop/${id}`,
    tag: "shopping",
    messages: shoppingMessages,
    schemas: {
      ...placeSchemas,
      list: shopListQuerySchema,
      create: shopInputSchema,
      update: shopInputSchema,
    },
    // Bookmarked on the Saved list (issue 35), as listings are.
    saved: { as: "shop", loginToSave: savedWords.loginToSave },
    kindFilter: "category",
    toFields: ({ category, ...fields }: ShopInput) => ({ ...fields, kind: category }),
  },
);
