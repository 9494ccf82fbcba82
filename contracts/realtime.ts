import { z } from "zod";

export const realtimeLimits = {
  /** One message per 100 ms at most: 10 a second (issue 4). */
  flushIntervalMs: 100,
  maxBatch: 200,
  retryMs: 3000,
} as const;

export const realtimeMessages = {
  tooManyStreams: "Too many live connections are open for your account. Close a tab and try again.",
} as const;

export const cityEventSchema = z.object({
  city: z.string(),
  type: z.enum([
    "post.created",
    "post.deleted",
    "reaction.changed",
    "comment.created",
    "comment.deleted",
    "poll.changed",
  ]),
  id: z.string(),
  postId: z.string().optional(),
  actorId: z.string().optional(),
});
export type CityEvent = z.infer<typeof cityEventSchema>;

/**
 * An SSE message ("event: resync", no data to read): the server may have missed
 * events (its database connection was away), so clients refetch what they show.
 */
export const resyncEventName = "resync";

/**
 * An SSE message on the user's own stream (`GET /api/me/live`, no data to read):
 * their account changed (role, ban, active community, a membership decided), so
 * the web refetches `/api/me`. Its sibling `notification` is in contracts/notifications.ts.
 */
export const viewerEventName = "viewer";

/** One SSE message ("event: changes"): a batch of what happened since the last one. */
export const changesMessageSchema = z.object({ events: z.array(cityEventSchema) });
