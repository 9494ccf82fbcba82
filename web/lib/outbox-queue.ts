import { networkError } from "./api.ts";
import { isOffline, isUnsent, type NewWrite } from "./outbox.ts";

// The outbox's writing half (decision 074): queue a write, send a refused one again, drop
// one. Apart from outbox.ts so a page that only shows the waiting list (the feed's
// stand-in composer) does not carry it: a module copied into a chunk comes whole.

const sender = () => import("./outbox-sender.ts");

/**
 * Sends a write now, or queues it when offline or when the request got no answer. Returns
 * what the server created, or null when it was queued; a refusal throws as before.
 */
export async function sendOrQueue<T>(write: NewWrite, send: () => Promise<T>): Promise<T | null> {
  let unsent: unknown = networkError();
  if (!isOffline()) {
    try {
      return await send();
    } catch (error) {
      if (!isUnsent(error)) throw error;
      unsent = error;
    }
  }
  try {
    await queueWrite(write);
  } catch {
    // No IndexedDB here (a private window, say): the form says it could not be sent.
    throw unsent;
  }
  return null;
}

/** Keeps a write in the outbox (it shows as "Waiting to send") and sends it when it can. */
export async function queueWrite(write: NewWrite): Promise<void> {
  const { photo = null, ...rest } = write;
  await (await sender()).add({
    ...rest,
    photo,
    photoName: photo?.name ?? null,
    createdAt: Date.now(),
    state: "waiting",
    problem: null,
    claimedAt: null,
  });
}

/** Sends a refused write again, with the same key. */
export const retryWrite = async (key: string) => (await sender()).retry(key);

/** Drops a waiting or refused write for good. */
export const discardWrite = async (key: string) => (await sender()).discard(key);
