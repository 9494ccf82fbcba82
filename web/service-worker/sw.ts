// Coastal's service worker (issue 33, decision 075), bundled by scripts/build/pwa.ts into
// dist/web/sw.js with the build's list of files in place of `PRECACHE_MANIFEST`.
// - The build's hashed scripts and styles, the icons and the offline pages are precached.
// - Pages and the API's GETs go to the network first; without one, this device's last
//   copy answers, stamped with when it was kept, so the page can say "last updated".
// - A page never opened here answers with the offline page, in the browser's language.
// - Nothing kept here may outlive its member: signing in, up or out empties the copies
//   (the page also calls clearUserCaches(), web/lib/service-worker.ts).
// - A new version waits until the member reloads from the prompt ("skip-waiting").
// - Pushes (issue 33, scope 3) show as notifications; a tap opens their page.
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import {
  apiCache,
  cachedAtHeader,
  isUserCache,
  offlineAnswerMessage,
  pagesCache,
  withCachedAtMeta,
} from "./caches.ts";

// The few parts of the worker's global scope used here (the project's TypeScript sees the
// DOM's globals, not a worker's).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WindowClient = {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
};
type Scope = {
  location: Location;
  navigator: Navigator;
  registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  clients: {
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: string, listener: (event: never) => void): void;
};
const sw = self as unknown as Scope;
// The build's files (scripts/build/pwa.ts writes the list in place of this name).
declare const PRECACHE_MANIFEST: Array<{ url: string; revision: string | null }>;

cleanupOutdatedCaches();
precacheAndRoute(PRECACHE_MANIFEST);
clientsClaim();

/**
 * Keeps only answers of `type` (a page's HTML, the API's JSON: never a download), each
 * with the time it was stored, so a copy can say when it was current.
 */
const stampOnStore = (type: string) => ({
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (!response.ok || response.redirected || response.type !== "basic") return null;
    if (!(response.headers.get("content-type") ?? "").startsWith(type)) return null;
    const headers = new Headers(response.headers);
    headers.set(cachedAtHeader, new Date().toISOString());
    // The body is kept decoded, whatever the network sent.
    headers.delete("content-encoding");
    headers.delete("content-length");
    const body = await response.blob();
    return new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
});

const pages = new NetworkFirst({
  cacheName: pagesCache,
  plugins: [
    stampOnStore("text/html"),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 86400 }),
  ],
});
const api = new NetworkFirst({
  cacheName: apiCache,
  plugins: [
    stampOnStore("application/json"),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86400 }),
  ],
});

const sameOrigin = (url: URL) => url.origin === sw.location.origin;
// Not pages of the app: the API, uploaded files, the development mail box.
const notAPage = /^\/(api|uploads|dev)\//;

function offlinePage(): Promise<Response | undefined> {
  const spanish = (sw.navigator.languages ?? [sw.navigator.language]).some((language) =>
    language.toLowerCase().startsWith("es"),
  );
  return matchPrecache(spanish ? "/es/offline.html" : "/offline.html");
}

registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && sameOrigin(url) && !notAPage.test(url.pathname),
  async ({ request, event }) => {
    try {
      const response = await pages.handle({ request, event: event as never });
      if (!response.headers.has(cachedAtHeader)) return response;
      return withCachedAtMeta(response);
    } catch {
      return (await offlinePage()) ?? Response.error();
    }
  },
);

// The other languages' builds (decision 078) are not in this build's precache list: their
// hashed scripts and styles are kept as a page first uses them, so a Spanish page already
// visited also opens offline. Hashed names never change content, so the copy is always good.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/[a-z]{2}\/assets\//.test(url.pathname),
  new CacheFirst({
    cacheName: "coastal-language-assets",
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 90 * 86400 })],
  }),
);

// The API's reads a page shows. Not the live stream, nor the sign-in's own answers.
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) &&
    url.pathname.startsWith("/api/") &&
    !url.pathname.startsWith("/api/auth/") &&
    !url.pathname.startsWith("/api/docs") &&
    !(request.headers.get("accept") ?? "").includes("text/event-stream"),
  async ({ request, event }) => {
    const response = await api.handle({ request, event: event as never });
    const cachedAt = response.headers.get(cachedAtHeader);
    const clientId = (event as unknown as { clientId?: string }).clientId;
    if (cachedAt && clientId) {
      (await sw.clients.get(clientId))?.postMessage({ type: offlineAnswerMessage, cachedAt });
    }
    return response;
  },
);

async function clearUserCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCache).map((name) => caches.delete(name)));
}

// Whoever signs in, up or out, the copies of the last member's pages and answers go.
const changesWho =
  /^\/api\/auth\/(sign-in|sign-up|sign-out|callback|passkey\/verify-authentication|email-otp|magic-link|two-factor\/verify)/;
sw.addEventListener("fetch", (event: ExtendableEvent & { request: Request }) => {
  const url = new URL(event.request.url);
  if (sameOrigin(url) && changesWho.test(url.pathname)) event.waitUntil(clearUserCaches());
});

sw.addEventListener("message", (event: ExtendableEvent & { data: unknown }) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === "skip-waiting") void sw.skipWaiting();
  if (type === "clear-user-caches") event.waitUntil(clearUserCaches());
});

type PushPayload = { title?: string; body?: string; link?: string; tag?: string; kind?: string };

/** Only a path of this site opens from a notification. */
function linkOf(data: unknown): string {
  const link = (data as { link?: unknown } | null)?.link;
  if (typeof link !== "string") return "/";
  const url = new URL(link, sw.location.origin);
  return sameOrigin(url) ? url.pathname + url.search + url.hash : "/";
}

sw.addEventListener("push", (event: ExtendableEvent & { data: { json(): unknown } | null }) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    payload = {};
  }
  const link = linkOf(payload);
  event.waitUntil(
    sw.registration.showNotification(payload.title || "Coastal", {
      body: payload.body ?? "",
      tag: payload.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { link, kind: payload.kind },
    }),
  );
});

sw.addEventListener(
  "notificationclick",
  (event: ExtendableEvent & { notification: Notification }) => {
    event.notification.close();
    const link = linkOf(event.notification.data);
    event.waitUntil(
      (async () => {
        const tabs = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
        const target = new URL(link, sw.location.origin).href;
        const same = tabs.find((tab) => tab.url === target);
        if (same) return same.focus();
        const open = tabs[0];
        if (open) {
          const focused = await open.focus();
          return (await focused.navigate(target)) ?? focused;
        }
        return sw.clients.openWindow(target);
      })(),
    );
  },
);
