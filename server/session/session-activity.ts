import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { session } from "../db/schema/auth.ts";

/** A session's "last active" moves at most this often: a list of devices needs no finer clock. */
export const activityEveryMs = 5 * 60 * 1000;

/**
 * Keeps each session's last-active time (its `updated_at`) without a write per request:
 * this instance remembers when it last wrote a session, and writes again only after
 * `activityEveryMs`, in the background, and only when no other instance already did
 * (the row's own time is checked in the UPDATE). better-auth slides a session by its
 * `expires_at` alone, so moving `updated_at` changes nothing else.
 */
export class SessionActivity {
  private written = new Map<string, number>();

  constructor(
    private db: Db,
    private run: (name: string, task: () => Promise<void>) => void,
    private everyMs = activityEveryMs,
  ) {}

  /** The session was just used. Cheap: a map look-up, and rarely a background UPDATE. */
  note(sessionId: string, now = Date.now()) {
    const last = this.written.get(sessionId);
    if (last !== undefined && now - last < this.everyMs) return;
    if (this.written.size >= 10_000) this.sweep(now);
    this.written.set(sessionId, now);
    const before = new Date(now - this.everyMs);
    this.run("session activity", async () => {
      await this.db
        .update(session)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(session.id, sessionId), lt(session.updatedAt, before)));
    });
  }

  private sweep(now: number) {
    for (const [id, at] of this.written) if (now - at >= this.everyMs) this.written.delete(id);
  }
}
