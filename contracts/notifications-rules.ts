// The notifications' kinds, limits and words without zod: the bell imports these, and
// contracts/notifications.ts (which re-exports them) the server (decision 037).

import { defineMessages, type Message } from "./i18n/define-messages.ts";

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
  // The member's Download my data zip is ready (issue 31); its email is the account notice.
  "data_export_ready",
  // A new conversation, or a message after a quiet spell of 15 minutes (issue 32).
  "new_message",
  // An item the member asked about was sold: once per enquirer (issue 32).
  "item_sold",
  // A new or changed listing matches one of the member's saved searches: once per item (issue 34).
  "saved_search_match",
  // Repeating events (issue 36): a seat came free for someone on the waitlist; reminders
  // the day before (same time, city's clock) and an hour before, once per person and date.
  "waitlist_promoted",
  "event_reminder_day",
  "event_reminder_hour",
  // Someone @mentioned the member in a post or a comment: once per post or comment (issue 35).
  "mention",
  // A bookmark's reminder day came (issue 35): once per saved item and day chosen.
  "bookmark_reminder",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What the link points at; "post" and "event" targets can be deleted later. */
export const notificationTargetTypes = [
  "post",
  "event",
  "city",
  "moderation",
  "profile",
  "conversation",
  // A directory's entry (a saved search's match); the link is its page.
  "entry",
] as const;

export { notificationLimits } from "./user-stream-rules.ts";

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
});

/** SSE event name on the user's own stream (`GET /api/me/live`), the bell's label. */
export { bellMessages, notificationEventName } from "./user-stream-rules.ts";

export const emailMessages = defineMessages({
  sectionTitle: { id: "emails.sectionTitle", defaultMessage: "Email notifications" },
  sectionIntro: {
    id: "emails.sectionIntro",
    defaultMessage:
      "You always see notifications in the bell. Choose which ones also arrive by email.",
  },
  saved: { id: "emails.saved", defaultMessage: "Saved." },
  signIn: { id: "emails.signIn", defaultMessage: "Sign in to change your email settings." },
  badToken: {
    id: "emails.badToken",
    defaultMessage:
      "This unsubscribe link is not valid. Change your email settings on your profile.",
  },
  expiredToken: {
    id: "emails.expiredToken",
    defaultMessage:
      "This unsubscribe link has expired. Change your email settings on your profile instead.",
  },
  unsubscribed: {
    id: "emails.unsubscribed",
    defaultMessage: "Done: no more emails about “{label}”.",
  },
  chooseOne: { id: "emails.chooseOne", defaultMessage: "Choose at least one email setting." },
});

// The email choices: the profile's switches and the server's defaults.

/** What a person can get by email: every notification kind and the weekly digest. */
export const emailPreferenceKinds = [...notificationKinds, "weekly_digest"] as const;
export type EmailPreferenceKind = (typeof emailPreferenceKinds)[number];

/**
 * What each kind does until a person chooses, by email and by push, in one table so a new
 * kind is decided for both: replies, messages, event changes, decisions and moderators' work
 * on; reactions off. (In the bell every kind starts on: contracts/push-rules.ts.)
 */
export const notificationDefaults: Record<NotificationKind, { email: boolean; push: boolean }> = {
  comment_on_post: { email: true, push: true },
  reaction_on_post: { email: false, push: false },
  membership_approved: { email: true, push: true },
  membership_rejected: { email: true, push: true },
  report_handled: { email: true, push: true },
  event_changed: { email: true, push: true },
  event_cancelled: { email: true, push: true },
  content_removed: { email: true, push: true },
  membership_request: { email: true, push: true },
  new_report: { email: true, push: true },
  // Told in the app only (issue 28); the profile offers no switch for it.
  username_changed: { email: false, push: false },
  // Emailed as an account notice (noticeAccountChange), never twice; no switch for it.
  data_export_ready: { email: false, push: true },
  new_message: { email: true, push: true },
  item_sold: { email: true, push: true },
  saved_search_match: { email: true, push: true },
  waitlist_promoted: { email: true, push: true },
  event_reminder_day: { email: true, push: true },
  event_reminder_hour: { email: false, push: true },
  mention: { email: true, push: true },
  bookmark_reminder: { email: true, push: true },
};

/** One channel's column of notificationDefaults. */
export const channelDefaults = (channel: "email" | "push") =>
  Object.fromEntries(
    notificationKinds.map((kind) => [kind, notificationDefaults[kind][channel]]),
  ) as Record<NotificationKind, boolean>;

/** Until a person chooses: the table's email column, and the weekly digest on. */
export const emailDefaults: Record<EmailPreferenceKind, boolean> = {
  ...channelDefaults("email"),
  weekly_digest: true,
};

/** Only moderators and admins hear of these; the profile shows them to them only. */
export const moderatorEmailKinds: readonly EmailPreferenceKind[] = [
  "membership_request",
  "new_report",
];

/** The profile's labels, and the unsubscribe page's "emails about ...". */
export const emailPreferenceLabels = defineMessages({
  comment_on_post: { id: "emails.label.commentOnPost", defaultMessage: "Comments on your posts" },
  reaction_on_post: {
    id: "emails.label.reactionOnPost",
    defaultMessage: "Reactions to your posts",
  },
  membership_approved: {
    id: "emails.label.membershipApproved",
    defaultMessage: "Your membership request approved",
  },
  membership_rejected: {
    id: "emails.label.membershipRejected",
    defaultMessage: "Your membership request not approved",
  },
  report_handled: { id: "emails.label.reportHandled", defaultMessage: "Reports you filed handled" },
  event_changed: {
    id: "emails.label.eventChanged",
    defaultMessage: "Changes to events you are going to",
  },
  event_cancelled: {
    id: "emails.label.eventCancelled",
    defaultMessage: "Cancelled events you are going to or interested in",
  },
  content_removed: {
    id: "emails.label.contentRemoved",
    defaultMessage: "Your content removed by a moderator",
  },
  membership_request: {
    id: "emails.label.membershipRequest",
    defaultMessage: "New membership requests in cities you moderate",
  },
  new_report: {
    id: "emails.label.newReport",
    defaultMessage: "New reports in cities you moderate",
  },
  username_changed: { id: "emails.label.usernameChanged", defaultMessage: "Your username changed" },
  data_export_ready: { id: "account.export.emailLabel", defaultMessage: "Your data is ready" },
  new_message: { id: "emails.label.newMessage", defaultMessage: "Messages from other members" },
  item_sold: { id: "emails.label.itemSold", defaultMessage: "Items you asked about sold" },
  saved_search_match: {
    id: "emails.label.savedSearchMatch",
    defaultMessage: "New matches for your saved searches",
  },
  waitlist_promoted: {
    id: "emails.label.waitlistPromoted",
    defaultMessage: "A place came free for you at an event",
  },
  event_reminder_day: {
    id: "emails.label.eventReminderDay",
    defaultMessage: "Reminders the day before events you are going to",
  },
  event_reminder_hour: {
    id: "emails.label.eventReminderHour",
    defaultMessage: "Reminders an hour before events you are going to",
  },
  bookmark_reminder: {
    id: "emails.label.bookmarkReminder",
    defaultMessage: "Reminders you set on saved items",
  },
  mention: { id: "emails.label.mention", defaultMessage: "Mentions of you in posts and comments" },
  weekly_digest: {
    id: "emails.label.weeklyDigest",
    defaultMessage: "Weekly digest of your cities",
  },
}) satisfies Record<EmailPreferenceKind, Message>;

export const emailLimits = {
  /** At most one email per kind, target and recipient in this window; later ones wait for the next. */
  windowMinutes: 15,
  /** How long an unsubscribe link works. */
  unsubscribeDays: 90,
} as const;
