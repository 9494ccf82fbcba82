// The page's side of the service worker (web/service-worker/sw.ts, decision 075): it is
// registered once the page has loaded, off the first paint's path; it says when what the
// page shows came from this device's copy ("Offline — last updated …") and when a new
// version waits; and it empties a member's copies at sign-in and sign-out.
import { useSyncExternalStore } from "react";
import { cachedAtMeta, isUserCache, offlineAnswerMessage } from "../service-worker/caches.ts";

export type AppStatus = {
  /** When the oldest copy this page shows was stored (ISO 8601), while offline. */
  cachedAt: string | null;
  /** A new version is installed and waits for a reload. */
  updateReady: boolean;
};

const initial: AppStatus = { cachedAt: null, updateReady: false };
let status = initial;
const listeners = new Set<() => void>();
let waitingWorker: ServiceWorker | null = null;
let reloadAsked = false;

function update(change: Partial<AppStatus>) {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

const older = (a: string | null, b: string) => (a !== null && a < b ? a : b);

/** Registers the worker after the page's load event; nothing at all during development. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  // A page the worker answered from its copy says so in its <head>.
  const kept = document.querySelector<HTMLMetaElement>(`meta[name="${cachedAtMeta}"]`)?.content;
  if (kept) update({ cachedAt: kept });
  container.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { type?: string; cachedAt?: string } | null;
    if (data?.type === offlineAnswerMessage && data.cachedAt) {
      update({ cachedAt: older(status.cachedAt, data.cachedAt) });
    }
  });
  container.startMessages();
  window.addEventListener("online", () => update({ cachedAt: null }));
  container.addEventListener("controllerchange", () => {
    if (reloadAsked) window.location.reload();
  });
  const register = async () => {
    const registration: ServiceWorkerRegistration | undefined = await container.register("/sw.js", {
      updateViaCache: "none",
    });
    // A browser told to block workers (the journeys' Playwright) answers with nothing.
    if (!registration) return;
    const noticeWaiting = () => {
      // The very first worker takes the page at once; only a later one waits.
      if (!registration.waiting || !container.controller) return;
      waitingWorker = registration.waiting;
      update({ updateReady: true });
    };
    noticeWaiting();
    registration.addEventListener("updatefound", () => {
      registration.installing?.addEventListener("statechange", noticeWaiting);
    });
  };
  const start = () => setTimeout(() => void register().catch(console.error), 0);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

/** The member chose "Reload": the waiting version takes over, then the page loads again. */
export function reloadForUpdate() {
  reloadAsked = true;
  if (waitingWorker) waitingWorker.postMessage({ type: "skip-waiting" });
  else window.location.reload();
}

/** Forgets every page and answer kept for the member who was signed in on this device. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
  } catch (error) {
    console.error(error);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The worker's news for the page; nothing while React adopts a page drawn elsewhere. */
export const useAppStatus = () =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => initial,
  );
