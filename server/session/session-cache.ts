import type { Viewer } from "./session.ts";

export type CachedSession = { viewer: Viewer; sessionId: string; expiresAt: number };

/**
 * Sessions this instance read in the last few seconds, by the credentials that
 * carried them (cookie and authorization headers), so a signed-in request costs
 * no database round trip (decision 021). Whatever ends or changes a session or
 * its user reaches every instance through the event hub and empties that
 * user's entries at once (`forgetUser`); a lost event channel empties them all.
 *
 * A read that overlaps a `forget` is not kept: it may have seen the session
 * just before it ended, and would bring it back for the rest of the TTL.
 */
export class SessionCache {
  private entries = new Map<string, CachedSession & { until: number }>();
  private forgets = 0;

  constructor(private ttlMs: number) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  /** A token to hand back to `set`, taken before the read it caches. */
  startRead(): number {
    return this.forgets;
  }

  get(key: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until > now && entry.expiresAt > now) return entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, session: CachedSession, readStarted: number, now = Date.now()) {
    if (!this.enabled || readStarted !== this.forgets) return;
    // Expired entries go as the map is written, so it never outgrows the sessions of one TTL.
    if (this.entries.size >= 1000 && this.entries.size % 1000 === 0) this.sweep(now);
    this.entries.set(key, { ...session, until: now + this.ttlMs });
  }

  forgetUser(userId: string) {
    this.forgets++;
    for (const [key, entry] of this.entries) {
      if (entry.viewer.id === userId) this.entries.delete(key);
    }
  }

  clear() {
    this.forgets++;
    this.entries.clear();
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}
