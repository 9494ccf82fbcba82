import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { savedMessages, savedPageSchema, savedQuerySchema } from "../../../contracts/saved.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requireViewer } from "../../session/session.ts";
import { findEntry } from "../directories/entries.service.ts";
import { savableDirectories } from "../directories/registry.ts";
import { bookmarkRoutes } from "./bookmarks.routes.ts";
import { listSaved, saveItem, unsaveItem } from "./saved.service.ts";

const tags = ["saved"];

/** The Saved list (decision 22): saving, unsaving, and the viewer's list. */
export async function savedRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Each directory that keeps a Saved list (the registry says which) has its own address.
  for (const d of savableDirectories()) {
    const kind = d.saved.as;
    const path = `/api/${d.path}/:id/saved`;
    const params = z.object({ id: z.uuid(d.messages.notFound.defaultMessage) });
    api.put(
      path,
      {
        schema: {
          tags,
          summary: `Save a ${kind} to the viewer's Saved list (again: no change)`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(auth, request, d.saved.loginToSave.defaultMessage);
        const found = await findEntry(db, d, request.params.id);
        await enforceRateLimit(db, reply, "save", viewer.id);
        await saveItem(db, {
          viewer,
          item: { kind, id: found.id, cityId: found.cityId, title: String(found[d.titleKey]) },
        });
        return reply.status(204).send(null);
      },
    );

    api.delete(
      path,
      {
        schema: {
          tags,
          summary: `Take a ${kind} off the viewer's Saved list (also once it was removed)`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(auth, request, d.saved.loginToSave.defaultMessage);
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
        summary:
          "The viewer's Saved list (or one kind: a tab), newest first; removed, sold and no longer visible items say so",
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

  // Posts and events (issue 35), reminders and removal by kind.
  await bookmarkRoutes(app, context);
}
