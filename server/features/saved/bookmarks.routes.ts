import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { eventMessages } from "../../../contracts/events.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { postMessages } from "../../../contracts/posts.ts";
import {
  type BookmarkKind,
  savedEntryParams,
  savedMessages,
  savedReminderSchema,
  savedWords,
} from "../../../contracts/saved.ts";
import type { AppContext } from "../../platform/config/app-context.ts";
import { enforceRateLimit } from "../../platform/http/rate-limit.ts";
import { actorFor } from "../../policies/actor.ts";
import { requireViewer } from "../../session/session.ts";
import { bookmarkSubject, setReminder } from "./bookmarks.service.ts";
import { scheduleSavedReminders } from "./reminders.ts";
import { unsaveItem } from "./saved.service.ts";
import { savedAddress } from "./saved-address.ts";

const tags = ["saved"];

/** Where each bookmark kind is saved, and its refusal of an id that is not one. */
const bookmarkPaths: { kind: BookmarkKind; collection: string; notFound: Message }[] = [
  { kind: "post", collection: "posts", notFound: postMessages.postNotFound },
  { kind: "event", collection: "events", notFound: eventMessages.notFound },
];

/**
 * Bookmarks (issue 35): posts and events on the Saved list beside listings, any saved
 * entry's reminder day, and taking any entry off the list by its kind.
 */
export async function bookmarkRoutes(app: FastifyInstance, context: AppContext) {
  const { auth, db } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const { kind, collection, notFound } of bookmarkPaths) {
    savedAddress(app, context, {
      kind,
      collection,
      notFound,
      loginToSave: savedWords.loginToSave,
      find: async (viewer, request, id) =>
        bookmarkSubject(db, await actorFor(db, request, viewer), kind, id),
      summaries: {
        save: `Bookmark a ${kind} on the viewer's Saved list (members of its city; again: no change)`,
        unsave: `Take a ${kind} off the viewer's Saved list (also once it is gone)`,
      },
    });
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
