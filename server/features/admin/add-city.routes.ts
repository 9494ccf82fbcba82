import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createCitySchema, createdCitySchema } from "../../../contracts/admin.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { requireAdmin } from "../../lib/session.ts";
import { addCity } from "./add-city.service.ts";

/** Admins add a city (decision 27); it is listed on /communities at once. */
export async function addCityRoutes(app: FastifyInstance, { auth, db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/admin/cities",
    {
      schema: {
        tags: ["admin"],
        summary: "Add a city: name (the slug comes from it), time zone, tagline",
        body: createCitySchema,
        response: { 201: createdCitySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireAdmin(auth, request);
      return reply.status(201).send(await addCity(db, { viewer, ...request.body }));
    },
  );
}
