import type { ServerResponse } from "node:http";
import { Socket } from "node:net";
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
  /**
   * Bytes written to a stream that its client has not taken yet, past which the stream is
   * dropped: about 17 s of the busiest city's messages. A reader that stopped reading (a
   * stalled network, or someone holding a stream open on purpose) would otherwise keep
   * every later message in this process's memory, and writing that backlog out went on
   * costing the app long after the city quietened (the city bench, issue 37). Its browser
   * reconnects by itself and refetches what it shows (`onMissedChanges`).
   */
  maxUnreadBytes: 1024 * 1024,
} as const;

export interface LiveStream {
  userId: string;
  sessionId: string;
  /** The city whose live changes it carries; null for the user's own stream (`/api/me/live`). */
  city: string | null;
  /**
   * Where its messages go. Over a network, the connection itself: past its head a
   * stream is written straight to its socket (realtime.routes.ts), so it keeps no
   * header block or chunk framing. A request made in-process (`app.inject`) has no
   * socket, and keeps its response.
   */
  output: Socket | ServerResponse;
}

/**
 * The least time between two messages to a city's streams on this instance: 100 ms,
 * longer once the city has many streams here, so a busy city's fan-out costs about the
 * same however many people are online (at most 500 ms, still well under a person's
 * notice of a feed changing).
 */
export function flushIntervalFor(streams: number): number {
  const { flushIntervalMs, flushMsPerStream, busiestFlushIntervalMs } = realtimeLimits;
  return Math.min(busiestFlushIntervalMs, Math.max(flushIntervalMs, streams * flushMsPerStream));
}

/**
 * How long a change waits for its city's next message (decision 104). The messages keep a
 * pace of one per `interval`, counted from when each was due, not from when it went: a
 * timer that fires a little late, or a write that commits a few ms sooner than the one
 * before, must not push every later message back. Counted from each send, a city whose
 * changes came at about its pace fell further behind with each one (two instances, 15 to
 * 45 ms over 30 s). A message may go up to half an interval before it is due.
 */
export function flushWait(due: number, interval: number, now: number): number {
  return Math.max(0, due - interval / 2 - now);
}

/** When the message after one sent at `now` is due: a whole interval on, never from the past. */
export function nextFlushDue(due: number, interval: number, now: number): number {
  return Math.max(due, now) + interval;
}

/** The streams of one city on this instance and the live changes they have not been sent yet. */
interface CityStreams {
  streams: Set<LiveStream>;
  pending: LiveChange[];
  /**
   * When its next message is due at its steady pace (one per `flushIntervalFor` its
   * streams), and the send already scheduled, if any.
   */
  due: number;
  scheduled?: NodeJS.Timeout;
  unsubscribe: () => void;
}

/**
 * The live streams open on this instance, so they can be counted, told and
 * closed. Fan-out is per city, not per stream (decision 021): one subscription
 * to the live hub, one batch serialised and encoded once and written as the same bytes to
 * each of its streams, and one heartbeat timer for all of them; 5,000 streams
 * cost 5,000 writes, not 5,000 timers. A change in a quiet city goes out at once
 * (after the changes of the same tick); then at most one message per
 * `flushIntervalFor` its number of streams, carrying everything since: one batch is
 * a write to every stream, and in a busy city those writes were the app's largest
 * cost (the city bench's profile, decision 095). An open stream costs its entry
 * here and its socket, nothing per stream besides (issue 37).
 */
export class LiveStreams {
  private open = new Map<Socket | ServerResponse, LiveStream>();
  private cities = new Map<string, CityStreams>();
  private perUser = new Map<string, number>();
  /** Each user's own streams (no city), which carry what is theirs alone (decision 034). */
  private own = new Map<string, Set<LiveStream>>();
  private heartbeatTimer = setInterval(
    () => this.writeToAll(": keep-alive\n\n"),
    streamLimits.heartbeatMs,
  );

  /** One "close" listener for every stream's output, not a closure per stream. */
  private readonly onOutputClose: (this: Socket | ServerResponse) => void;

  constructor(private hub: LiveHub) {
    this.heartbeatTimer.unref();
    const open = this.open;
    const remove = (stream: LiveStream) => this.remove(stream);
    this.onOutputClose = function (this: Socket | ServerResponse) {
      const stream = open.get(this);
      if (stream) remove(stream);
    };
  }

  add(stream: LiveStream) {
    this.open.set(stream.output, stream);
    stream.output.on("close", this.onOutputClose);
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
        due: 0,
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
    if (!this.open.delete(stream.output)) return;
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

  /**
   * A client that just went away is closing, not yet closed: it gets nothing more. A
   * message for many streams comes as bytes, encoded once: encoding the same text again
   * for each stream was most of what a busy city's fan-out cost (the city bench's
   * profile). A client too far behind is dropped (`maxUnreadBytes`).
   */
  private write(stream: LiveStream, message: string | Buffer) {
    const { output } = stream;
    if (!output.writable) return;
    if (output.writableLength > streamLimits.maxUnreadBytes) {
      // Destroyed, not ended: ending would first wait for the backlog to go out.
      this.remove(stream);
      output.destroy();
      return;
    }
    output.write(message);
  }

  list(): LiveStream[] {
    return [...this.open.values()];
  }

  /** Ends one stream: it is forgotten at once, so nothing is written to it while it closes. */
  end(stream: LiveStream) {
    this.remove(stream);
    // The client's reconnect is a new request: the connection goes with the stream.
    const { output } = stream;
    if (output instanceof Socket) output.end(() => output.destroy());
    else output.end();
  }

  countFor(userId: string): number {
    return this.perUser.get(userId) ?? 0;
  }

  /** Ends at once every stream opened with a session that no longer exists. */
  endSession(sessionId: string) {
    for (const stream of this.open.values()) {
      if (stream.sessionId === sessionId) this.end(stream);
    }
  }

  /** Ends every stream of the user on this instance (a ban). */
  endUser(userId: string) {
    for (const stream of this.open.values()) {
      if (stream.userId === userId) this.end(stream);
    }
  }

  /** Writes to the user's own streams (`/api/me/live`): their notifications and account changes. */
  writeToUser(userId: string, message: string) {
    for (const stream of this.own.get(userId) ?? []) this.write(stream, message);
  }

  writeToAll(message: string) {
    const bytes = Buffer.from(message);
    for (const stream of this.open.values()) this.write(stream, bytes);
  }

  endAll() {
    clearInterval(this.heartbeatTimer);
    for (const stream of this.open.values()) this.end(stream);
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
    const wait = flushWait(city.due, flushIntervalFor(city.streams.size), Date.now());
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
    city.due = nextFlushDue(city.due, flushIntervalFor(city.streams.size), Date.now());
    const message = Buffer.from(`event: changes\ndata: ${JSON.stringify({ events: batch })}\n\n`);
    for (const stream of city.streams) this.write(stream, message);
  }
}
