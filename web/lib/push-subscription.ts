import { api } from "./api.ts";

// Web push on this device (issue 33): the browser's permission, its PushSubscription
// and the server's copy of it (POST/DELETE /api/push/subscriptions). Nothing here asks
// the browser for permission until subscribeToPush() is called, which the profile does
// only after the member turns a push switch on (product decision 37).

/** Whether this browser can get push: iOS Safari only from the Home Screen app. */
export type PushSupport = "supported" | "needs-home-screen" | "unsupported";

/** Why turning push on did not finish. */
export type PushFailure = "denied" | "no-worker" | "failed";

export class PushSetupError extends Error {
  constructor(
    readonly reason: PushFailure,
    message: string,
  ) {
    super(message);
  }
}

/** How long to wait for the service worker before saying it never started. */
const workerWaitMs = 10_000;

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  const supported =
    "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  if (supported) return "supported";
  // Safari on iPhone and iPad offers push only to a web app added to the Home Screen.
  return isAppleMobile() ? "needs-home-screen" : "unsupported";
}

/** The browser's answer so far, without asking: "default" means it has not been asked. */
export function notificationPermission(): NotificationPermission | "unsupported" {
  if (typeof Notification === "undefined") return "unsupported";
  return Notification.permission;
}

/** The worker's registration if one is there, without waiting for one to start. */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushSupport() !== "supported") return undefined;
  try {
    return await navigator.serviceWorker.getRegistration();
  } catch {
    return undefined;
  }
}

/** This device's subscription, if it has one (never asks for permission). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await existingRegistration();
  if (!registration?.pushManager) return null;
  try {
    return await registration.pushManager.getSubscription();
  } catch {
    return null;
  }
}

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PushSetupError("no-worker", "The service worker did not start")),
      workerWaitMs,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server's VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const text = atob(padded + "=".repeat((4 - (padded.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** What the server keeps of a subscription: `{ endpoint, keys: { p256dh, auth } }`. */
function subscriptionBody(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh, auth: keys?.auth },
  };
}

/**
 * Turns push on for this device: asks the browser's permission (only now), waits for
 * the service worker, subscribes with the server's key and gives the server the
 * subscription. Throws PushSetupError("denied") when the member or the browser says no.
 */
export async function subscribeToPush(): Promise<PushSubscription> {
  if (pushSupport() !== "supported") {
    throw new PushSetupError("failed", "This browser cannot get push notifications");
  }
  const permission =
    Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") {
    throw new PushSetupError("denied", "Notifications are not allowed");
  }
  const registration = await readyRegistration();
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await api<{ publicKey: string }>("/api/push/key");
    try {
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
    } catch (error) {
      if (notificationPermission() === "denied") {
        throw new PushSetupError("denied", "Notifications are not allowed");
      }
      throw new PushSetupError("failed", (error as Error).message);
    }
  }
  await api("/api/push/subscriptions", { method: "POST", body: subscriptionBody(subscription) });
  return subscription;
}

/**
 * Turns push off for this device: the server forgets the subscription, then the browser
 * drops it. Used by "Turn off push on this device" and at sign-out (while the session
 * still holds). Does nothing when the device has no subscription.
 */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  try {
    await api("/api/push/subscriptions", {
      method: "DELETE",
      body: { endpoint: subscription.endpoint },
    });
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
}
