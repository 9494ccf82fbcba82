import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import {
  pollInputSchema,
  pollListQuerySchema,
  pollListSchema,
  pollMessages,
  pollSchema,
  pollUpdateSchema,
  voteSchema,
} from "../../../contracts/polls.ts";
import { polls } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { badRequest, conflict, unauthorized } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { getViewer, requireAdmin, requireViewer } from "../../lib/session.ts";
import { findCity, findCityForMember } from "../communities/find-city.ts";
import { requireMemberOrAdmin } from "../communities/membership.policy.ts";
import { castVote, findPoll, hasVotes, listPolls, present } from "./polls.service.ts";

const tags = ["polls"];
const pollIdParams = z.object({ id: z.uuid(pollMessages.pollNotFound) });

const futureOrNull = (expiresAt: string | null | undefined) => {
  if (!expiresAt) return null;
  const date = new Date(expiresAt);
  if (date <= new Date()) throw badRequest(pollMessages.expiryInPast);
  return date;
};

export async function pollsRoutes(app: FastifyInstance, { auth, db, events }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const announce = (city: string, id: string, actorId: string) =>
    events.publish({ city, type: "poll.changed", id, actorId });

  api.get(
    "/api/cities/:city/polls",
    {
      schema: {
        tags,
        summary: "The city's open polls, or its closed and expired ones (members only)",
        params: citySlugParams,
        querystring: pollListQuerySchema,
        response: { 200: pollListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const city = await findCityForMember(db, request.params.city, viewer);
      const list = await listPolls(db, {
        cityId: city.id,
        citySlug: city.slug,
        viewerId: viewer.id,
        status: request.query.status,
      });
      return { polls: list };
    },
  );

  api.post(
    "/api/cities/:city/polls",
    {
      schema: {
        tags,
        summary: "Create a poll (admins only)",
        params: citySlugParams,
        body: pollInputSchema,
        response: { 201: pollSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(auth, request);
      const city = await findCity(db, request.params.city);
      const [row] = await db
        .insert(polls)
        .values({
          cityId: city.id,
          question: request.body.question,
          options: request.body.options,
          expiresAt: futureOrNull(request.body.expiresAt),
          createdBy: admin.id,
        })
        .returning();
      if (!row) throw new Error("poll insert returned nothing");
      await announce(city.slug, row.id, admin.id);
      const [poll] = await present(db, [row], city.slug, admin.id);
      if (!poll) throw new Error("poll presenter returned nothing");
      return reply.status(201).send(poll);
    },
  );

  api.patch(
    "/api/polls/:id",
    {
      schema: {
        tags,
        summary: "Edit a poll (admins): question and options only while it has no votes",
        params: pollIdParams,
        body: pollUpdateSchema,
        response: { 200: pollSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(auth, request);
      const { poll, citySlug } = await findPoll(db, request.params.id);
      const { question, options, expiresAt } = request.body;
      const changesWording =
        (question !== undefined && question !== poll.question) ||
        (options !== undefined && JSON.stringify(options) !== JSON.stringify(poll.options));
      if (changesWording && (await hasVotes(db, poll.id))) {
        throw conflict(pollMessages.lockedAfterVotes);
      }
      const [row] = await db
        .update(polls)
        .set({
          question,
          options,
          ...(expiresAt !== undefined ? { expiresAt: futureOrNull(expiresAt) } : {}),
        })
        .where(eq(polls.id, poll.id))
        .returning();
      await announce(citySlug, poll.id, admin.id);
      const [updated] = await present(db, row ? [row] : [], citySlug, admin.id);
      return updated as NonNullable<typeof updated>;
    },
  );

  api.post(
    "/api/polls/:id/close",
    {
      schema: {
        tags,
        summary: "Close a poll (admins): it leaves the active list and shows results",
        params: pollIdParams,
        response: { 200: pollSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(auth, request);
      const { poll, citySlug } = await findPoll(db, request.params.id);
      const [row] = await db
        .update(polls)
        .set({ isActive: false })
        .where(eq(polls.id, poll.id))
        .returning();
      await announce(citySlug, poll.id, admin.id);
      const [closed] = await present(db, row ? [row] : [], citySlug, admin.id);
      return closed as NonNullable<typeof closed>;
    },
  );

  api.post(
    "/api/polls/:id/votes",
    {
      schema: {
        tags,
        summary: "Vote, or change my vote, while the poll is open (members only)",
        params: pollIdParams,
        body: voteSchema,
        response: { 200: pollSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(auth, request);
      if (!viewer) throw unauthorized(pollMessages.loginToVote);
      const { poll, citySlug } = await findPoll(db, request.params.id);
      await requireMemberOrAdmin(db, viewer, poll.cityId);
      await enforceRateLimit(db, reply, "vote", viewer.id);
      if (request.body.optionIndex >= poll.options.length) throw badRequest(pollMessages.badOption);
      await castVote(db, poll, viewer.id, request.body.optionIndex);
      await announce(citySlug, poll.id, viewer.id);
      const [voted] = await present(db, [poll], citySlug, viewer.id);
      return voted as NonNullable<typeof voted>;
    },
  );
}
