import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminListingPageSchema, adminListQuerySchema } from "../../../contracts/listing-parts.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { requireAdmin } from "../../session/session.ts";
import { listAllListings } from "./all-listings.service.ts";

/**
 * The dashboard's Marketplace and Properties tabs. Deleting goes through
 * DELETE /api/listings/:id and /api/properties/:id, which admins may use on anything.
 */
export async function allListingsRoutes(app: FastifyInstance, { auth, db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const tab of ["listings", "properties"] as const) {
    api.get(
      `/api/admin/${tab}`,
      {
        schema: {
          tags: ["admin"],
          summary: `Every city's ${tab === "listings" ? "marketplace items" : "properties"}, newest first, searchable (admins)`,
          querystring: adminListQuerySchema,
          response: { 200: adminListingPageSchema },
        },
      },
      async (request) => {
        await requireAdmin(auth, request);
        return listAllListings(db, { tab, ...request.query });
      },
    );
  }
}
