import { z } from "zod";
import {
  type EmailPreferenceKind,
  emailMessages,
  emailPreferenceKinds,
  notificationKinds,
  notificationLimits,
} from "./notifications-rules.ts";
import { pageOf } from "./paged.ts";

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

// Email (issue 13 part 3, product decision 31): in-app is always on; email is a
// per-user choice per kind, plus the weekly digest of each of the user's cities.
//   GET   /api/me/email-preferences          signed in -> 200 emailPreferencesSchema
//   PATCH /api/me/email-preferences          signed in; JSON updateEmailPreferencesSchema -> 200 emailPreferencesSchema
//   GET   /api/unsubscribe?token=            anyone with the mailed link -> 200 HTML page to confirm
//   POST  /api/unsubscribe?token=            one click (RFC 8058) or the page's button -> 200; that one choice off
//   GET   /api/admin/cities/:city/digest     admins -> 200 digestPreviewSchema (this week's digest of a city)

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
