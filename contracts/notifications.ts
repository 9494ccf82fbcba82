import { z } from "zod";
import {
  type EmailPreferenceKind,
  emailPreferenceKinds,
  type NotificationKind,
  notificationKinds,
  notificationLimits,
} from "./notifications-rules.ts";
import { pageOf } from "./paged.ts";
import { pushMessages, quietHoursPattern } from "./push-rules.ts";

export * from "./notifications-rules.ts";

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

export const notificationPageSchema = pageOf(notificationSchema);
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(notificationLimits.pageSize),
});

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationIdParams = z.object({ id: z.string().uuid() });

// Preferences (issue 13 part 3, product decision 31; issue 33): each kind against the
// bell (in app), email and push, plus the weekly digest of each of the user's cities by
// email, and quiet hours for push in the member's active city's time zone.
//   GET   /api/me/notification-preferences   signed in -> 200 notificationPreferencesSchema
//   PATCH /api/me/notification-preferences   signed in; JSON updateNotificationPreferencesSchema -> 200 notificationPreferencesSchema
//   GET   /api/unsubscribe?token=            anyone with the mailed link -> 200 HTML page to confirm
//   POST  /api/unsubscribe?token=            one click (RFC 8058) or the page's button -> 200; that one choice off
//   GET   /api/admin/cities/:city/digest     admins -> 200 digestPreviewSchema (this week's digest of a city)

const emailChoices = z.object(
  Object.fromEntries(emailPreferenceKinds.map((kind) => [kind, z.boolean()])) as Record<
    EmailPreferenceKind,
    z.ZodBoolean
  >,
);
const kindChoices = z.object(
  Object.fromEntries(notificationKinds.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);

/** Push waits while the member's clock (their active city's zone) is between `from` and `to`; may wrap midnight. */
export const quietHoursSchema = z
  .object({
    from: z.string().regex(quietHoursPattern, pushMessages.badQuietHours.defaultMessage),
    to: z.string().regex(quietHoursPattern, pushMessages.badQuietHours.defaultMessage),
  })
  .strict()
  .refine((hours) => hours.from !== hours.to, pushMessages.badQuietHours.defaultMessage);
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** Every choice, each kind filled in from the defaults (emailDefaults, pushDefaults, inAppDefaults). */
export const notificationPreferencesSchema = z.object({
  email: emailChoices,
  push: kindChoices,
  inApp: kindChoices,
  quietHours: quietHoursSchema.nullable(),
  /** The member's active city's time zone (IANA), which quiet hours are read in; for the label. */
  timeZone: z.string(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Any of the choices; the others stay as they are. `quietHours: null` turns them off. */
export const updateNotificationPreferencesSchema = z
  .object({
    email: emailChoices.partial().strict().optional(),
    push: kindChoices.partial().strict().optional(),
    inApp: kindChoices.partial().strict().optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .strict()
  .refine(
    (changes) =>
      Object.keys(changes.email ?? {}).length +
        Object.keys(changes.push ?? {}).length +
        Object.keys(changes.inApp ?? {}).length >
        0 || changes.quietHours !== undefined,
    pushMessages.chooseOne.defaultMessage,
  );
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

/** The email column alone (the unsubscribe link and the weekly digest read it). */
export type EmailPreferences = { email: Record<EmailPreferenceKind, boolean> };

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
