// A cheap load generator for live streams, run as a child process of a bench
// (`fork`, IPC): thousands of raw TCP sockets, each one GET of an event stream,
// with no HTTP client objects per connection. Apart from the server it loads,
// so the server's memory and CPU are its own. Times are epoch milliseconds
// (timeOrigin + now), comparable across the processes of one machine.
import net from "node:net";

type Command =
  | { type: "open"; port: number; path: string; cookies: string[]; host?: string; batch: number }
  | { type: "arm"; marker: string; timeoutMs: number }
  | { type: "watch" }
  | { type: "collect" }
  | { type: "close" };

interface Stream {
  socket: net.Socket;
  tail: string;
  /** The start of a message whose end has not arrived yet (while watching). */
  partial: string;
  arrivedAt: number;
}

const streams: Stream[] = [];
let marker: string | null = null;
let waiting = 0;
let onAllArrived: (() => void) | null = null;
let dropped = 0;
/** While watching: every post.created seen, as [post id, arrival] pairs (one per stream and post). */
let seen: [string, number][] | null = null;
const postCreated = /"type":"post\.created","id":"([^"]+)"/g;
const now = () => performance.timeOrigin + performance.now();
const send = (message: object) => process.send?.(message);

function openOne(port: number, path: string, cookie: string, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    const stream: Stream = { socket, tail: "", partial: "", arrivedAt: Number.NaN };
    let head = "";
    let opened = false;
    socket.setEncoding("utf8");
    socket.setNoDelay(true);
    socket.on("connect", () => {
      const cookieLine = cookie ? `cookie: ${cookie}\r\n` : "";
      socket.write(
        `GET ${path} HTTP/1.1\r\nhost: ${host}:${port}\r\naccept: text/event-stream\r\n${cookieLine}\r\n`,
      );
    });
    socket.on("data", (chunk: string) => {
      if (!opened) {
        head += chunk;
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        const lines = head.slice(0, end).toLowerCase();
        if (!lines.startsWith("http/1.1 200") || !lines.includes("text/event-stream")) {
          socket.destroy();
          reject(new Error(`stream refused: ${head.slice(0, 200)}`));
          return;
        }
        opened = true;
        streams.push(stream);
        resolve();
        chunk = head.slice(end + 4);
      }
      if (seen) {
        // Whole messages only (they end in a blank line): one split across two reads is read once whole.
        const text = stream.partial + chunk;
        const end = text.lastIndexOf("\n\n");
        stream.partial = text.slice(end + 2);
        const at = now();
        for (const match of text.slice(0, end + 2).matchAll(postCreated))
          seen.push([match[1] ?? "", at]);
      }
      if (marker === null || !Number.isNaN(stream.arrivedAt)) return;
      // A marker split across two reads is still found in the last read's tail.
      const text = stream.tail + chunk;
      if (text.includes(marker)) {
        stream.arrivedAt = now();
        if (--waiting === 0) onAllArrived?.();
      } else {
        stream.tail = text.slice(-marker.length);
      }
    });
    socket.on("error", (error) => {
      if (!opened) reject(error);
    });
    socket.on("close", () => {
      if (opened) dropped++;
    });
  });
}

/**
 * Opens one stream; one refused as busy (503 while the database queue is full,
 * 429) is asked again a moment later, as EventSource reconnects by itself.
 */
async function openWithRetry(port: number, path: string, cookie: string, host: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openOne(port, path, cookie, host);
    } catch (error) {
      const busy = / (503|429) /.test(String((error as Error).message).split("\n")[0] ?? "");
      if (!busy || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

process.on("message", async (command: Command) => {
  if (command.type === "open") {
    let failed = 0;
    let firstError = "";
    const host = command.host ?? "127.0.0.1";
    for (let i = 0; i < command.cookies.length; i += command.batch) {
      const batch = command.cookies.slice(i, i + command.batch);
      const results = await Promise.allSettled(
        batch.map((cookie) => openWithRetry(command.port, command.path, cookie, host)),
      );
      for (const result of results) {
        if (result.status === "rejected") {
          failed++;
          firstError ||= String(result.reason?.message ?? result.reason);
        }
      }
    }
    send({ type: "opened", open: streams.length, failed, firstError });
  } else if (command.type === "arm") {
    for (const stream of streams) {
      stream.arrivedAt = Number.NaN;
      stream.tail = "";
    }
    waiting = streams.length;
    marker = command.marker;
    send({ type: "armed" });
    await new Promise<void>((resolve) => {
      onAllArrived = resolve;
      if (waiting === 0) resolve();
      setTimeout(resolve, command.timeoutMs).unref();
    });
    onAllArrived = null;
    marker = null;
    send({ type: "arrivals", times: streams.map((stream) => stream.arrivedAt), dropped });
  } else if (command.type === "watch") {
    seen = [];
    send({ type: "watching" });
  } else if (command.type === "collect") {
    send({ type: "seen", seen: seen ?? [], open: streams.length, dropped });
    seen = null;
  } else if (command.type === "close") {
    for (const stream of streams) stream.socket.destroy();
    streams.length = 0;
    send({ type: "closed" });
  }
});
process.on("disconnect", () => process.exit(0));
