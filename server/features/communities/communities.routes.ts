import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cityListSchema } from "../../../contracts/communities.ts";
import type { AppContext } from "../../app.ts";
import { cities, membershipRequests, memberships } from "../../db/schema.ts";
import { getViewer } from "../../lib/session.ts";

export async function communitiesRoutes(app: FastifyInstance, { auth, db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/cities",
    {
      schema: {
        tags: ["communities"],
        summary: "Every city community, with the signed-in user's standing in each",
        response: { 200: cityListSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      const rows = await db
        .select({
          slug: cities.slug,
          name: cities.name,
          tagline: cities.tagline,
          timeZone: cities.timeZone,
          membershipId: memberships.id,
          requestId: membershipRequests.id,
        })
        .from(cities)
        .leftJoin(
          memberships,
          and(eq(memberships.cityId, cities.id), eq(memberships.userId, viewer?.id ?? "")),
        )
        .leftJoin(
          membershipRequests,
          and(
            eq(membershipRequests.cityId, cities.id),
            eq(membershipRequests.userId, viewer?.id ?? ""),
            eq(membershipRequests.status, "pending"),
          ),
        )
        .orderBy(asc(cities.createdAt), asc(cities.name));
      return {
        cities: rows.map(({ membershipId, requestId, ...city }) => ({
          ...city,
          viewerStatus: membershipId
            ? ("member" as const)
            : requestId
              ? ("pending" as const)
              : ("none" as const),
        })),
      };
    },
  );
}
