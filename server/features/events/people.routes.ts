import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { capacitySchema, eventIdParams, eventPeopleSchema } from "../../../contracts/events.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { languageVary, requestLanguage } from "../../platform/i18n/request-language.ts";
import { actorFor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { requireViewer } from "../../session/session.ts";
import { findEvent } from "./events.service.ts";
import { listPeople, peopleCsv, raiseCapacity } from "./people.service.ts";

const tags = ["events"];

/** The organiser's people view of an occurrence (issue 36): its organiser, the city's moderators, admins. */
export async function eventPeopleRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  const managed = async (request: Parameters<typeof actorFor>[1], id: string) => {
    const viewer = await requireViewer(auth, request);
    const found = await findEvent(db, id);
    const actor = await actorFor(db, request, viewer);
    assertCan(actor, "manage", {
      kind: "event",
      organiserId: found.event.organiserId,
      cityId: found.event.cityId,
    });
    return { ...found, viewer };
  };

  api.get(
    "/api/events/:id/people",
    {
      schema: {
        tags,
        summary: "Who is going (with guests) and the waitlist in order (organiser, moderators)",
        params: eventIdParams,
        response: { 200: eventPeopleSchema },
      },
    },
    async (request) => {
      await managed(request, request.params.id);
      return listPeople(db, request.params.id);
    },
  );

  api.get(
    "/api/events/:id/people.csv",
    {
      schema: {
        tags,
        summary: "The people view as CSV, safe to open in a spreadsheet (organiser, moderators)",
        params: eventIdParams,
      },
    },
    async (request, reply) => {
      await managed(request, request.params.id);
      const people = await listPeople(db, request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="people.csv"')
        .header("cache-control", "private, no-store")
        .header("vary", languageVary)
        .send(peopleCsv(people, requestLanguage(request)));
    },
  );

  api.put(
    "/api/events/:id/capacity",
    {
      schema: {
        tags,
        summary: "Raise an occurrence's capacity; the waitlist is promoted in order",
        params: eventIdParams,
        body: capacitySchema,
        response: { 200: eventPeopleSchema },
      },
    },
    async (request, reply) => {
      const { city, viewer } = await managed(request, request.params.id);
      await enforceRateLimit(db, reply, "event", viewer.id);
      return raiseCapacity(context, {
        occurrenceId: request.params.id,
        capacity: request.body.capacity,
        city,
      });
    },
  );
}
