import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { ApiError } from "./api.ts";

// Posts, comments and messages written offline (decision 074). A write that cannot go now
// (the browser is offline, or its request never got an answer) is kept in IndexedDB with
// its Idempotency-Key and sent, oldest first, on the `online` event, on page load and on a
// timer; every attempt sends the same key, so the server stores it once. This module is
// the small part a composer imports; IndexedDB and the sending (outbox-sender.ts) load
// only once something is queued, the connection changes or the page is first used.
// Queueing, retrying and discarding are outbox-queue.ts: what sends or shows a write
// imports them, not the feed's stand-in composer (a copied module comes whole, decision 092).

export type OutboxKind = "post" | "comment" | "message";

/** waiting: kept until it can go; sending: on its way; failed: the server refused it. */
export type OutboxState = "waiting" | "sending" | "failed";

export interface OutboxWrite {
  /** Its Idempotency-Key, the same on every attempt; also its id. */
  key: string;
  /** Who wrote it: only their pages show and send it. */
  userId: string;
  kind: OutboxKind;
  /** Where it will appear ("post:<id>", "feed:<city>", "conversation:<id>"). */
  scope: string;
  /** The POST it becomes. */
  path: string;
  /** The JSON body; with a photo, the multipart form's text fields. */
  body: Record<string, string>;
  /** A post's photo, sent as the form's `image`. */
  photo: Blob | null;
  photoName: string | null;
  /** What the member wrote, shown where it will appear. */
  text: string;
  createdAt: number;
  state: OutboxState;
  /** The server's refusal, in the page's language, when it failed. */
  problem: string | null;
  /** When a tab without Web Locks claimed it for sending. */
  claimedAt: number | null;
}

export type NewWrite = Pick<
  OutboxWrite,
  "key" | "userId" | "kind" | "scope" | "path" | "body" | "text"
> & { photo?: File | null };

type SentListener = (write: OutboxWrite, created: unknown) => void;

// The server's snapshot itself, so adopting a drawn page finds them equal: a different empty
// list made React draw the composer again, synchronously, right after adopting the page.
const none: readonly OutboxWrite[] = [];
let writes: readonly OutboxWrite[] = none;
let viewerId: string | null = null;
let started = false;
const listeners = new Set<() => void>();
const sentListeners = new Set<SentListener>();

const sender = () => import("./outbox-sender.ts");

/** The browser says it has no network (navigator.onLine is only ever sure about "no"). */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The request never got an answer: it may or may not have been stored, so its key must be kept. */
export const isUnsent = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The viewer's queued writes that will appear in `scope`, oldest first; `onSent` hears
 * of each one the server took (from this tab or another), with what it created.
 */
export function useOutbox(
  scope: string,
  userId: string | null | undefined,
  onSent?: (write: OutboxWrite, created: unknown) => void,
): OutboxWrite[] {
  const all = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    if (userId) startOutbox(userId);
  }, [userId]);
  const heard = useRef(onSent);
  heard.current = onSent;
  useEffect(() => {
    const listener: SentListener = (write, created) => {
      if (write.scope === scope && write.userId === userId) heard.current?.(write, created);
    };
    sentListeners.add(listener);
    return () => void sentListeners.delete(listener);
  }, [scope, userId]);
  return useMemo(
    () => all.filter((write) => write.scope === scope && write.userId === userId),
    [all, scope, userId],
  );
}

/**
 * Starts sending the viewer's queued writes: now if a write was left by an earlier page
 * (a hint in localStorage says so without opening IndexedDB), and whenever the browser
 * comes back online.
 */
export function startOutbox(userId: string) {
  const changedUser = viewerId !== userId;
  viewerId = userId;
  if (started) {
    if (changedUser) void withSender((module) => module.flush());
    return;
  }
  started = true;
  window.addEventListener("online", () => void withSender((module) => module.flush()));
  window.addEventListener("offline", () => void withSender((module) => module.refresh()));
  if (hasQueuedHint()) void withSender((module) => module.start());
  // A page without the service worker's copies could not fetch this code once offline:
  // it comes on the page's first press, key or focus, before anything can be written
  // (it opens no database until something is queued). Not while idle: decision 092
  // counts every script a page loads on its own.
  whenFirstUsed(() => void withSender(() => {}));
}

/**
 * Runs `run` once, on the page's first press, key or focus (what a reader never uses stays
 * away); returns what stops waiting.
 */
export function whenFirstUsed(run: () => void) {
  const events = ["pointerdown", "keydown", "focusin"] as const;
  const stop = () => {
    for (const name of events) window.removeEventListener(name, once, true);
  };
  const once = () => {
    stop();
    run();
  };
  for (const name of events) window.addEventListener(name, once, true);
  return stop;
}

/** Runs `use` once the sending code is here; offline, before it came, nothing happens. */
const withSender = (use: (module: Awaited<ReturnType<typeof sender>>) => unknown) =>
  sender().then(use, () => {});

// For the sender.
export const outboxViewer = () => viewerId;
export function publishWrites(next: readonly OutboxWrite[]) {
  writes = next;
  for (const listener of listeners) listener();
}
export function announceSent(write: OutboxWrite, created: unknown) {
  for (const listener of sentListeners) listener(write, created);
}

/** localStorage's note that the outbox may hold something: page loads without it skip IndexedDB. */
export const queuedHint = "coastal.outbox";
function hasQueuedHint() {
  try {
    return localStorage.getItem(queuedHint) !== null;
  } catch {
    return true;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const snapshot = () => writes;
const serverSnapshot = () => none;
