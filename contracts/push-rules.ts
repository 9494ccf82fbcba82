// Web push's defaults, delivery rules and words without zod (issue 33): the profile's
// grid imports these, and contracts/push.ts (which re-exports them) the server (decision 037).

import { defineMessages } from "./i18n/define-messages.ts";
import {
  channelDefaults,
  type NotificationKind,
  notificationKinds,
} from "./notifications-rules.ts";

/*
 * Web push (issue 33):
 *   GET    /api/push/key              anyone -> 200 pushKeySchema (the VAPID public key, base64url)
 *   POST   /api/push/subscriptions    signed in; JSON pushSubscriptionSchema -> 201 { id }
 *          The same endpoint again re-binds it to this member and session (no second row).
 *   DELETE /api/push/subscriptions    signed in; JSON { endpoint } -> 204 (only one's own; none is fine)
 * A subscription belongs to one session on one device: it goes at sign-out, when the member
 * is banned, and when the push service answers 404 or 410.
 *
 * What the service worker receives, decrypted (pushPayloadSchema): the bell's sentence in the
 * member's language as `body`, and no more than the bell shows.
 *
 * Preferences (the profile's grid, contracts/notifications.ts):
 *   GET   /api/me/notification-preferences   signed in -> 200 notificationPreferencesSchema
 *   PATCH /api/me/notification-preferences   signed in; any subset -> 200 the whole thing
 */

/** Until a person chooses: the push column of notificationDefaults (contracts/notifications-rules.ts). */
export const pushDefaults = channelDefaults("push");

/**
 * In the bell: all on. Turning one off stores that kind's new notifications as already read,
 * so the bell does not count them; they stay in the list, and email and push still use the row.
 */
export const inAppDefaults = Object.fromEntries(
  notificationKinds.map((kind) => [kind, true]),
) as Record<NotificationKind, boolean>;

/** Kinds the grid offers no push or in-app switch for (told another way, or always). */
export const pushHiddenKinds: readonly NotificationKind[] = ["username_changed"];

/**
 * How long the push service keeps a push for a phone that is off (TTL, seconds), and how
 * urgently it wakes the phone (RFC 8030 Urgency): a message now, a reaction whenever.
 */
export const pushDelivery: Record<
  NotificationKind,
  { ttlSeconds: number; urgency: "very-low" | "low" | "normal" | "high" }
> = {
  comment_on_post: { ttlSeconds: 24 * 3600, urgency: "normal" },
  reaction_on_post: { ttlSeconds: 6 * 3600, urgency: "low" },
  membership_approved: { ttlSeconds: 3 * 24 * 3600, urgency: "normal" },
  membership_rejected: { ttlSeconds: 3 * 24 * 3600, urgency: "normal" },
  report_handled: { ttlSeconds: 3 * 24 * 3600, urgency: "low" },
  event_changed: { ttlSeconds: 24 * 3600, urgency: "high" },
  event_cancelled: { ttlSeconds: 24 * 3600, urgency: "high" },
  content_removed: { ttlSeconds: 3 * 24 * 3600, urgency: "normal" },
  membership_request: { ttlSeconds: 24 * 3600, urgency: "normal" },
  new_report: { ttlSeconds: 24 * 3600, urgency: "high" },
  username_changed: { ttlSeconds: 3 * 24 * 3600, urgency: "low" },
  data_export_ready: { ttlSeconds: 24 * 3600, urgency: "normal" },
  new_message: { ttlSeconds: 24 * 3600, urgency: "high" },
  item_sold: { ttlSeconds: 24 * 3600, urgency: "low" },
  saved_search_match: { ttlSeconds: 24 * 3600, urgency: "low" },
  waitlist_promoted: { ttlSeconds: 12 * 3600, urgency: "high" },
  event_reminder_day: { ttlSeconds: 12 * 3600, urgency: "normal" },
  event_reminder_hour: { ttlSeconds: 3600, urgency: "high" },
  mention: { ttlSeconds: 24 * 3600, urgency: "normal" },
  bookmark_reminder: { ttlSeconds: 12 * 3600, urgency: "normal" },
};

export const pushLimits = {
  /** A push service's endpoint URL (browsers' are well under 1,000 characters). */
  endpointMaxLength: 2000,
  /** base64url of a 65-byte P-256 point is 87 characters; of 16 auth bytes 22. */
  keyMaxLength: 200,
  /** A member's devices: the oldest subscription goes when a new one would pass this. */
  perUser: 20,
} as const;

/** Quiet hours are written as 24-hour "HH:MM" in the city's time zone. */
export const quietHoursPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export const pushMessages = defineMessages({
  signIn: { id: "push.signIn", defaultMessage: "Sign in to get notifications on this device." },
  notHttps: {
    id: "push.notHttps",
    defaultMessage: "This push address is not allowed: it must start with https://.",
  },
  notPublic: {
    id: "push.notPublic",
    defaultMessage: "This push address is not allowed: it must point at a public push service.",
  },
  badEndpoint: {
    id: "push.badEndpoint",
    defaultMessage: "This push address is not a valid URL.",
  },
  badKeys: {
    id: "push.badKeys",
    defaultMessage: "This device's push keys are not valid.",
  },
  badQuietHours: {
    id: "push.badQuietHours",
    defaultMessage: "Quiet hours need a start and an end time (HH:MM) that differ.",
  },
  chooseOne: {
    id: "push.chooseOne",
    defaultMessage: "Choose at least one notification setting.",
  },
});
