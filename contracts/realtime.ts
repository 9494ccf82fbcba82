import { z } from "zod";
import { defineMessages, englishOf } from "./i18n/define-messages.ts";
import { liveChangeTypes } from "./realtime-rules.ts";

export * from "./realtime-rules.ts";

export const realtimeWords = defineMessages({
  tooManyStreams: {
    id: "realtime.tooManyStreams",
    defaultMessage:
      "Too many live connections are open for your account. Close a tab and try again.",
  },
});

/** The English words, translated by the server's error handler by their words (decision 063). */
export const realtimeMessages = englishOf(realtimeWords);

export const liveChangeSchema = z.object({
  city: z.string(),
  type: z.enum(liveChangeTypes),
  id: z.string(),
  postId: z.string().optional(),
  actorId: z.string().optional(),
});

/**
 * One SSE message ("event: changes"): a batch of live changes since the last one.
 * Its list keeps the wire name `events`, so open tabs read it as before.
 */
export const changesMessageSchema = z.object({ events: z.array(liveChangeSchema) });
