import type { FastifyInstance } from "fastify";
import { type LiveChange, saysSuspended } from "../../contracts/realtime.ts";

const addresses = new Map<FastifyInstance, string>();

/** The app listening on a free local port: inject() cannot hold a stream open. */
export async function listening(app: FastifyInstance) {
  const known = addresses.get(app);
  if (known) return known;
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  addresses.set(app, address);
  return address;
}

/**
 * Opens a city's event stream (or, with `path`, another, such as the user's own
 * `/api/me/live`) over real HTTP, as EventSource would, and reads its messages
 * as they come: `changes` batches, `resync` requests, `notification` and
 * `viewer` signals, and whether the server ended the stream.
 */
export async function openEventStream(
  app: FastifyInstance,
  {
    cookie,
    city = "miami",
    path = `/api/cities/${city}/live`,
    headers = {},
  }: {
    cookie: string;
    city?: string;
    path?: string;
    headers?: Record<string, string>;
  },
) {
  const address = await listening(app);
  const controller = new AbortController();
  const response = await fetch(`${address}${path}`, {
    headers: { cookie, ...headers },
    signal: controller.signal,
  });
  const stream = {
    status: response.status,
    headers: response.headers,
    body: response.ok ? undefined : await response.json(),
    /** One entry per `changes` message: the batch of live changes it carried. */
    messages: [] as LiveChange[][],
    resyncs: 0,
    /** `notification` signals: the viewer's own notifications changed (issue 13). */
    notifications: 0,
    /** `viewer` signals: the viewer's own account changed (decision 034). */
    viewers: 0,
    /** `viewer` signals that said the account was suspended (a ban), and whether one came before the end. */
    suspended: 0,
    suspendedBeforeEnd: false,
    ended: false,
    changes: () => stream.messages.flat(),
    stop: () => controller.abort(),
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          const blocks = buffer.split("\n\n");
          buffer = blocks.pop() ?? "";
          for (const block of blocks) read(block);
        }
        stream.ended = true;
      } catch {
        // aborted by stop()
      }
    })();
  }
  function read(block: string) {
    const lines = block.split("\n");
    const name = lines.find((line) => line.startsWith("event: "))?.slice(7);
    const data = lines.find((line) => line.startsWith("data: "))?.slice(6);
    if (name === "changes" && data) stream.messages.push(JSON.parse(data).events);
    if (name === "resync") stream.resyncs++;
    if (name === "notification") stream.notifications++;
    if (name === "viewer") stream.viewers++;
    if (name === "viewer" && data && saysSuspended(data)) {
      stream.suspended++;
      stream.suspendedBeforeEnd = !stream.ended;
    }
  }
  return stream;
}

export const waitFor = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** The signed-in user's own stream: their notifications and account changes (decision 034). */
export const openUserStream = (
  app: FastifyInstance,
  options: { cookie: string; headers?: Record<string, string> },
) => openEventStream(app, { ...options, path: "/api/me/live" });
