import { sql } from "drizzle-orm";
import type { CityEvent } from "../../contracts/realtime.ts";
import type { Database } from "../db/client.ts";

export type { CityEvent } from "../../contracts/realtime.ts";

const channel = "coastal_city_events";

/**
 * Domain events travel through PostgreSQL NOTIFY, and every instance LISTENs, so
 * a subscriber on any instance hears writes made on any other.
 */
export class EventHub {
  private subscribers = new Map<string, Set<(event: CityEvent) => void>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private database: Database) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(channel, (payload) => {
      let event: CityEvent;
      try {
        event = JSON.parse(payload) as CityEvent;
      } catch {
        return;
      }
      for (const listener of this.subscribers.get(event.city) ?? []) listener(event);
    });
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.subscribers.clear();
  }

  async publish(event: CityEvent): Promise<void> {
    await this.database.db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(event)})`);
  }

  subscribe(city: string, listener: (event: CityEvent) => void): () => void {
    const set = this.subscribers.get(city) ?? new Set();
    set.add(listener);
    this.subscribers.set(city, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.subscribers.delete(city);
    };
  }
}
