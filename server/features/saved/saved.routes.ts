import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { marketplaceMessages } from "../../../contracts/marketplace.ts";
import { propertyMessages } from "../../../contracts/properties.ts";
import {
  type SavedKind,
  savedMessages,
  savedPageSchema,
  savedQuerySchema,
} from "../../../contracts/saved.ts";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requireViewer } from "../../session/session.ts";
import { findListing } from "../marketplace/listings.service.ts";
import { findProperty } from "../properties/properties.service.ts";
import { listSaved, type Saveable, saveItem, unsaveItem } from "./saved.service.ts";

const tags = ["saved"];

/** Where each kind of item is saved, and how to find it (404 in the item's own words). */
const savable: Record<
  SavedKind,
  {
    path: string;
    notFound: string;
    loginToSave: string;
    find: (db: Db, id: string) => Promise<Omit<Saveable, "kind">>;
  }
> = {
  listing: {
    path: "/api/listings/:id/saved",
    notFound: marketplaceMessages.notFound,
    loginToSave: marketplaceMessages.loginToSave,
    find: findListing,
  },
  property: {
    path: "/api/properties/:id/saved",
    notFound: propertyMessages.notFound,
    loginToSave: propertyMessages.loginToSave,
    find: findProperty,
  },
};

/** The Saved list (decision 22): saving, unsaving, and the viewer's list. */
export async function savedRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const [kind, item] of Object.entries(savable) as [
    SavedKind,
    (typeof savable)[SavedKind],
  ][]) {
    const params = z.object({ id: z.uuid(item.notFound) });
    api.put(
      item.path,
      {
        schema: {
          tags,
          summary: `Save a ${kind} to the viewer's Saved list (again: no change)`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(auth, request, item.loginToSave);
        const found = await item.find(db, request.params.id);
        await enforceRateLimit(db, reply, "save", viewer.id);
        await saveItem(db, {
          viewer,
          item: { kind, id: found.id, cityId: found.cityId, title: found.title },
        });
        return reply.status(204).send(null);
      },
    );

    api.delete(
      item.path,
      {
        schema: {
          tags,
          summary: `Take a ${kind} off the viewer's Saved list (also once it was removed)`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(auth, request, item.loginToSave);
        await enforceRateLimit(db, reply, "save", viewer.id);
        await unsaveItem(db, { viewer, kind, itemId: request.params.id });
        return reply.status(204).send(null);
      },
    );
  }

  api.get(
    "/api/me/saved",
    {
      schema: {
        tags,
        summary: "The viewer's Saved list, newest first; removed and sold items say so",
        querystring: savedQuerySchema,
        response: { 200: savedPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, savedMessages.loginToSave);
      return listSaved(context, { viewer, ...request.query });
    },
  );
}
