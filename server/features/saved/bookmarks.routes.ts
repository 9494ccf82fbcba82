import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { eventMessages } from "../../../contracts/events.ts";
import { postMessages } from "../../../contracts/posts.ts";
import {
  type BookmarkKind,
  savedEntryParams,
  savedMessages,
  savedReminderSchema,
} from "../../../contracts/saved.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { requireViewer } from "../../session/session.ts";
import { bookmarkSubject, setReminder } from "./bookmarks.service.ts";
import { scheduleSavedReminders } from "./reminders.ts";
import { saveItem, unsaveItem } from "./saved.service.ts";

const tags = ["saved"];

/** Where each bookmark kind is saved, and its refusal of an id that is not one. */
const bookmarkPaths: { kind: BookmarkKind; path: string; notFound: string }[] = [
  {
    kind: "post",
    path: "/api/posts/:id/saved",
    notFound: postMessages.postNotFound.defaultMessage,
  },
  { kind: "event", path: "/api/events/:id/saved", notFound: eventMessages.notFound.defaultMessage },
];

/**
 * Bookmarks (issue 35): posts and events on the Saved list beside listings, any saved
 * entry's reminder day, and taking any entry off the list by its kind.
 */
export async function bookmarkRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const { kind, path, notFound } of bookmarkPaths) {
    const params = z.object({ id: z.uuid(notFound) });
    api.put(
      path,
      {
        schema: {
          tags,
          summary: `Bookmark a ${kind} on the viewer's Saved list (members of its city; again: no change)`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(auth, request, savedMessages.loginToSave);
        const actor = await actorFor(db, request, viewer);
        const item = await bookmarkSubject(db, actor, kind, request.params.id);
        await enforceRateLimit(db, reply, "save", viewer.id);
        await saveItem(db, { viewer, item });
        return reply.status(204).send(null);
      },
    );
    api.delete(
      path,
      {
        schema: {
          tags,
          summary: `Take a ${kind} off the viewer's Saved list (also once it is gone)`,
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const viewer = await requireViewer(auth, request, savedMessages.loginToSave);
        await enforceRateLimit(db, reply, "save", viewer.id);
        await unsaveItem(db, { viewer, kind, itemId: request.params.id });
        return reply.status(204).send(null);
      },
    );
  }

  api.put(
    "/api/me/saved/:kind/:id/reminder",
    {
      schema: {
        tags,
        summary:
          "Set (a day on the item's city's calendar, today to two years on) or clear a saved entry's reminder",
        params: savedEntryParams,
        body: savedReminderSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, savedMessages.loginToSave);
      await enforceRateLimit(db, reply, "save", viewer.id);
      const { kind, id } = request.params;
      await setReminder(db, { viewer, kind, itemId: id, remindOn: request.body.remindOn });
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/me/saved/:kind/:id",
    {
      schema: {
        tags,
        summary: "Take any entry off the viewer's Saved list by its kind (not saved: no change)",
        params: savedEntryParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(auth, request, savedMessages.loginToSave);
      await enforceRateLimit(db, reply, "save", viewer.id);
      const { kind, id } = request.params;
      await unsaveItem(db, { viewer, kind, itemId: id });
      return reply.status(204).send(null);
    },
  );

  // The reminders' sweep, on every instance: each reminder is claimed before it is sent.
  scheduleSavedReminders(app, context);
}
