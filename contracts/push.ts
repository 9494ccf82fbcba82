import { z } from "zod";
import { notificationKinds } from "./notifications-rules.ts";
import { pushLimits, pushMessages } from "./push-rules.ts";

export * from "./push-rules.ts";

/** `GET /api/push/key`: what the browser's `pushManager.subscribe({ applicationServerKey })` takes. */
export const pushKeySchema = z.object({
  /** The VAPID public key: an uncompressed P-256 point, base64url without padding. */
  publicKey: z.string(),
});
export type PushKey = z.infer<typeof pushKeySchema>;

const base64url = z
  .string()
  .min(1, pushMessages.badKeys.defaultMessage)
  .max(pushLimits.keyMaxLength, pushMessages.badKeys.defaultMessage)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushMessages.badKeys.defaultMessage);

const endpoint = z
  .string()
  .max(pushLimits.endpointMaxLength, pushMessages.badEndpoint.defaultMessage)
  .url(pushMessages.badEndpoint.defaultMessage);

/**
 * `POST /api/push/subscriptions`: `PushSubscription.toJSON()` as the browser gives it
 * (`expirationTime` and anything else it adds is ignored). The endpoint must be https and
 * point at a public address (400 otherwise: push must not reach inside the network).
 */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionCreatedSchema = z.object({ id: z.string() });

/** `DELETE /api/push/subscriptions`: this device's endpoint, after `subscription.unsubscribe()`. */
export const pushUnsubscribeSchema = z.object({ endpoint });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** What the service worker's `push` event carries (JSON, encrypted to the device: RFC 8291). */
export const pushPayloadSchema = z.object({
  /** "Coastal" (the app's name); the notification's heading. */
  title: z.string(),
  /** The bell's sentence, in the member's language. */
  body: z.string(),
  /** The app path to open on a tap (the bell's link). */
  link: z.string(),
  /** Groups pushes on the device: a newer one about the same thing replaces the older. */
  tag: z.string(),
  kind: z.enum(notificationKinds),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
