import { eq, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { events } from "../schema.ts";
import type { DemoEvent } from "./demo-content.ts";

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Adds a city's demo events, organised by one of its demo members, unless the
 * city has events already (so running it again adds nothing). Times are the
 * city's clock, turned into instants by PostgreSQL as the Events API does.
 */
export async function seedDemoEvents(
  db: Db,
  city: { id: string; timeZone: string },
  list: DemoEvent[],
  organiserId: string,
) {
  const [existing] = await db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.cityId, city.id))
    .limit(1);
  if (existing || list.length === 0) return;
  const at = (day: string, time: string) =>
    sql`(${`${day}T${time}`}::timestamp at time zone ${city.timeZone})`;
  await db.insert(events).values(
    list.map((event) => ({
      cityId: city.id,
      organiserId,
      title: event.title,
      description: event.description,
      venue: event.venue,
      address: event.address,
      capacity: event.capacity,
      startsAt: at(dayFromNow(event.inDays), event.starts),
      endsAt: at(dayFromNow(event.inDays), event.ends),
    })),
  );
}
