import type { ServerResponse } from "node:http";

export const streamLimits = {
  /** Open streams one user may hold on one instance (a few tabs and devices). */
  maxPerUser: 6,
  /** How often a stream checks that its session and membership still stand. */
  sessionRecheckMs: 30_000,
  /** A comment line that keeps proxies from closing an idle stream. */
  heartbeatMs: 20_000,
} as const;

export interface LiveStream {
  userId: string;
  sessionId: string;
  response: ServerResponse;
}

/** The event streams open on this instance, so they can be counted, told and closed. */
export class LiveStreams {
  private open = new Set<LiveStream>();

  add(stream: LiveStream) {
    this.open.add(stream);
  }

  remove(stream: LiveStream) {
    this.open.delete(stream);
  }

  countFor(userId: string): number {
    let count = 0;
    for (const stream of this.open) if (stream.userId === userId) count++;
    return count;
  }

  /** Ends at once every stream opened with a session that no longer exists. */
  endSession(sessionId: string) {
    for (const stream of this.open) {
      if (stream.sessionId === sessionId) stream.response.end();
    }
  }

  writeToAll(message: string) {
    for (const stream of this.open) stream.response.write(message);
  }

  endAll() {
    for (const stream of this.open) stream.response.end();
  }
}
