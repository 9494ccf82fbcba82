import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { savedMessages, savedPageSchema, savedQuerySchema } from "../../../contracts/saved.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { requireViewer } from "../../session/session.ts";
import { findEntry } from "../directories/entries.service.ts";
import { savableDirectories } from "../directories/registry.ts";
import { bookmarkRoutes } from "./bookmarks.routes.ts";
import { listSaved } from "./saved.service.ts";
import { savedAddress } from "./saved-address.ts";

const tags = ["saved"];

/** The Saved list (decision 22): saving, unsaving, and the viewer's list. */
export async function savedRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Each directory that keeps a Saved list (the registry says which) has its own address.
  for (const d of savableDirectories()) {
    const kind = d.saved.as;
    savedAddress(app, context, {
      kind,
      collection: d.path,
      notFound: d.messages.notFound,
      loginToSave: d.saved.loginToSave,
      find: async (_viewer, _request, id) => {
        const found = await findEntry(db, d, id);
        return { kind, id: found.id, cityId: found.cityId, title: String(found[d.titleKey]) };
      },
      summaries: {
        save: `Save a ${kind} to the viewer's Saved list (again: no change)`,
        unsave: `Take a ${kind} off the viewer's Saved list (also once it was removed)`,
      },
    });
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
