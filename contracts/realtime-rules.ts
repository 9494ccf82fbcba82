// The live stream's names, limits and message check without zod: the feed reads the
// stream with these, contracts/realtime.ts re-exports them with the schemas (decision 037)
// and holds the server's refusal words, which no page reads (decision 092).

export const realtimeLimits = {
  /**
   * One message per 100 ms: 10 a second (issue 4), the pace counted from when each was
   * due, so one may go up to half an interval early (decision 104).
   */
  flushIntervalMs: 100,
  /**
   * A city with many streams on one instance waits longer between messages: half a
   * millisecond per stream (700 streams: 350 ms), so its batches cost at most about
   * 2,000 socket writes a second, up to `busiestFlushIntervalMs` (decision 095).
   */
  flushMsPerStream: 0.5,
  busiestFlushIntervalMs: 500,
  maxBatch: 200,
  retryMs: 3000,
} as const;

export const liveChangeTypes = [
  "post.created",
  "post.deleted",
  "reaction.changed",
  "comment.created",
  "comment.deleted",
  "poll.changed",
  // A post's link card arrived, fetched after the post was saved (issue 35).
  "post.previewed",
  // Its author edited it (issue 35): open feeds show the new text.
  "post.edited",
  "comment.edited",
] as const;

/** One thing that changed in a city, pushed to its open pages (liveChangeSchema). */
export type LiveChange = {
  city: string;
  type: (typeof liveChangeTypes)[number];
  id: string;
  postId?: string | undefined;
  actorId?: string | undefined;
};

// The names both streams share, and the user stream's own, are user-stream-rules.ts's: the
// nav on every signed-in page reads them without the city stream's (decision 092).
export {
  resyncEventName,
  saysSuspended,
  suspendedViewerData,
  viewerEventName,
} from "./user-stream-rules.ts";

const isOptionalString = (value: unknown) => value === undefined || typeof value === "string";

/** One live change as changesMessageSchema reads it, unknown fields left out; null when it is not one. */
function readLiveChange(value: unknown): LiveChange | null {
  if (typeof value !== "object" || value === null) return null;
  const { city, type, id, postId, actorId } = value as Record<string, unknown>;
  if (typeof city !== "string" || typeof id !== "string") return null;
  if (!liveChangeTypes.includes(type as LiveChange["type"])) return null;
  if (!isOptionalString(postId) || !isOptionalString(actorId)) return null;
  const change: LiveChange = { city, type: type as LiveChange["type"], id };
  if (postId !== undefined) change.postId = postId as string;
  if (actorId !== undefined) change.actorId = actorId as string;
  return change;
}

/**
 * The live changes of a "changes" message (changesMessageSchema, without zod, for
 * the browser); null when the message is not one, so the caller ignores it whole.
 * The message names its list `events`: the browser protocol predates the word.
 */
export function readChangesMessage(message: unknown): LiveChange[] | null {
  if (typeof message !== "object" || message === null) return null;
  const { events } = message as { events?: unknown };
  if (!Array.isArray(events)) return null;
  const read = events.map(readLiveChange);
  return read.every((change) => change !== null) ? (read as LiveChange[]) : null;
}
