import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { maxListingPhotos } from "../../../contracts/listing-parts.ts";
import { removalBody } from "../../../contracts/moderation.ts";
import {
  createPropertySchema,
  propertyListQuerySchema,
  propertyMessages,
  propertyPageSchema,
  propertySchema,
  propertyStatusSchema,
  updatePropertySchema,
} from "../../../contracts/properties.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { forbidden } from "../../platform/http/errors.ts";
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
  createProperty,
  deleteProperty,
  findProperty,
  getProperty,
  listProperties,
  setPropertyStatus,
  updateProperty,
} from "./properties.service.ts";

const tags = ["properties"];
const propertyIdParams = z.object({ id: z.uuid(propertyMessages.notFound) });
const formNote =
  'JSON, or multipart/form-data: field "data" (the JSON as text) and up to 8 image files, in display order.';

/** Properties (decisions 5, 9, 22, 28): public to read, any signed-in user lists. */
export async function propertiesRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await acceptUploads(app);

  api.get(
    "/api/cities/:city/properties",
    {
      schema: {
        tags,
        summary: "A page of a city's properties, newest first, filtered (public; keyset cursor)",
        params: citySlugParams,
        querystring: propertyListQuerySchema,
        response: { 200: propertyPageSchema },
      },
    },
    async (request) =>
      listProperties(context, { citySlug: request.params.city, query: request.query }),
  );

  api.post(
    "/api/cities/:city/properties",
    {
      schema: {
        tags,
        summary: `List a property for sale or rent (any signed-in user). ${formNote}`,
        params: citySlugParams,
        headers: idempotencyKeyHeaders,
        response: { 201: propertySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, propertyMessages.loginToCreate);
      const city = await findCity(db, request.params.city, propertyMessages.cityNotFound);
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: async () => {
            await enforceRateLimit(db, reply, "listing", viewer.id);
            if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
          },
          read: () =>
            readFormWithImages(request, createPropertySchema, { maxFiles: maxListingPhotos }),
          create: ({ data, files }) => createProperty(context, { city, viewer, data, files }),
        },
      );
    },
  );

  api.get(
    "/api/properties/:id",
    {
      schema: {
        tags,
        summary: "A property; the contact details only for signed-in viewers",
        params: propertyIdParams,
        response: { 200: propertySchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      return getProperty(context, { id: request.params.id, viewer });
    },
  );

  api.put(
    "/api/properties/:id",
    {
      schema: {
        tags,
        summary: `Edit a property (its lister or an admin); photoOrder reorders and removes. ${formNote}`,
        params: propertyIdParams,
        response: { 200: propertySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const property = await findProperty(db, request.params.id);
      if (!canModerate(viewer, property.userId)) throw forbidden(propertyMessages.notOwner);
      await enforceRateLimit(db, reply, "listing", viewer.id);
      if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
      const { data, files } = await readFormWithImages(request, updatePropertySchema, {
        maxFiles: maxListingPhotos,
      });
      return updateProperty(context, { property, viewer, data, files });
    },
  );

  api.post(
    "/api/properties/:id/status",
    {
      schema: {
        tags,
        summary:
          "Set a property for sale, for rent, under offer, sold or rented (its lister or an admin)",
        params: propertyIdParams,
        body: propertyStatusSchema,
        response: { 200: propertySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const property = await findProperty(db, request.params.id);
      if (!canModerate(viewer, property.userId)) throw forbidden(propertyMessages.notOwner);
      await enforceRateLimit(db, reply, "listing", viewer.id);
      return setPropertyStatus(context, { property, viewer, status: request.body.status });
    },
  );

  api.delete(
    "/api/properties/:id",
    {
      schema: {
        tags,
        summary:
          "Delete a property and its photos (its lister; or an admin or a moderator of its city, with a reason the lister is told)",
        params: propertyIdParams,
        body: removalBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const property = await findProperty(db, request.params.id);
      const { asModerator } = await requireAuthorOrModerator(
        db,
        viewer,
        { authorId: property.userId, cityId: property.cityId },
        propertyMessages.notOwner,
      );
      const removal = requireRemovalReason(asModerator, request.body);
      // Moderators clearing spam from the dashboard are not held to the per-user limit.
      if (!asModerator) await enforceRateLimit(db, reply, "listing", viewer.id);
      await deleteProperty(context, { property });
      if (removal) {
        await recordRemoval(context, {
          viewer,
          kind: "property",
          id: property.id,
          title: property.title,
          cityId: property.cityId,
          authorId: property.userId,
          removal,
        });
      }
      return reply.status(204).send(null);
    },
  );
}
