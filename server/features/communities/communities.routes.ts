import { and, desc, eq } from "drizzle-orm";
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
import { memberships, profiles } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/errors.ts";
import { getViewer, requireViewer } from "../../lib/session.ts";
import { countMembers, listCities } from "./cities.service.ts";
import { findCity, findCityForMember } from "./find-city.ts";
import { dismissNotice, submitMembershipRequest } from "./membership-requests.service.ts";

const tags = ["communities"];

export async function communitiesRoutes(app: FastifyInstance, { auth, db }: AppContext) {
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
      return { cities: await listCities(db, viewer?.id ?? null) };
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
      const [standing] = await listCities(db, viewer?.id ?? null, city.slug);
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
        body: membershipRequestSchema,
        response: { 201: z.object({ status: z.literal("pending") }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const city = await findCity(db, request.params.city);
      await submitMembershipRequest(db, viewer.id, city, request.body);
      return reply.status(201).send({ status: "pending" as const });
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
      const city = await findCityForMember(db, request.params.city, viewer);
      const rows = await db
        .select({
          userId: memberships.userId,
          username: profiles.username,
          avatarUrl: profiles.avatarUrl,
          joinedAt: memberships.joinedAt,
        })
        .from(memberships)
        .innerJoin(profiles, eq(profiles.id, memberships.userId))
        .where(and(eq(memberships.cityId, city.id), eq(memberships.status, "active")))
        .orderBy(desc(memberships.joinedAt))
        .limit(200);
      return {
        members: rows.map((m) => ({ ...m, joinedAt: new Date(m.joinedAt).toISOString() })),
      };
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
      await dismissNotice(db, viewer.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
