import { z } from "zod";
import { cityEventTypes } from "./realtime-rules.ts";

export * from "./realtime-rules.ts";

export const cityEventSchema = z.object({
  city: z.string(),
  type: z.enum(cityEventTypes),
  id: z.string(),
  postId: z.string().optional(),
  actorId: z.string().optional(),
});

/** One SSE message ("event: changes"): a batch of what happened since the last one. */
export const changesMessageSchema = z.object({ events: z.array(cityEventSchema) });
