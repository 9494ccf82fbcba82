import { z } from "zod";

/** What a notification is about (issue 13, product decisions 12 and 31). */
export const notificationKinds = [
  "comment_on_post",
  "reaction_on_post",
  "membership_approved",
  "membership_rejected",
  "report_handled",
  "event_changed",
  "event_cancelled",
  // For the moderators and admins of the city.
  "membership_request",
  "new_report",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What the link points at; "post" and "event" targets can be deleted later. */
export const notificationTargetTypes = ["post", "event", "city", "moderation"] as const;

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

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** The sentence the bell shows, e.g. "Ana and 4 others reacted to your post". */
  text: z.string(),
  /** Where it leads (an app path); null when the target was deleted. */
  link: z.string().nullable(),
  targetDeleted: z.boolean(),
  /** Everyone who did it (grouped reactions count each person once). */
  count: z.number().int(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass back as ?cursor= for the next, older page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(notificationLimits.pageSize),
});

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParams = z.object({ id: z.string().uuid() });

/** The bell's label for screen readers. */
export const bellLabel = (unread: number) =>
  unread === 0 ? "Notifications" : `Notifications, ${unread} unread`;

/** SSE event name on the user's own stream (`GET /api/me/live`): their notifications changed; refetch them. */
export const notificationEventName = "notification";
