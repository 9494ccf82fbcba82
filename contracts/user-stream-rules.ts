// What the signed-in nav needs on every page from the member's own stream (`GET /api/me/live`)
// and the bell: the stream's event names (`resync` too, which the city's stream shares), the
// bell's size and its label. Apart from notifications-rules.ts, messages-rules.ts and
// realtime-rules.ts (which re-export them), whose every word or rule would otherwise come
// with each page (decision 092).

import { defineMessages } from "./i18n/define-messages.ts";

/**
 * An SSE message ("event: resync", no data to read): the server may have missed
 * events (its database connection was away), so clients refetch what they show.
 */
export const resyncEventName = "resync";

/**
 * An SSE message on the user's own stream (`GET /api/me/live`, no data to read):
 * their account changed (role, ban, active community, a membership decided), so
 * the web refetches `/api/me`. Its sibling `notification` is below.
 */
export const viewerEventName = "viewer";

/**
 * The `viewer` message's data when an admin banned the user: sent just before
 * the ban closes their streams, so an open tab can say why it was signed out
 * (issue 28). Any other `viewer` message carries `{}`.
 */
export const suspendedViewerData = JSON.stringify({ suspended: true });

/** Whether a `viewer` message's data says the account was suspended. */
export const saysSuspended = (data: unknown) => data === suspendedViewerData;

/** Their notifications changed; refetch them. */
export const notificationEventName = "notification";
/** A message arrived, or one was read. */
export const messageEventName = "message";
export const messageReadEventName = "messageRead";

export const notificationLimits = {
  pageSize: 20,
  /** The bell's dropdown shows the latest few. */
  dropdownSize: 8,
} as const;

export const bellMessages = defineMessages({
  /** The bell's label for screen readers. */
  bell: {
    id: "notifications.bell",
    defaultMessage: "{unread, plural, =0 {Notifications} other {Notifications, # unread}}",
  },
});
