import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  cityDetailSchema,
  cityListSchema,
  citySlugParams,
  communityMessages,
  memberListSchema,
  membershipRequestSchema,
} from "../../../contracts/communities.ts";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { notFound } from "../../platform/http/errors.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { getViewer, requireViewer } from "../../session/session.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { countMembers, findCity, listCities, listMembers } from "./cities.service.ts";
import { cityAndActor } from "./city-and-actor.ts";
import { dismissNotice, submitMembershipRequest } from "./membership-requests.service.ts";

const tags = ["communities"];

export async function communitiesRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/cities",
    {
      schema: {
        tags,
        summary: "Every city community, with the signed-in user's standing in each",
        response: { 200: cityListSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      return { cities: await listCities(context, viewer?.id ?? null) };
    },
  );

  api.get(
    "/api/cities/:city",
    {
      schema: {
        tags,
        summary: "One city with the signed-in user's standing and its member count",
        params: citySlugParams,
        response: { 200: cityDetailSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      const city = await findCity(db, request.params.city);
      const [standing] = await listCities(context, viewer?.id ?? null, city.slug);
      if (!standing) throw notFound(communityMessages.cityNotFound);
      return { ...standing, memberCount: await countMembers(db, city.id) };
    },
  );

  api.post(
    "/api/cities/:city/membership-requests",
    {
      schema: {
        tags,
        summary: "Ask to join a city: the four answers of the join form",
        params: citySlugParams,
        headers: idempotencyKeyHeaders,
        body: membershipRequestSchema,
        response: { 201: z.object({ status: z.literal("pending") }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const city = await findCity(db, request.params.city);
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          read: () => request.body,
          create: async (answers) => {
            await submitMembershipRequest(context, {
              city,
              viewer,
              actor: await actorFor(db, request, viewer),
              answers,
            });
            return { status: "pending" as const };
          },
        },
      );
    },
  );

  api.get(
    "/api/cities/:city/members",
    {
      schema: {
        tags,
        summary: "Active members of a city, newest first (members and admins only)",
        params: citySlugParams,
        response: { 200: memberListSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      const { city, actor } = await cityAndActor(db, request, viewer);
      assertCan(actor, "read", { kind: "city", id: city.id });
      return { members: await listMembers(db, city.id) };
    },
  );

  api.post(
    "/api/me/notices/:id/dismiss",
    {
      schema: {
        tags,
        summary: "Hide the in-app notice of a membership decision",
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      await dismissNotice(db, { noticeId: request.params.id, viewer });
      return reply.status(204).send(null);
    },
  );
}
