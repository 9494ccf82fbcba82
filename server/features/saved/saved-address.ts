import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { SavedKind } from "../../../contracts/saved.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { requireViewer, type Viewer } from "../../session/session.ts";
import { type Saveable, saveItem, unsaveItem } from "./saved.service.ts";

/**
 * One item's Save address, `PUT` and `DELETE /api/<collection>/:id/saved` (decision 22,
 * issue 35): a directory's entry, a post or an event. `find` reads the item and refuses
 * what the viewer may not save (404, 403) before anything is written; unsaving always works.
 */
export function savedAddress(
  app: FastifyInstance,
  { auth, db }: Pick<AppContext, "auth" | "db">,
  address: {
    kind: SavedKind;
    collection: string;
    notFound: Message;
    loginToSave: Message;
    find: (viewer: Viewer, request: FastifyRequest, id: string) => Promise<Saveable>;
    summaries: { save: string; unsave: string };
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { kind, loginToSave, find, summaries } = address;
  const path = `/api/${address.collection}/:id/saved`;
  const params = z.object({ id: z.uuid(address.notFound.defaultMessage) });
  const schema = (summary: string) => ({
    tags: ["saved"],
    summary,
    params,
    response: { 204: z.null() },
  });
  api.put(path, { schema: schema(summaries.save) }, async (request, reply) => {
    const viewer = await requireViewer(auth, request, loginToSave.defaultMessage);
    const item = await find(viewer, request, request.params.id);
    await enforceRateLimit(db, reply, "save", viewer.id);
    await saveItem(db, { viewer, item });
    return reply.status(204).send(null);
  });
  api.delete(path, { schema: schema(summaries.unsave) }, async (request, reply) => {
    const viewer = await requireViewer(auth, request, loginToSave.defaultMessage);
    await enforceRateLimit(db, reply, "save", viewer.id);
    await unsaveItem(db, { viewer, kind, itemId: request.params.id });
    return reply.status(204).send(null);
  });
}
