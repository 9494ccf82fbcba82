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
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { cityAndActor } from "../communities/city-and-actor.ts";
import {
  castVote,
  closePoll,
  createPoll,
  findPoll,
  listPolls,
  updatePoll,
} from "./polls.service.ts";

const tags = ["polls"];
const pollIdParams = z.object({ id: z.uuid(pollMessages.pollNotFound.defaultMessage) });

export async function pollsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

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
      const { city, actor } = await cityAndActor(db, request, viewer);
      assertCan(actor, "read", { kind: "city", id: city.id });
      const list = await listPolls(db, {
        cityId: city.id,
        citySlug: city.slug,
        viewer,
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
      const viewer = await requireViewer(auth, request);
      const { city, actor } = await cityAndActor(db, request, viewer);
      assertCan(actor, "create", { kind: "poll", cityId: city.id });
      const created = await createPoll(context, { city, viewer, poll: request.body });
      return reply.status(201).send(created);
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
      const viewer = await requireViewer(auth, request);
      const { poll, citySlug } = await findPoll(db, request.params.id);
      assertCan(await actorFor(db, request, viewer), "edit", { kind: "poll", cityId: poll.cityId });
      return updatePoll(context, { poll, citySlug, viewer, changes: request.body });
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
      const viewer = await requireViewer(auth, request);
      const { poll, citySlug } = await findPoll(db, request.params.id);
      assertCan(await actorFor(db, request, viewer), "close", {
        kind: "poll",
        cityId: poll.cityId,
      });
      return closePoll(context, { poll, citySlug, viewer });
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
      const viewer = await requireViewer(auth, request, pollMessages.loginToVote);
      const { poll, citySlug } = await findPoll(db, request.params.id);
      assertCan(await actorFor(db, request, viewer), "vote", { kind: "poll", cityId: poll.cityId });
      await enforceRateLimit(db, reply, "vote", viewer.id);
      const { optionIndex } = request.body;
      return castVote(context, { poll, citySlug, viewer, optionIndex });
    },
  );
}
