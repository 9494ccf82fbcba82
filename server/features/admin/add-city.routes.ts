import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createCitySchema,
  createdCitySchema,
  updateCitySchema,
  updatedCitySchema,
} from "../../../contracts/admin.ts";
import { citySlugParams } from "../../../contracts/communities.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { readFormWithImages } from "../uploads/read-form-with-images.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import { addCity, editCity } from "./add-city.service.ts";

/** Admins add a city (decision 27); it is listed on /communities at once. */
export async function addCityRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  await acceptUploads(app);
  // JSON without a cover; multipart/form-data ("data" JSON and one image) with one.
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/admin/cities",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Add a city: name (the slug comes from it), time zone, tagline, locale and currency (en-US and USD unless given), optionally a cover photo (admins)",
        response: { 201: createdCitySchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      await enforceRateLimit(db, reply, "city", viewer.id);
      if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
      const { data, files } = await readFormWithImages(request, createCitySchema, { maxFiles: 1 });
      const city = await addCity(context, { viewer, ...data, cover: files[0] });
      return reply.status(201).send(city);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().patch(
    "/api/admin/cities/:city",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Change a city's time zone, tagline, locale or currency; its name and address stay (admins)",
        params: citySlugParams,
        body: updateCitySchema,
        response: { 200: updatedCitySchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(auth, request);
      assertCan(await actorFor(db, request, viewer), "administer", { kind: "site" });
      return editCity(db, { viewer, slug: request.params.city, changes: request.body });
    },
  );
}
