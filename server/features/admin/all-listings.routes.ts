import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminEntryPageSchema, adminListQuerySchema } from "../../../contracts/listing-parts.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { directories } from "../directories/registry.ts";
import { type AdminTabDirectory, listAllListings } from "./all-listings.service.ts";

/**
 * The dashboard's tabs of the directories that have one (Marketplace, Properties;
 * the registry says which). Deleting goes through each directory's own
 * DELETE /api/<path>/:id, which admins may use on anything.
 */
export async function allListingsRoutes(app: FastifyInstance, { auth, db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tabs = directories.filter((d): d is AdminTabDirectory => Boolean(d.adminTab));
  for (const tab of tabs) {
    api.get(
      `/api/admin/${tab.adminTab.path}`,
      {
        schema: {
          tags: ["admin"],
          summary: `Every city's ${tab.adminTab.label}, newest first, searchable (admins)`,
          querystring: adminListQuerySchema,
          response: { 200: adminEntryPageSchema },
        },
      },
      async (request) => {
        const viewer = await requireViewer(auth, request);
        assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
        return listAllListings(db, { tab, ...request.query });
      },
    );
  }
}
