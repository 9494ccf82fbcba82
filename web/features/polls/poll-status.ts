import type { Poll } from "../../../contracts/polls.ts";
import { formatDate, formatDistanceToNow } from "../../lib/format-date.ts";

/**
 * When voting ends or ended: "Closes in 3 days" for an open poll with an expiry,
 * "Ended Mar 4, 2025" for an expired one, null when there is nothing to add to
 * the Open/Closed badge (no expiry, or closed by an admin).
 */
export function pollTiming(poll: Poll): string | null {
  if (!poll.expiresAt) return null;
  if (poll.isOpen) return `Closes in ${formatDistanceToNow(new Date(poll.expiresAt))}`;
  return poll.isActive ? `Ended ${formatDate(poll.expiresAt)}` : null;
}

/** "1 vote", "3 votes". */
export const votesLabel = (count: number) => `${count} ${count === 1 ? "vote" : "votes"}`;
