import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { NotificationKind } from "../../../contracts/notifications.ts";
import type { Db } from "../../db/client.ts";
import { schedulePeriodicSweep } from "../../platform/runtime/periodic-sweep.ts";
import { type NotifyContext, notify } from "../notifications/notifications.service.ts";
import { extendSeriesHorizons } from "./series.ts";

// Reminders (issue 36, decision 080): people going get one the day before (the same time
// on the city's clock, so 23 or 25 hours across a daylight-saving change) and one an hour
// before. Every instance sweeps; a reminder is CLAIMED by inserting its unique row
// (occurrence, person, kind) with ON CONFLICT DO NOTHING, so only the instance whose
// insert went in sends it: exactly one per person and occurrence, at most once.

const sweepEveryMs = 60_000;

const kinds: Record<"day" | "hour", NotificationKind> = {
  day: "event_reminder_day",
  hour: "event_reminder_hour",
};

/**
 * When the day-before reminder is due: the same time on the city's clock the day before,
 * so a Saturday 7:00 start is reminded at Friday 7:00 even when the clocks change between.
 */
export const dayBefore = (startsAt: SQL, timeZone: SQL) =>
  sql`((${startsAt} at time zone ${timeZone}) - interval '1 day') at time zone ${timeZone}`;

/** Claims and sends the reminders now due; returns how many were sent. */
export async function sendDueReminders(context: NotifyContext): Promise<number> {
  const { rows } = await context.db.execute<{
    event_id: string;
    user_id: string;
    kind: "day" | "hour";
    title: string;
    slug: string;
  }>(sql`
    with due as (
      select e.id as event_id, r.user_id, k.kind
      from events e
      join cities c on c.id = e.city_id
      join event_rsvps r on r.event_id = e.id and r.status = 'going'
      cross join (values ('day'), ('hour')) as k(kind)
      where e.cancelled_at is null
        and e.starts_at > now()
        and e.starts_at <= now() + interval '2 days'
        and now() >= case k.kind
          when 'day' then ${dayBefore(sql`e.starts_at`, sql`c.time_zone`)}
          else e.starts_at - interval '1 hour' end
        -- The day-before one is for people who were going then, and not in the last hour.
        and (k.kind = 'hour' or (now() < e.starts_at - interval '1 hour'
          and r.updated_at <= ${dayBefore(sql`e.starts_at`, sql`c.time_zone`)}))
    ), claimed as (
      insert into event_reminders (event_id, user_id, kind)
      select event_id, user_id, kind from due
      on conflict do nothing
      returning event_id, user_id, kind
    )
    select claimed.event_id, claimed.user_id, claimed.kind, e.title, c.slug
    from claimed join events e on e.id = claimed.event_id join cities c on c.id = e.city_id`);
  const groups = new Map<string, { ids: string[]; row: (typeof rows)[number] }>();
  for (const row of rows) {
    const key = `${row.event_id}:${row.kind}`;
    const group = groups.get(key) ?? { ids: [], row };
    group.ids.push(row.user_id);
    groups.set(key, group);
  }
  for (const { ids, row } of groups.values()) {
    await notify(context, {
      recipients: ids,
      kind: kinds[row.kind],
      target: {
        type: "event",
        id: row.event_id,
        link: `/city/${row.slug}/events/${row.event_id}`,
        title: row.title,
      },
      actorId: null,
    });
  }
  return rows.length;
}

/** Reminders every minute and the series' horizon, on every instance (claims keep them apart). */
export function scheduleEventSweeps(app: FastifyInstance, context: NotifyContext & { db: Db }) {
  schedulePeriodicSweep(app, {
    what: "Event reminders",
    everyMs: sweepEveryMs,
    sweep: () => sendDueReminders(context),
  });
  schedulePeriodicSweep(app, {
    what: "Repeating events' dates",
    everyMs: 60 * 60_000,
    sweep: () => extendSeriesHorizons(context.db),
  });
}
