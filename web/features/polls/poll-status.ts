import type { Poll } from "../../../contracts/polls.ts";
import { formatDay, formatRelative } from "../../lib/format-relative.ts";
import type { useIntl } from "../../lib/i18n/use-intl.ts";
import { pollWords } from "./poll-messages.ts";

type Formatter = ReturnType<typeof useIntl>;

/**
 * When voting ends or ended: "Closes in 3 days" for an open poll with an expiry,
 * "Ended Mar 4, 2025" for an expired one, null when there is nothing to add to
 * the Open/Closed badge (no expiry, or closed by an admin).
 */
export function pollTiming(poll: Poll, intl: Formatter): string | null {
  if (!poll.expiresAt) return null;
  const expiry = new Date(poll.expiresAt);
  if (poll.isOpen) {
    return intl.formatMessage(pollWords.closesIn, { when: formatRelative(intl, expiry) });
  }
  return poll.isActive
    ? intl.formatMessage(pollWords.ended, { date: formatDay(intl, expiry) })
    : null;
}
