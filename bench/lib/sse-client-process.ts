// A cheap load generator for live streams, run as a child process of a bench
// (`fork`, IPC): thousands of raw TCP sockets, each one GET of an event stream,
// with no HTTP client objects per connection. Apart from the server it loads,
// so the server's memory and CPU are its own. Times are epoch milliseconds
// (timeOrigin + now), comparable across the processes of one machine.
import net from "node:net";

type Command =
  | { type: "open"; port: number; path: string; cookies: string[]; host?: string; batch: number }
  | { type: "arm"; marker: string; timeoutMs: number }
  | { type: "close" };

interface Stream {
  socket: net.Socket;
  tail: string;
  arrivedAt: number;
}

const streams: Stream[] = [];
let marker: string | null = null;
let waiting = 0;
let onAllArrived: (() => void) | null = null;
let dropped = 0;
const now = () => performance.timeOrigin + performance.now();
const send = (message: object) => process.send?.(message);

function openOne(port: number, path: string, cookie: string, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    const stream: Stream = { socket, tail: "", arrivedAt: Number.NaN };
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

process.on("message", async (command: Command) => {
  if (command.type === "open") {
    let failed = 0;
    let firstError = "";
    const host = command.host ?? "127.0.0.1";
    for (let i = 0; i < command.cookies.length; i += command.batch) {
      const batch = command.cookies.slice(i, i + command.batch);
      const results = await Promise.allSettled(
        batch.map((cookie) => openOne(command.port, command.path, cookie, host)),
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
  } else if (command.type === "close") {
    for (const stream of streams) stream.socket.destroy();
    streams.length = 0;
    send({ type: "closed" });
  }
});
process.on("disconnect", () => process.exit(0));
