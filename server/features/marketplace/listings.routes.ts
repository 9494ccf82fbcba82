import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { maxListingPhotos } from "../../../contracts/listing-parts.ts";
import {
  createListingSchema,
  listingListQuerySchema,
  listingPageSchema,
  listingSchema,
  listingStatusSchema,
  marketplaceMessages,
  updateListingSchema,
} from "../../../contracts/marketplace.ts";
import { removalBody } from "../../../contracts/moderation.ts";
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
  createListing,
  deleteListing,
  findListing,
  getListing,
  listListings,
  listPageTables,
  setListingStatus,
  updateListing,
} from "./listings.service.ts";

const tags = ["marketplace"];
const listingIdParams = z.object({ id: z.uuid(marketplaceMessages.notFound) });
const formNote =
  'JSON, or multipart/form-data: field "data" (the JSON as text) and up to 8 image files, in display order.';

/** The marketplace (decisions 5, 9, 22): public to read, any signed-in user lists. */
export async function listingsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  await acceptUploads(app);
  // Pages of a city's marketplace, until a listing, its seller's profile or a city changes.
  const listPages = context.readCaches.create(listPageTables);

  api.get(
    "/api/cities/:city/listings",
    {
      schema: {
        tags,
        summary: "A page of a city's marketplace, newest first, filtered (public; keyset cursor)",
        params: citySlugParams,
        querystring: listingListQuerySchema,
        response: { 200: listingPageSchema },
      },
    },
    async (request, reply) => {
      const citySlug = request.params.city.toLowerCase();
      // Public and the same for every viewer: the city and the parsed filters are the key.
      const key = `${citySlug} ${JSON.stringify(request.query)}`;
      return listPages.reply(reply, key, listingPageSchema, () =>
        listListings(context, { citySlug, query: request.query }),
      );
    },
  );

  api.post(
    "/api/cities/:city/listings",
    {
      schema: {
        tags,
        summary: `List an item for sale (any signed-in user). ${formNote}`,
        params: citySlugParams,
        headers: idempotencyKeyHeaders,
        response: { 201: listingSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, marketplaceMessages.loginToCreate);
      const city = await findCity(db, request.params.city, marketplaceMessages.cityNotFound);
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
            readFormWithImages(request, createListingSchema, { maxFiles: maxListingPhotos }),
          create: ({ data, files }) => createListing(context, { city, viewer, data, files }),
        },
      );
    },
  );

  api.get(
    "/api/listings/:id",
    {
      schema: {
        tags,
        summary: "A listing; the seller's contact details only for signed-in viewers",
        params: listingIdParams,
        response: { 200: listingSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      return getListing(context, { id: request.params.id, viewer });
    },
  );

  api.put(
    "/api/listings/:id",
    {
      schema: {
        tags,
        summary: `Edit a listing (its seller or an admin); photoOrder reorders and removes. ${formNote}`,
        params: listingIdParams,
        response: { 200: listingSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const listing = await findListing(db, request.params.id);
      if (!canModerate(viewer, listing.userId)) throw forbidden(marketplaceMessages.notOwner);
      await enforceRateLimit(db, reply, "listing", viewer.id);
      if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
      const { data, files } = await readFormWithImages(request, updateListingSchema, {
        maxFiles: maxListingPhotos,
      });
      return updateListing(context, { listing, viewer, data, files });
    },
  );

  api.post(
    "/api/listings/:id/status",
    {
      schema: {
        tags,
        summary: "Mark a listing sold or available again (its seller or an admin)",
        params: listingIdParams,
        body: listingStatusSchema,
        response: { 200: listingSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const listing = await findListing(db, request.params.id);
      if (!canModerate(viewer, listing.userId)) throw forbidden(marketplaceMessages.notOwner);
      await enforceRateLimit(db, reply, "listing", viewer.id);
      return setListingStatus(context, { listing, viewer, status: request.body.status });
    },
  );

  api.delete(
    "/api/listings/:id",
    {
      schema: {
        tags,
        summary:
          "Delete a listing and its photos (its seller; or an admin or a moderator of its city, with a reason the seller is told)",
        params: listingIdParams,
        body: removalBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const listing = await findListing(db, request.params.id);
      const { asModerator } = await requireAuthorOrModerator(
        db,
        viewer,
        { authorId: listing.userId, cityId: listing.cityId },
        marketplaceMessages.notOwner,
      );
      const removal = requireRemovalReason(asModerator, request.body);
      // Moderators clearing spam from the dashboard are not held to the per-user limit.
      if (!asModerator) await enforceRateLimit(db, reply, "listing", viewer.id);
      await deleteListing(context, { listing });
      if (removal) {
        await recordRemoval(context, {
          viewer,
          kind: "listing",
          id: listing.id,
          title: listing.title,
          cityId: listing.cityId,
          authorId: listing.userId,
          removal,
        });
      }
      return reply.status(204).send(null);
    },
  );
}
