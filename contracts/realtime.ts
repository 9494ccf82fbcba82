import { z } from "zod";
import { liveChangeTypes } from "./realtime-rules.ts";

export * from "./realtime-rules.ts";

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
