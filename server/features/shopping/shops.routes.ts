import type { FastifyInstance } from "fastify";
import {
  shopInputSchema,
  shopListQuerySchema,
  shoppingMessages,
} from "../../../contracts/shopping.ts";
import { type restaurants, shops } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { directoryRoutes } from "../businesses/businesses.routes.ts";
import type { Directory } from "../businesses/businesses.service.ts";

export const shopDirectory: Directory = {
  // Same columns as restaurants (businessColumns()), so the same service reads it.
  table: shops as unknown as typeof restaurants,
  name: "shops",
  purpose: "shop",
  notFound: shoppingMessages.notFound,
};

/** Shopping (decision 4): the shared directory routes over shops. */
export async function shopsRoutes(app: FastifyInstance, context: AppContext) {
  await directoryRoutes(app, context, {
    directory: shopDirectory,
    path: "shops",
    tag: "shopping",
    messages: shoppingMessages,
    inputSchema: shopInputSchema,
    listQuerySchema: shopListQuerySchema,
    toFields: ({ category, ...fields }) => ({ ...fields, kind: category }),
    kindFilter: (query) => query.category,
  });
}
