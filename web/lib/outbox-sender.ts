import { ApiError, api, apiErrorFromReply, idempotencyHeaders, networkError } from "./api.ts";
import { apiErrorText } from "./api-error-text.ts";
import {
  announceSent,
  type OutboxWrite,
  outboxViewer,
  publishWrites,
  queuedHint,
} from "./outbox.ts";
import { addWrite, allWrites, changeWrite, removeWrite } from "./outbox-store.ts";
import { parseJsonOrNull } from "./parse-json.ts";

// Sends the outbox (decision 074): one tab at a time (a Web Lock), oldest first, each write
// with its own Idempotency-Key on every attempt. A write the server refused (4xx) waits
// for the member's Retry or Discard; one that got no answer, or a 5xx, is tried again later.

const lockName = "coastal-outbox";
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(lockName);
channel?.addEventListener("message", (event: MessageEvent<Broadcast>) => {
  if (event.data.type === "sent") announceSent(event.data.write, event.data.created);
  void refresh();
});

type Broadcast = { type: "changed" } | { type: "sent"; write: OutboxWrite; created: unknown };

/** A tab without Web Locks treats another tab's claim as live for this long. */
const claimMs = 30_000;
const retryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000];
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | null = null;
let again = false;

/** Shows what an earlier page left and sends it. */
export async function start() {
  await refresh();
  await flush();
}

/** Reads the outbox into the page's state; forgets the localStorage hint once it is empty. */
export async function refresh() {
  const all = await allWrites();
  publishWrites(all);
  if (all.length === 0) {
    await withLock(`${lockName}-hint`, async () => {
      if ((await allWrites()).length === 0) setHint(false);
    });
  }
}

export async function add(write: OutboxWrite) {
  await withLock(`${lockName}-hint`, async () => {
    setHint(true);
    await addWrite(write);
  });
  await changed();
  void flush();
}

export async function retry(key: string) {
  await changeWrite(key, (write) =>
    write.state === "failed" ? { ...write, state: "waiting", problem: null } : null,
  );
  await changed();
  failures = 0;
  await flush();
}

export async function discard(key: string) {
  // One being sent has gone already, or is about to: it cannot be taken back.
  await removeWrite(key, (write) => write.state === "sending" && !claimExpired(write));
  await changed();
}

/** Sends the viewer's waiting writes; a call while it runs makes it look again afterwards. */
export function flush(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  clearTimeout(retryTimer);
  running = withLock(lockName, sendWaiting).finally(() => {
    running = null;
    if (again) {
      again = false;
      void flush();
    }
  });
  return running;
}

async function sendWaiting() {
  const userId = outboxViewer();
  if (!userId) return;
  for (const queued of await allWrites()) {
    if (queued.userId !== userId || queued.state === "failed") continue;
    if (navigator.onLine === false) break;
    const claimed = await claim(queued.key);
    if (!claimed) continue;
    await changed();
    const outcome = await deliver(claimed);
    if (outcome.sent) {
      failures = 0;
      await removeWrite(claimed.key);
      await changed({ type: "sent", write: { ...claimed, photo: null }, created: outcome.created });
      announceSent(claimed, outcome.created);
      continue;
    }
    if (outcome.later) {
      // In order: what follows waits for this one.
      await changeWrite(claimed.key, (write) => ({ ...write, state: "waiting", claimedAt: null }));
      await changed();
      retryLater();
      return;
    }
    await changeWrite(claimed.key, (write) => ({
      ...write,
      state: "failed",
      problem: outcome.problem,
      claimedAt: null,
    }));
    await changed();
  }
  await refresh();
}

/** Marks a write as being sent, unless another tab has it, or it was discarded or refused. */
function claim(key: string) {
  return changeWrite(key, (write) => {
    if (write.state === "failed") return null;
    // Under the Web Lock no other tab is sending: a write left "sending" lost its tab.
    if (!hasLocks() && write.state === "sending" && !claimExpired(write)) return null;
    return { ...write, state: "sending", claimedAt: Date.now() };
  });
}

type Outcome =
  | { sent: true; created: unknown }
  | { sent: false; later: true }
  | { sent: false; later: false; problem: string };

async function deliver(write: OutboxWrite): Promise<Outcome> {
  try {
    const created = write.photo
      ? await sendForm(write)
      : await api<unknown>(write.path, { body: write.body, idempotencyKey: write.key });
    return { sent: true, created };
  } catch (error) {
    if (!(error instanceof ApiError) || tryAgainLater(error)) return { sent: false, later: true };
    // A refusal does not fix itself: the server's words, and the member decides.
    return { sent: false, later: false, problem: apiErrorText(error) };
  }
}

/** No answer, a server failure, a limit or the same key still running: the same request may go through later. */
const tryAgainLater = (error: ApiError) =>
  error.status === 0 ||
  error.status >= 500 ||
  [408, 425, 429].includes(error.status) ||
  error.code === "IDEMPOTENCY_IN_PROGRESS";

async function sendForm(write: OutboxWrite): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(write.body)) form.append(name, value);
  if (write.photo) form.append("image", write.photo, write.photoName ?? "photo");
  let response: Response;
  try {
    response = await fetch(write.path, {
      method: "POST",
      headers: idempotencyHeaders(write.key),
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw networkError();
  }
  const text = await response.text();
  if (!response.ok) throw apiErrorFromReply(response.status, response.statusText, text);
  return text ? parseJsonOrNull(text) : null;
}

function retryLater() {
  const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)];
  failures += 1;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flush(), delay);
}

async function changed(message: Broadcast = { type: "changed" }) {
  publishWrites(await allWrites());
  channel?.postMessage(message);
}

const hasLocks = () =>
  typeof navigator !== "undefined" && typeof navigator.locks?.request === "function";

const claimExpired = (write: OutboxWrite) => Date.now() - (write.claimedAt ?? 0) > claimMs;

function withLock(name: string, run: () => Promise<void>): Promise<void> {
  return hasLocks() ? navigator.locks.request(name, run) : run();
}

function setHint(queued: boolean) {
  try {
    if (queued) localStorage.setItem(queuedHint, "1");
    else localStorage.removeItem(queuedHint);
  } catch {
    // Storage refused (private mode): page loads then look in IndexedDB each time.
  }
}
