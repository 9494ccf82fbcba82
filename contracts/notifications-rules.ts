// The notifications' kinds, limits and words without zod: the bell imports these, and
// contracts/notifications.ts (which re-exports them) the server (decision 037).

import { defineMessages } from "./i18n/define-messages.ts";

/** What a notification is about (issue 13, product decisions 12 and 31). */
export const notificationKinds = [
  "comment_on_post",
  "reaction_on_post",
  "membership_approved",
  "membership_rejected",
  "report_handled",
  "event_changed",
  "event_cancelled",
  // A moderator removed the person's content, with the reason (decision 057).
  "content_removed",
  // For the moderators and admins of the city.
  "membership_request",
  "new_report",
  // The person's username was taken by someone else too and got a number (issue 28).
  "username_changed",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What the link points at; "post" and "event" targets can be deleted later. */
export const notificationTargetTypes = ["post", "event", "city", "moderation", "profile"] as const;

export const notificationLimits = {
  pageSize: 20,
  /** The bell's dropdown shows the latest few. */
  dropdownSize: 8,
} as const;

export const notificationMessages = defineMessages({
  title: { id: "notifications.title", defaultMessage: "Notifications" },
  empty: {
    id: "notifications.empty",
    defaultMessage: "Nothing new. You will see replies, reactions and decisions here.",
  },
  markAllRead: { id: "notifications.markAllRead", defaultMessage: "Mark all as read" },
  loadMore: { id: "notifications.loadMore", defaultMessage: "Load more" },
  seeAll: { id: "notifications.seeAll", defaultMessage: "See all notifications" },
  targetDeleted: { id: "notifications.targetDeleted", defaultMessage: "This was deleted." },
  notFound: { id: "notifications.notFound", defaultMessage: "Notification not found." },
  signIn: { id: "notifications.signIn", defaultMessage: "Sign in to see your notifications." },
  loading: { id: "notifications.loading", defaultMessage: "Loading…" },
  unread: { id: "notifications.unreadPrefix", defaultMessage: "Unread: " },
  /** The bell's label for screen readers. */
  bell: {
    id: "notifications.bell",
    defaultMessage: "{unread, plural, =0 {Notifications} other {Notifications, # unread}}",
  },
});

/** SSE event name on the user's own stream (`GET /api/me/live`): their notifications changed; refetch them. */
export const notificationEventName = "notification";
