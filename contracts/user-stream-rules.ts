// What the signed-in nav needs on every page from the member's own stream (`GET /api/me/live`)
// and the bell: the stream's event names, the bell's size and its label. Apart from
// notifications-rules.ts and messages-rules.ts (which re-export them), whose every word
// would otherwise come with each page (decision 092).

import { defineMessages } from "./i18n/define-messages.ts";

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
