import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type BusinessCard,
  businessCardSchema,
  businessFieldMessages,
  businessPageSchema,
  businessSchema,
} from "../../../contracts/business-parts.ts";
import { citySlugParams } from "../../../contracts/communities.ts";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { removalBody } from "../../../contracts/moderation.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { badRequest, forbidden } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { getViewer, requireViewer } from "../../session/session.ts";
import { findCity } from "../communities/cities.service.ts";
import { canModerate } from "../communities/membership.policy.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { recordRemoval, requireRemovalReason } from "../moderation/content-removal.ts";
import { requireAuthorOrModerator } from "../moderation/moderation.policy.ts";
import { readFormWithImages } from "../uploads/read-form-with-images.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import {
  type BusinessFields,
  createBusiness,
  type Directory,
  deleteBusiness,
  findBusiness,
  getBusiness,
  latestBusinesses,
  listBusinesses,
  updateBusiness,
} from "./businesses.service.ts";

/** What dining and shopping each give the shared routes (decision 027). */
export interface DirectoryRoutes<Input, Query> {
  directory: Directory;
  /** "restaurants" -> /api/cities/:city/restaurants and /api/restaurants/:id. */
  path: string;
  tag: string;
  messages: { loginToCreate: string; cityNotFound: string; notFound: string; notOwner: string };
  inputSchema: z.ZodType<Input>;
  listQuerySchema: z.ZodType<Query & BusinessListQuery>;
  toFields: (input: Input) => BusinessFields;
  /** The cuisine or category filter of the query, if any. */
  kindFilter: (query: Query) => string | undefined;
}

type BusinessListQuery = {
  q?: string;
  priceRange?: BusinessCard["priceRange"];
  cursor?: string;
  limit: number;
};

const previewSize = 3;
const formNote =
  'multipart/form-data: field "data" (the JSON as text) and one image file; an edit may send JSON without a new photo.';

/** Public to read; any signed-in user adds one; the owner or an admin edits and deletes. */
export async function directoryRoutes<Input, Query>(
  app: FastifyInstance,
  context: AppContext,
  config: DirectoryRoutes<Input, Query>,
) {
  const { auth, db } = context;
  const { directory, messages, path } = config;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [config.tag];
  const idParams = z.object({ id: z.uuid(messages.notFound) });
  await acceptUploads(app);

  api.get(
    `/api/cities/:city/${path}`,
    {
      schema: {
        tags,
        summary: `A page of a city's ${path}, by name, filtered (public; keyset cursor)`,
        params: citySlugParams,
        querystring: config.listQuerySchema,
        response: { 200: businessPageSchema },
      },
    },
    async (request) => {
      const query = request.query as Query & BusinessListQuery;
      return listBusinesses(context, directory, {
        citySlug: request.params.city,
        query: { ...query, kind: config.kindFilter(query) },
      });
    },
  );

  api.get(
    `/api/cities/:city/${path}/latest`,
    {
      schema: {
        tags,
        summary: "The city's 3 newest (the community profile's preview card, decision 23; public)",
        params: citySlugParams,
        response: { 200: z.object({ items: z.array(businessCardSchema) }) },
      },
    },
    async (request) => ({
      items: await latestBusinesses(context, directory, {
        citySlug: request.params.city,
        limit: previewSize,
      }),
    }),
  );

  api.post(
    `/api/cities/:city/${path}`,
    {
      schema: {
        tags,
        summary: `Add one (any signed-in user). ${formNote}`,
        params: citySlugParams,
        headers: idempotencyKeyHeaders,
        response: { 201: businessSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, messages.loginToCreate);
      const city = await findCity(db, request.params.city, messages.cityNotFound);
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: async () => {
            await enforceRateLimit(db, reply, "business", viewer.id);
            if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
          },
          read: async () => {
            const { input, image } = await readSubmission(request, config.inputSchema);
            if (!image) throw badRequest(businessFieldMessages.photoRequired);
            return { fields: config.toFields(input), image };
          },
          create: ({ fields, image }) =>
            createBusiness(context, directory, { city, viewer, fields, image }),
        },
      );
    },
  );

  api.get(
    `/api/${path}/:id`,
    {
      schema: {
        tags,
        summary: "One, with its owner (public)",
        params: idParams,
        response: { 200: businessSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      return getBusiness(context, directory, { id: request.params.id, viewer });
    },
  );

  api.put(
    `/api/${path}/:id`,
    {
      schema: {
        tags,
        summary: `Edit (its owner or an admin); every field is sent, a new photo replaces the old. ${formNote}`,
        params: idParams,
        response: { 200: businessSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const row = await findBusiness(db, directory, request.params.id);
      if (!canModerate(viewer, row.userId)) throw forbidden(messages.notOwner);
      await enforceRateLimit(db, reply, "business", viewer.id);
      if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
      const { input, image } = await readSubmission(request, config.inputSchema);
      const fields = config.toFields(input);
      return updateBusiness(context, directory, { row, viewer, fields, image });
    },
  );

  api.delete(
    `/api/${path}/:id`,
    {
      schema: {
        tags,
        summary:
          "Delete it and its photo (its owner; or a moderator of its city, with a reason the owner is told)",
        params: idParams,
        body: removalBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const row = await findBusiness(db, directory, request.params.id);
      const { asModerator } = await requireAuthorOrModerator(
        db,
        viewer,
        { authorId: row.userId, cityId: row.cityId },
        messages.notOwner,
      );
      const removal = requireRemovalReason(asModerator, request.body);
      // Moderators clearing spam are not held to the per-user limit.
      if (!asModerator) await enforceRateLimit(db, reply, "business", viewer.id);
      await deleteBusiness(context, directory, { row });
      if (removal) {
        await recordRemoval(context, {
          viewer,
          kind: directory.purpose,
          id: row.id,
          title: row.name,
          cityId: row.cityId,
          authorId: row.userId,
          removal,
        });
      }
      return reply.status(204).send(null);
    },
  );
}

async function readSubmission<Input>(
  request: FastifyRequest,
  schema: z.ZodType<Input>,
): Promise<{ input: Input; image?: Buffer }> {
  const { data, files } = await readFormWithImages(request, schema, { maxFiles: 1 });
  return { input: data, image: files[0] };
}
