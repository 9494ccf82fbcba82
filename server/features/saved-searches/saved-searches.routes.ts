import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import {
  createSavedSearchSchema,
  savedSearchIdParams,
  savedSearchMessages,
  savedSearchPageSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from "../../../contracts/saved-searches.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { loadActor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { findCity } from "../communities/cities.service.ts";
import { onEntryWritten } from "../directories/entry-written.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { matchSavedSearches } from "./saved-search-matching.ts";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "./saved-searches.service.ts";

const tags = ["saved-searches"];

/**
 * A member's saved searches (issue 34, decision 081): only their own, 20 at most; a new
 * or changed listing that matches one tells its owner once.
 */
export async function savedSearchesRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signIn = savedSearchMessages.signIn.defaultMessage;

  // Every entry written on this instance is matched once it has answered.
  onEntryWritten(context, (written) => matchSavedSearches(context, written));

  api.get(
    "/api/me/saved-searches",
    {
      schema: {
        tags,
        summary: "The viewer's saved searches, newest first (at most 20: one page)",
        response: { 200: savedSearchPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const viewer = await requireViewer(auth, request, signIn);
      return listSavedSearches(db, { viewer });
    },
  );

  api.post(
    "/api/me/saved-searches",
    {
      schema: {
        tags,
        summary:
          "Save a directory list's filters and words, or a whole-city search (members of the city); 409 past 20",
        headers: idempotencyKeyHeaders,
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, signIn);
      const body = request.body;
      const city = await findCity(db, body.city);
      // A whole-city search also reads posts and members: only for who may read the city.
      if (body.section === null) {
        const actor = await loadActor(db, viewer);
        assertCan(actor, "read", { kind: "city", id: city.id });
      }
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: () => enforceRateLimit(db, reply, "savedSearch", viewer.id),
          read: () => body,
          create: ({ section, filters, query, name }) =>
            createSavedSearch(db, { viewer, city, section, filters, query, name }),
        },
      );
    },
  );

  api.patch(
    "/api/me/saved-searches/:id",
    {
      schema: {
        tags,
        summary: "Rename, pause or resume one of the viewer's saved searches",
        params: savedSearchIdParams,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, signIn);
      await enforceRateLimit(db, reply, "savedSearch", viewer.id);
      return updateSavedSearch(db, { viewer, id: request.params.id, ...request.body });
    },
  );

  api.delete(
    "/api/me/saved-searches/:id",
    {
      schema: {
        tags,
        summary: "Delete one of the viewer's saved searches",
        params: savedSearchIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, signIn);
      await enforceRateLimit(db, reply, "savedSearch", viewer.id);
      await deleteSavedSearch(db, { viewer, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
