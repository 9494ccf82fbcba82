import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { citySlugParams } from "../../../contracts/communities.ts";
import {
  type EventInput,
  eventIdParams,
  eventInputSchema,
  eventListQuerySchema,
  eventMessages,
  eventPageSchema,
  eventSchema,
  occurrenceScopeQuery,
  rsvpSchema,
} from "../../../contracts/events.ts";
import { idempotencyKeyHeaders } from "../../../contracts/idempotency.ts";
import { removalBody } from "../../../contracts/moderation.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { AppError } from "../../platform/http/errors.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { languageVary, requestLanguage } from "../../platform/i18n/request-language.ts";
import { actorFor, isAuthor } from "../../policies/actor.ts";
import { assertCan } from "../../policies/can.ts";
import { getViewer, requireViewer, type Viewer } from "../../session/session.ts";
import { findCity } from "../communities/cities.service.ts";
import { cityAndActor } from "../communities/city-and-actor.ts";
import { answerOnce } from "../idempotency/answer-once.ts";
import { recordModeration } from "../moderation/audit-log.service.ts";
import { recordRemoval, requireRemovalReason } from "../moderation/content-removal.ts";
import { readUpload } from "../uploads/read-upload.ts";
import { acceptUploads } from "../uploads/uploads.routes.ts";
import { cityCalendar, eventCalendar } from "./calendar.service.ts";
import { deleteEvent, findEvent, findEventDetail, listEvents } from "./events.service.ts";
import { cancelEvent, createEvent, updateEvent } from "./organising.service.ts";
import { eventPeopleRoutes } from "./people.routes.ts";
import { scheduleEventSweeps } from "./reminders.ts";
import { setRsvp } from "./rsvps.service.ts";

const tags = ["events"];
const calendarType = "text/calendar; charset=utf-8";

export async function eventsRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db, settings } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The event of `:id` and the viewer as an actor, once the event policy lets them `action` it. */
  const eventFor = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    viewer: Viewer,
    action: "edit" | "cancel" | "delete" | "rsvp",
  ) => {
    const found = await findEvent(db, request.params.id);
    const actor = await actorFor(db, request, viewer);
    assertCan(actor, action, eventSubject(found.event));
    return { ...found, actor };
  };
  await acceptUploads(app);
  await eventPeopleRoutes(app, context);
  scheduleEventSweeps(app, context);

  api.get(
    "/api/cities/:city/events",
    {
      schema: {
        tags,
        summary: "A page of the city's events: upcoming soonest first, or past (public)",
        params: citySlugParams,
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema },
      },
    },
    async (request) => {
      const city = await findCity(db, request.params.city);
      return listEvents(context, { city, ...request.query });
    },
  );

  // JSON without a photo; multipart/form-data (the same fields and "image") with one.
  api.post(
    "/api/cities/:city/events",
    {
      schema: {
        tags,
        summary: "Create an event in a city (active members only)",
        params: citySlugParams,
        headers: idempotencyKeyHeaders,
        response: { 201: eventSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, eventMessages.loginToCreate);
      const { city, actor } = await cityAndActor(db, request, viewer);
      assertCan(actor, "create", { kind: "event", organiserId: null, cityId: city.id });
      return answerOnce(
        db,
        { request, reply, viewer },
        {
          status: 201,
          limit: () => limitWrite(reply, viewer, request),
          read: () => readEventSubmission(request),
          create: ({ fields, image }) =>
            createEvent(context, { city, viewer, actor, fields, image }),
        },
      );
    },
  );

  api.get(
    "/api/events/:id",
    {
      schema: {
        tags,
        summary: "An event with its RSVP counts and who is going (public)",
        params: eventIdParams,
        response: { 200: eventSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(auth, request);
      return findEventDetail(context, request.params.id, await actorFor(db, request, viewer));
    },
  );

  api.put(
    "/api/events/:id",
    {
      schema: {
        tags,
        summary: "Edit an event, optionally with a new photo (its organiser or an admin)",
        params: eventIdParams,
        response: { 200: eventSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { event, city, actor } = await eventFor(request, viewer, "edit");
      await limitWrite(reply, viewer, request);
      const { fields, image } = await readEventSubmission(request);
      return updateEvent(context, { event, city, viewer, actor, fields, image });
    },
  );

  api.post(
    "/api/events/:id/cancel",
    {
      schema: {
        tags,
        summary:
          "Cancel an occurrence, or it and all later ones; people going are told (its organiser or an admin)",
        params: eventIdParams,
        querystring: occurrenceScopeQuery,
        response: { 200: eventSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      const { event, city, actor } = await eventFor(request, viewer, "cancel");
      await enforceRateLimit(db, reply, "event", viewer.id);
      return cancelEvent(context, { event, city, viewer, actor, scope: request.query.scope });
    },
  );

  api.delete(
    "/api/events/:id",
    {
      schema: {
        tags,
        summary:
          "Remove an event outright, with its RSVPs and photo (a moderator of its city or an admin; its organiser cancels instead)",
        params: eventIdParams,
        body: removalBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request);
      // Moderation only: people going hear of a cancellation, not of a removal (decision 30).
      const { event, actor } = await eventFor(request, viewer, "delete");
      // A moderator removing their own event is its organiser: no one to tell, no reason asked.
      const removal = requireRemovalReason(!isAuthor(actor, event.organiserId), request.body);
      await deleteEvent(context, { eventId: event.id });
      if (removal) {
        await recordRemoval(context, {
          viewer,
          kind: "event",
          id: event.id,
          title: event.title,
          cityId: event.cityId,
          authorId: event.organiserId,
          removal,
        });
      } else {
        await recordModeration(db, {
          viewer,
          action: "delete-content",
          target: { type: "event", id: event.id, title: event.title },
          cityId: event.cityId,
        });
      }
      return reply.status(204).send(null);
    },
  );

  api.put(
    "/api/events/:id/rsvp",
    {
      schema: {
        tags,
        summary:
          "RSVP going (with guests, or to the waitlist), interested or not going, to one date or all upcoming (members)",
        params: eventIdParams,
        body: rsvpSchema,
        response: { 200: eventSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, eventMessages.loginToRsvp);
      // Attendees are members: being an admin does not put anyone on the list (the policy).
      const { event, city, actor } = await eventFor(request, viewer, "rsvp");
      await enforceRateLimit(db, reply, "rsvp", viewer.id);
      return setRsvp(context, { eventId: event.id, viewer, actor, city, ...request.body });
    },
  );

  api.get(
    "/api/events/:id/calendar.ics",
    {
      schema: {
        tags,
        summary: "Add to calendar: the event as an iCalendar (.ics) file (public)",
        params: eventIdParams,
      },
    },
    async (request, reply) => {
      const { event, city } = await findEvent(db, request.params.id);
      return (
        reply
          .type(calendarType)
          .header("content-disposition", 'attachment; filename="event.ics"')
          // The same for everyone (public, as the city's feed): a cache may keep it minutes.
          .header("cache-control", "public, max-age=300")
          // The calendar's own words follow the request's language, so a cache keys on it.
          .header("vary", languageVary)
          .send(await eventCalendar(db, settings.BASE_URL, city, event, requestLanguage(request)))
      );
    },
  );

  api.get(
    "/api/cities/:city/calendar.ics",
    {
      schema: {
        tags,
        summary: "The city's upcoming events as a subscribable iCalendar feed (public)",
        params: citySlugParams,
      },
    },
    async (request, reply) => {
      const city = await findCity(db, request.params.city);
      return reply
        .type(calendarType)
        .header("content-disposition", `inline; filename="${city.slug}-events.ics"`)
        .header("cache-control", "public, max-age=300")
        .header("vary", languageVary)
        .send(await cityCalendar(db, settings.BASE_URL, city, requestLanguage(request)));
    },
  );

  /** Before the body is read: a refused request costs neither the upload nor a decode. */
  async function limitWrite(reply: FastifyReply, viewer: Viewer, request: FastifyRequest) {
    await enforceRateLimit(db, reply, "event", viewer.id);
    if (request.isMultipart()) await enforceRateLimit(db, reply, "upload", viewer.id);
  }
}

/** An event as its policy sees it. */
const eventSubject = (event: { organiserId: string; cityId: string }) =>
  ({ kind: "event", organiserId: event.organiserId, cityId: event.cityId }) as const;

async function readEventSubmission(
  request: FastifyRequest,
): Promise<{ fields: EventInput; image?: Buffer }> {
  if (request.isMultipart()) {
    const { file, fields } = await readUpload(request);
    return { fields: parseEvent(fields), image: file };
  }
  return { fields: parseEvent(request.body) };
}

function parseEvent(value: unknown): EventInput {
  const parsed = eventInputSchema.safeParse(value ?? {});
  if (!parsed.success) {
    throw new AppError("VALIDATION", 400, parsed.error.issues[0]?.message ?? "Invalid event");
  }
  return parsed.data;
}
