import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { removalBody } from "../../../contracts/moderation.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { loadActor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { deletesAsModerator } from "../../policies/directory-entries.ts";
import { getViewer, requireViewer, type Viewer } from "../../session/session.ts";
import { findCity } from "../communities/cities.service.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { recordRemoval, requireRemovalReason } from "../moderation/content-removal.ts";
import { readFormWithImages } from "../uploads/read-form-with-images.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import type { Directory } from "./directory.ts";
import {
  createEntry,
  deleteEntry,
  entrySubject,
  findEntry,
  getEntry,
  latestEntries,
  listEntries,
  setEntryStatus,
  updateEntry,
} from "./entries.service.ts";
import { entrySold } from "./entry-sold.ts";
import { entryWritten } from "./entry-written.ts";
import type { ListQuery } from "./list-query.ts";

const previewSize = 3;

/**
 * The routes of one directory (decisions 022, 027, 061): public to read; any
 * signed-in user adds; the owner or an admin edits; the owner, or whoever
 * moderates the city, deletes (decision 050). Who may is asked of the entry
 * policy (server/policies/directory-entries.ts), never decided here.
 */
export async function directoryRoutes(app: FastifyInstance, context: AppContext, d: Directory) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [d.tag];
  const idParams = z.object({ id: z.uuid(d.messages.notFound.defaultMessage) });
  const maxFiles = d.photos.kind === "set" ? d.photos.max : 1;
  await acceptUploads(app);
  // Pages of the list, until a write to a table they read (decision 036).
  const listPages = d.cachedListTables ? context.readCaches.create(d.cachedListTables) : null;

  const readForm = async (request: FastifyRequest, schema: z.ZodType) => {
    const { data, files } = await readFormWithImages(request, schema, { maxFiles });
    return { data: data as unknown, files };
  };
  /** The entry and the viewer as an actor, once the entry policy lets them `action` it. */
  const entryFor = async (id: string, viewer: Viewer, action: "edit" | "delete") => {
    const row = await findEntry(db, d, id);
    const actor = await loadActor(db, viewer);
    assertCan(actor, action, entrySubject(row), d.messages.notOwner.defaultMessage);
    return { row, actor };
  };

  const limitWrite = async (request: FastifyRequest, reply: FastifyReply, viewerId: string) => {
    await enforceRateLimit(db, reply, d.rateLimit, viewerId);
    if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewerId);
  };

  api.get(
    `/api/cities/:city/${d.path}`,
    {
      schema: {
        tags,
        summary: d.summaries.list,
        params: citySlugParams,
        querystring: d.schemas.list,
        response: { 200: d.schemas.page },
      },
    },
    async (request, reply) => {
      const citySlug = request.params.city.toLowerCase();
      const query = request.query as ListQuery;
      const read = () => listEntries(context, d, { citySlug, query });
      if (!listPages) return read();
      // Public and the same for every viewer: the city and the parsed filters are the key.
      const key = `${citySlug} ${JSON.stringify(query)}`;
      return listPages.reply(reply, key, d.schemas.page, read);
    },
  );

  if (d.latest) {
    api.get(
      `/api/cities/:city/${d.path}/latest`,
      {
        schema: {
          tags,
          summary:
            "The city's 3 newest (the community profile's preview card, decision 23; public)",
          params: citySlugParams,
          response: { 200: z.object({ items: z.array(d.schemas.card) }) },
        },
      },
      async (request) => ({
        items: await latestEntries(context, d, {
          citySlug: request.params.city,
          limit: previewSize,
        }),
      }),
    );
  }

  api.post(
    `/api/cities/:city/${d.path}`,
    {
      schema: {
        tags,
        summary: d.summaries.create,
        params: citySlugParams,
        headers: idempotencyKeyHeaders,
        response: { 201: d.schemas.detail },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, d.messages.loginToCreate.defaultMessage);
      const city = await findCity(db, request.params.city, d.messages.cityNotFound.defaultMessage);
      const actor = await loadActor(db, viewer);
      assertCan(actor, "create", { kind: "entry", ownerId: viewer.id, cityId: city.id });
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: () => limitWrite(request, reply, viewer.id),
          read: async () => {
            const form = await readForm(request, d.schemas.create);
            if (d.photos.kind === "one" && form.files.length === 0) {
              throw badRequest(d.photos.required);
            }
            return form;
          },
          create: async ({ data, files }) => {
            const made = await createEntry(context, d, { city, viewer, actor, data, files });
            // Saved searches hear of it after the answer (issue 34).
            const itemId = (made as { id: string }).id;
            entryWritten(context, { d, itemId, ownerId: viewer.id, citySlug: city.slug });
            return made;
          },
        },
      );
    },
  );

  api.get(
    `/api/${d.path}/:id`,
    {
      schema: {
        tags,
        summary: d.summaries.detail,
        params: idParams,
        response: { 200: d.schemas.detail },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      const actor = await loadActor(db, viewer);
      return getEntry(context, d, { id: request.params.id, viewer, actor });
    },
  );

  api.put(
    `/api/${d.path}/:id`,
    {
      schema: {
        tags,
        summary: d.summaries.edit,
        params: idParams,
        response: { 200: d.schemas.detail },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { row, actor } = await entryFor(request.params.id, viewer, "edit");
      await limitWrite(request, reply, viewer.id);
      const { data, files } = await readForm(request, d.schemas.update);
      const changed = await updateEntry(context, d, { row, viewer, actor, data, files });
      const citySlug = (changed as { citySlug: string }).citySlug;
      entryWritten(context, { d, itemId: row.id, ownerId: row.userId, citySlug });
      return changed;
    },
  );

  const { statusSchema } = d;
  if (statusSchema) {
    api.post(
      `/api/${d.path}/:id/status`,
      {
        schema: {
          tags,
          summary: d.summaries.status,
          params: idParams,
          body: statusSchema,
          response: { 200: d.schemas.detail },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(auth, request);
        const { row, actor } = await entryFor(request.params.id, viewer, "edit");
        await enforceRateLimit(db, reply, d.rateLimit, viewer.id);
        const { status } = request.body as { status: string };
        const answer = await setEntryStatus(context, d, { row, viewer, actor, status });
        // Everyone else who asked about it hears once that it sold (issue 32).
        if (d.saved?.sold.includes(status)) {
          const title = String(row[d.titleKey]);
          await entrySold(context, { d, itemId: row.id, ownerId: row.userId, title });
        }
        const citySlug = (answer as { citySlug: string }).citySlug;
        entryWritten(context, { d, itemId: row.id, ownerId: row.userId, citySlug });
        return answer;
      },
    );
  }

  api.delete(
    `/api/${d.path}/:id`,
    {
      schema: {
        tags,
        summary: `Delete it and its photos (its owner; or an admin or a moderator of its city, with a reason the owner is told)`,
        params: idParams,
        body: removalBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { row, actor } = await entryFor(request.params.id, viewer, "delete");
      const asModerator = deletesAsModerator(actor, entrySubject(row));
      const removal = requireRemovalReason(asModerator, request.body);
      // Moderators clearing spam from the dashboard are not held to the per-user limit.
      if (!asModerator) await enforceRateLimit(db, reply, d.rateLimit, viewer.id);
      await deleteEntry(context, d, { row });
      if (removal) {
        await recordRemoval(context, {
          viewer,
          kind: d.kind,
          id: row.id,
          title: String(row[d.titleKey]),
          cityId: row.cityId,
          authorId: row.userId,
          removal,
        });
      }
      return reply.status(204).send(null);
    },
  );
}
