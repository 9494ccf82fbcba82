import type { FastifyInstance } from "fastify";
import {
  diningMessages,
  restaurantHours,
  restaurantInputSchema,
  restaurantListQuerySchema,
} from "../../../contracts/dining.ts";
import { restaurants } from "../../db/schema.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { directoryRoutes } from "../businesses/businesses.routes.ts";
import type { Directory } from "../businesses/businesses.service.ts";

export const restaurantDirectory: Directory = {
  table: restaurants,
  name: "restaurants",
  purpose: "restaurant",
  notFound: diningMessages.notFound,
};

/** Dining (decision 3): the shared directory routes over restaurants. */
export async function restaurantsRoutes(app: FastifyInstance, context: AppContext) {
  await directoryRoutes(app, context, {
    directory: restaurantDirectory,
    path: "restaurants",
    tag: "dining",
    messages: diningMessages,
    inputSchema: restaurantInputSchema,
    listQuerySchema: restaurantListQuerySchema,
    toFields: ({ cuisine, hoursPreset, hoursOther, ...fields }) => ({
      ...fields,
      kind: cuisine,
      hours: restaurantHours({ hoursPreset, hoursOther }),
    }),
    kindFilter: (query) => query.cuisine,
  });
}
