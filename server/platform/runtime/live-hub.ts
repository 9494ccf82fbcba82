import { sql } from "drizzle-orm";
import type { LiveChange } from "../../../contracts/realtime.ts";
import type { Database } from "../../db/client.ts";
import { safeJson } from "../http/safe-json.ts";

export type { LiveChange } from "../../../contracts/realtime.ts";

/** The NOTIFY channel every live change travels on (its name predates the word). */
export const cityChannel = "coastal_city_events";
const sessionChannel = "coastal_session_ends";
const userChannel = "coastal_user_changes";
/** Someone has a new or changed notification: their open streams tell the bell (issue 13). */
const notificationChannel = "coastal_notifications";
/** A committed write to a watched table, named in the payload (migration 0010's triggers). */
const tableChannel = "coastal_table_changes";
/** An event for one user's own stream with its data (messages, issue 32): `{ userId, name, data }`. */
const userEventChannel = "coastal_user_events";

/**
 * Tells every instance, once the surrounding transaction commits, that a user
 * changed (role, ban, deletion), so none keeps serving a cached session of theirs.
 */
export const userChangedNotice = (userId: string) =>
  sql`select pg_notify(${userChannel}, ${JSON.stringify({ userId })})`;

/** What changed about a user, as far as their open tabs need to know: a ban. */
export type UserChange = { suspended: boolean };

/** A better-auth session that no longer exists (sign-out, ban, removal, revocation). */
export type EndedSession = { sessionId: string; userId: string };

/**
 * Live changes (what a write changed, for open pages) travel through PostgreSQL
 * NOTIFY, and every instance LISTENs, so a subscriber on any instance hears writes
 * made on any other. Ended sessions
 * travel the same way on their own channel, so every instance can close the
 * streams they opened.
 */
export class LiveHub {
  private subscribers = new Map<string, Set<(change: LiveChange) => void>>();
  private sessionEndListeners = new Set<(ended: EndedSession) => void>();
  private userChangeListeners = new Set<(userId: string, change: UserChange) => void>();
  private resyncListeners = new Set<() => void>();
  private notificationListeners = new Set<(userId: string) => void>();
  private tableChangeListeners = new Set<(table: string | null) => void>();
  private userEventListeners = new Set<(userId: string, name: string, data: string) => void>();
  private stopListening: Array<() => Promise<void>> = [];

  constructor(
    private database: Database,
    private log: (message: string) => void = (message) => console.error(message),
  ) {}

  async start(): Promise<void> {
    this.stopListening.push(
      await this.database.listen(
        cityChannel,
        (payload) => {
          const change = parse<LiveChange>(payload);
          if (!change) return;
          for (const listener of this.subscribers.get(change.city) ?? []) listener(change);
        },
        () => {
          for (const listener of this.resyncListeners) listener();
        },
      ),
      await this.database.listen(sessionChannel, (payload) => {
        const ended = parse<EndedSession>(payload);
        if (!ended) return;
        for (const listener of this.sessionEndListeners) listener(ended);
      }),
      await this.database.listen(userChannel, (payload) => {
        const changed = parse<{ userId: string; suspended?: unknown }>(payload);
        if (!changed) return;
        const change = { suspended: changed.suspended === true };
        for (const listener of this.userChangeListeners) listener(changed.userId, change);
      }),
      await this.database.listen(notificationChannel, (payload) => {
        const notified = parse<{ userIds: string[] }>(payload);
        if (!Array.isArray(notified?.userIds)) return;
        for (const userId of notified.userIds) {
          for (const listener of this.notificationListeners) listener(userId);
        }
      }),
      await this.database.listen(userEventChannel, (payload) => {
        const event = parse<{ userId: string; name: string; data: unknown }>(payload);
        if (typeof event?.userId !== "string" || !/^[a-zA-Z]+$/.test(String(event.name))) return;
        const data = JSON.stringify(event.data ?? {});
        for (const listener of this.userEventListeners) listener(event.userId, event.name, data);
      }),
      await this.database.listen(
        tableChannel,
        (table) => {
          for (const listener of this.tableChangeListeners) listener(table);
        },
        () => {
          for (const listener of this.tableChangeListeners) listener(null);
        },
      ),
    );
  }

  async stop(): Promise<void> {
    await Promise.all(this.stopListening.map((stop) => stop()));
    this.stopListening = [];
    this.subscribers.clear();
    this.sessionEndListeners.clear();
    this.userChangeListeners.clear();
    this.resyncListeners.clear();
    this.notificationListeners.clear();
    this.tableChangeListeners.clear();
    this.userEventListeners.clear();
  }

  /**
   * Tells every instance what changed. Callers publish after their write has
   * committed, and a notification that cannot be sent must never turn a saved
   * write into an error (a retry would then save it twice): so this never throws.
   * Subscribers catch up on their next refetch.
   */
  async publish(change: LiveChange): Promise<void> {
    await this.notify(cityChannel, change, `a ${change.type} event`);
  }

  /** Tells every instance to close the live streams of a session that ended. Never throws. */
  async endSession(ended: EndedSession): Promise<void> {
    await this.notify(sessionChannel, ended, "a session end");
  }

  /**
   * Tells every instance that a user's role, ban or account changed. Never throws.
   * A ban is sent before its sessions end (better-auth bans, then deletes the
   * sessions), and one connection hears every channel in commit order, so open
   * tabs learn why before their streams close.
   */
  async userChanged(userId: string, change: UserChange = { suspended: false }): Promise<void> {
    const payload = change.suspended ? { userId, suspended: true } : { userId };
    await this.notify(userChannel, payload, "a user change");
  }

  /** Tells every instance that these users' notifications changed. Never throws. */
  async notificationsChanged(userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.notify(notificationChannel, { userIds }, "a notification");
  }

  /**
   * Sends `event: <name>` with `data` to one user's own streams on every instance
   * (a new message, a read marker). The data must stay under NOTIFY's 8 kB. Never throws.
   */
  async userEvent(userId: string, name: string, data: object): Promise<void> {
    await this.notify(userEventChannel, { userId, name, data }, `a ${name} event`);
  }

  onUserEvent(listener: (userId: string, name: string, data: string) => void): () => void {
    this.userEventListeners.add(listener);
    return () => this.userEventListeners.delete(listener);
  }

  onNotificationsChanged(listener: (userId: string) => void): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  /**
   * Hears every committed write to a watched table, on any instance or from any
   * process: the table's name, or null after the listening connection was away (any
   * table may have changed meanwhile).
   */
  onTableChanged(listener: (table: string | null) => void): () => void {
    this.tableChangeListeners.add(listener);
    return () => this.tableChangeListeners.delete(listener);
  }

  subscribe(city: string, listener: (change: LiveChange) => void): () => void {
    const set = this.subscribers.get(city) ?? new Set();
    set.add(listener);
    this.subscribers.set(city, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.subscribers.delete(city);
    };
  }

  /** Live streams subscribed on this instance, for /metrics. */
  subscriberCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  onSessionEnded(listener: (ended: EndedSession) => void): () => void {
    this.sessionEndListeners.add(listener);
    return () => this.sessionEndListeners.delete(listener);
  }

  onUserChanged(listener: (userId: string, change: UserChange) => void): () => void {
    this.userChangeListeners.add(listener);
    return () => this.userChangeListeners.delete(listener);
  }

  /** Runs after this instance heard nothing for a while (the database was away): changes were missed. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  private async notify(channel: string, payload: object, what: string) {
    try {
      await this.database.db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
    } catch (error) {
      // The query's parameters would name users; the root cause's message does not.
      this.log(`live updates: could not publish ${what}: ${rootCause(error)}`);
    }
  }
}

const parse = <T>(payload: string) => (safeJson(payload) ?? null) as T | null;

function rootCause(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
