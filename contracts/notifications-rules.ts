// The notifications' kinds, limits and words without zod: the bell imports these, and
// contracts/notifications.ts (which re-exports them) the server (decision 037).

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

export const notificationMessages = {
  title: "Notifications",
  empty: "Nothing new. You will see replies, reactions and decisions here.",
  markAllRead: "Mark all as read",
  loadMore: "Load more",
  seeAll: "See all notifications",
  targetDeleted: "This was deleted.",
  notFound: "Notification not found.",
  signIn: "Sign in to see your notifications.",
} as const;

/** The bell's label for screen readers. */
export const bellLabel = (unread: number) =>
  unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;

/** SSE event name on the user's own stream (`GET /api/me/live`): their notifications changed; refetch them. */
export const notificationEventName = "notification";
