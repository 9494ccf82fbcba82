// Quiet hours (issue 33): pushes wait while the member's clock, in their active city's time
// zone, is between `from` and `to` (a span may cross midnight: 22:00 to 07:00).

import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export type QuietSpan = { from: string; to: string };

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The wall-clock minute of the day and second in `timeZone` at `now`. */
function clockIn(timeZone: string, now: Date): { minute: number; second: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now);
  } catch {
    return clockIn("UTC", now);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { minute: part("hour") * 60 + part("minute"), second: part("second") };
}

/**
 * When the quiet hours that hold `now` end, or null when `now` is not in them. Counted in
 * wall-clock minutes from now, so a change of clocks overnight moves the end by its hour.
 */
export function quietUntil(span: QuietSpan | null, timeZone: string, now: Date): Date | null {
  if (!span) return null;
  const from = minutesOf(span.from);
  const to = minutesOf(span.to);
  if (from === to) return null;
  const { minute, second } = clockIn(timeZone, now);
  const inside = from < to ? minute >= from && minute < to : minute >= from || minute < to;
  if (!inside) return null;
  const minutesLeft = (to - minute + 1440) % 1440;
  return new Date(now.getTime() + (minutesLeft * 60 - second) * 1000 - now.getMilliseconds());
}

/** The member's active city's time zone (their pick while a member, else the newest), or UTC. */
export async function memberTimeZone(db: Db, userId: string): Promise<string> {
  const { rows } = await db.execute<{ time_zone: string }>(sql`
    select c.time_zone from memberships m
      join cities c on c.id = m.city_id
      left join profiles p on p.id = m.user_id
    where m.user_id = ${userId} and m.status = 'active'
    order by (m.id = p.active_membership_id) is true desc, m.joined_at desc
    limit 1`);
  return rows[0]?.time_zone ?? "UTC";
}
