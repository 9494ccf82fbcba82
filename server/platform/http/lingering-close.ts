import type { IncomingMessage } from "node:http";

/** How long, and how much, we keep swallowing after answering early. */
export const lingerLimits = { milliseconds: 2000, bytes: 8 * 1024 * 1024 } as const;

/**
 * Closes the connection of a request that was answered before its body had
 * fully arrived (an upload refused as too large, rate limited, signed out).
 *
 * Closing at once would make the client's next packets meet a TCP reset, which
 * can erase our answer before the client reads it (RFC 9112, section 9.6). So:
 * half-close (the answer is followed by a FIN), discard what the client still
 * sends for a moment, then close for good. Bounded by `lingerLimits`, so the
 * rest of a 30 MB body is never read.
 */
export function lingeringClose(request: IncomingMessage) {
  const socket = request.socket;
  if (!socket || socket.destroyed) return;
  let discarded = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, lingerLimits.milliseconds);
  socket.once("close", () => clearTimeout(timer));
  request.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > lingerLimits.bytes) close();
  });
  request.resume();
  socket.end();
}
