import { z } from "zod";
import { defineMessages, type Message } from "./i18n/define-messages.ts";
import { notificationKinds, notificationLimits } from "./notifications-rules.ts";

export * from "./notifications-rules.ts";

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

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** The sentence the bell shows, e.g. "Ana and 4 others reacted to your post". */
  text: z.string(),
  /** What the sentence is made of, so the bell says it in the reader's language (issue 30). */
  title: z.string(),
  actorName: z.string().nullable(),
  /** A moderator's reason (content_removed). */
  detail: z.string().nullable(),
  /** "<kind>:<id>" for content_removed, naming what was removed. */
  targetId: z.string(),
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

// Email (issue 13 part 3, product decision 31): in-app is always on; email is a
// per-user choice per kind, plus the weekly digest of each of the user's cities.
//   GET   /api/me/email-preferences          signed in -> 200 emailPreferencesSchema
//   PATCH /api/me/email-preferences          signed in; JSON updateEmailPreferencesSchema -> 200 emailPreferencesSchema
//   GET   /api/unsubscribe?token=            anyone with the mailed link -> 200 HTML page to confirm
//   POST  /api/unsubscribe?token=            one click (RFC 8058) or the page's button -> 200; that one choice off
//   GET   /api/admin/cities/:city/digest     admins -> 200 digestPreviewSchema (this week's digest of a city)

/** What a person can get by email: every notification kind and the weekly digest. */
export const emailPreferenceKinds = [...notificationKinds, "weekly_digest"] as const;
export type EmailPreferenceKind = (typeof emailPreferenceKinds)[number];

/** Until a person chooses: replies, event changes and decisions on; reactions off; the digest on. */
export const emailDefaults: Record<EmailPreferenceKind, boolean> = {
  comment_on_post: true,
  reaction_on_post: false,
  membership_approved: true,
  membership_rejected: true,
  report_handled: true,
  event_changed: true,
  event_cancelled: true,
  content_removed: true,
  membership_request: true,
  new_report: true,
  // Told in the app only (issue 28); the profile offers no switch for it.
  username_changed: false,
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
  weekly_digest: {
    id: "emails.label.weeklyDigest",
    defaultMessage: "Weekly digest of your cities",
  },
}) satisfies Record<EmailPreferenceKind, Message>;

export const emailPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(emailPreferenceKinds.map((kind) => [kind, z.boolean()])) as Record<
      EmailPreferenceKind,
      z.ZodBoolean
    >,
  ),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** Any of the choices; the others stay as they are. */
export const updateEmailPreferencesSchema = z.object({
  email: emailPreferencesSchema.shape.email
    .partial()
    .strict()
    .refine((changes) => Object.keys(changes).length > 0, emailMessages.chooseOne.defaultMessage),
});
export type UpdateEmailPreferences = z.infer<typeof updateEmailPreferencesSchema>;

export const emailLimits = {
  /** At most one email per kind, target and recipient in this window; later ones wait for the next. */
  windowMinutes: 15,
  /** How long an unsubscribe link works. */
  unsubscribeDays: 90,
} as const;

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(500) });

export const digestPreviewSchema = z.object({
  city: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Nothing happened this week: no digest would be sent. */
  empty: z.boolean(),
});
export type DigestPreview = z.infer<typeof digestPreviewSchema>;
export const digestCityParams = z.object({ city: z.string().min(1).max(100) });
