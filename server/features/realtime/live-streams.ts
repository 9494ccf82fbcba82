import type { ServerResponse } from "node:http";
import { realtimeLimits } from "../../../contracts/realtime.ts";
import type { LiveChange, LiveHub } from "../../platform/runtime/live-hub.ts";

export const streamLimits = {
  /**
   * Open streams one user may hold on one instance (a few tabs and devices), city
   * streams and their own stream counted together.
   */
  maxPerUser: 6,
  /** How often a stream checks that its session and membership still stand. */
  sessionRecheckMs: 30_000,
  /** A comment line that keeps proxies from closing an idle stream. */
  heartbeatMs: 20_000,
} as const;

export interface LiveStream {
  userId: string;
  sessionId: string;
  /** The city whose live changes it carries; null for the user's own stream (`/api/me/live`). */
  city: string | null;
  response: ServerResponse;
}

/** The streams of one city on this instance and the live changes they have not been sent yet. */
interface CityStreams {
  streams: Set<LiveStream>;
  pending: LiveChange[];
  /** When its last message went out, and the send already scheduled, if any. */
  lastSentAt: number;
  scheduled?: NodeJS.Timeout;
  unsubscribe: () => void;
}

/**
 * The live streams open on this instance, so they can be counted, told and
 * closed. Fan-out is per city, not per stream (decision 021): one subscription
 * to the live hub, one batch serialised once and written as the same string to
 * each of its streams, and one heartbeat timer for all of them; 5,000 streams
 * cost 5,000 writes, not 5,000 timers. A change in a quiet city goes out at once
 * (after the changes of the same tick); then at most one message per
 * `flushIntervalMs`, carrying everything since.
 */
export class LiveStreams {
  private open = new Set<LiveStream>();
  private cities = new Map<string, CityStreams>();
  private perUser = new Map<string, number>();
  /** Each user's own streams (no city), which carry what is theirs alone (decision 034). */
  private own = new Map<string, Set<LiveStream>>();
  private heartbeatTimer = setInterval(
    () => this.writeToAll(": keep-alive\n\n"),
    streamLimits.heartbeatMs,
  );

  constructor(private hub: LiveHub) {
    this.heartbeatTimer.unref();
  }

  add(stream: LiveStream) {
    this.open.add(stream);
    this.perUser.set(stream.userId, (this.perUser.get(stream.userId) ?? 0) + 1);
    if (stream.city === null) {
      const mine = this.own.get(stream.userId) ?? new Set();
      mine.add(stream);
      this.own.set(stream.userId, mine);
      return;
    }
    const slug = stream.city;
    let city = this.cities.get(slug);
    if (!city) {
      const created: CityStreams = {
        streams: new Set(),
        pending: [],
        lastSentAt: 0,
        unsubscribe: () => {},
      };
      created.unsubscribe = this.hub.subscribe(slug, (change) => {
        created.pending.push(change);
        this.schedule(created);
      });
      this.cities.set(slug, created);
      city = created;
    }
    city.streams.add(stream);
  }

  remove(stream: LiveStream) {
    if (!this.open.delete(stream)) return;
    const count = (this.perUser.get(stream.userId) ?? 1) - 1;
    if (count > 0) this.perUser.set(stream.userId, count);
    else this.perUser.delete(stream.userId);
    if (stream.city === null) {
      const mine = this.own.get(stream.userId);
      mine?.delete(stream);
      if (mine?.size === 0) this.own.delete(stream.userId);
      return;
    }
    const city = this.cities.get(stream.city);
    if (!city) return;
    city.streams.delete(stream);
    if (city.streams.size === 0) {
      city.unsubscribe();
      this.cancel(city);
      this.cities.delete(stream.city);
    }
  }

  list(): LiveStream[] {
    return [...this.open];
  }

  countFor(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /** Ends at once every stream opened with a session that no longer exists. */
  endSession(sessionId: string) {
    for (const stream of this.open) {
      if (stream.sessionId === sessionId) stream.response.end();
    }
  }

  /** Ends every stream of the user on this instance (a ban). */
  endUser(userId: string) {
    for (const stream of this.open) {
      if (stream.userId === userId) stream.response.end();
    }
  }

  /** Writes to the user's own streams (`/api/me/live`): their notifications and account changes. */
  writeToUser(userId: string, message: string) {
    for (const stream of this.own.get(userId) ?? []) stream.response.write(message);
  }

  writeToAll(message: string) {
    for (const stream of this.open) stream.response.write(message);
  }

  endAll() {
    clearInterval(this.heartbeatTimer);
    for (const stream of this.open) stream.response.end();
    for (const city of this.cities.values()) {
      city.unsubscribe();
      this.cancel(city);
    }
    this.cities.clear();
    this.own.clear();
  }

  private schedule(city: CityStreams) {
    if (city.scheduled) return;
    // At once in a quiet city (a timer of 0 still lets the same tick's changes join).
    const wait = Math.max(0, city.lastSentAt + realtimeLimits.flushIntervalMs - Date.now());
    city.scheduled = setTimeout(() => this.send(city), wait);
  }

  private cancel(city: CityStreams) {
    clearTimeout(city.scheduled);
    city.scheduled = undefined;
  }

  /** Sends the city's changes since its last message (the newest `maxBatch`) as one message. */
  private send(city: CityStreams) {
    city.scheduled = undefined;
    if (city.pending.length === 0) return;
    const batch = city.pending.slice(-realtimeLimits.maxBatch);
    city.pending = [];
    city.lastSentAt = Date.now();
    const message = `event: changes\ndata: ${JSON.stringify({ events: batch })}\n\n`;
    for (const stream of city.streams) stream.response.write(message);
  }
}
