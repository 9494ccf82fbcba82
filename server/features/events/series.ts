import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import rrulePackage, { type Options } from "rrule";
import {
  eventLimits,
  eventMessages,
  type Repeat,
  type RepeatWeekday,
} from "../../../contracts/events.ts";
import type { Db } from "../../db/client.ts";
import { eventSeries, events } from "../../db/schema.ts";
import { AppError } from "../../platform/http/errors.ts";

// Repeating events (issue 36, decision 080). The rule is RFC 5545, expanded by the `rrule`
// library on the city's WALL CLOCK ("floating" dates: a Date whose UTC fields are the local
// time), and each date becomes an instant through PostgreSQL's zone data. So "every
// Saturday 7:00" is 7:00 in the city before and after a daylight-saving change.

const { RRule } = rrulePackage;

export type SeriesRow = typeof eventSeries.$inferSelect;

const weekdays: Record<RepeatWeekday, InstanceType<typeof rrulePackage.Weekday>> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};
const weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** "2026-12-05T07:00" as a floating Date (its UTC fields are those digits). */
export const floating = (local: string) => new Date(`${local}:00.000Z`);
/** A floating Date back to "2026-12-05T07:00". */
export const localOf = (date: Date) => date.toISOString().slice(0, 16);

/**
 * The rule's options for `repeat` starting at `startsLocal`. `untilUtc`, when given,
 * replaces the date-only `until` (calendars need UNTIL as a UTC instant with a TZID start).
 */
export function ruleOptions(
  repeat: Repeat,
  startsLocal: string,
  untilUtc?: Date | null,
): Partial<Options> {
  const start = floating(startsLocal);
  const options: Partial<Options> = {
    freq: repeat.frequency === "weekly" ? RRule.WEEKLY : RRule.MONTHLY,
    interval: repeat.interval,
  };
  if (repeat.frequency === "weekly") {
    const days = repeat.weekdays ?? [weekdayCodes[start.getUTCDay()] as RepeatWeekday];
    options.byweekday = days.map((day) => weekdays[day]);
  } else if (repeat.monthly && "week" in repeat.monthly) {
    options.byweekday = [weekdays[repeat.monthly.weekday].nth(repeat.monthly.week)];
  } else {
    options.bymonthday = [repeat.monthly?.day ?? start.getUTCDate()];
  }
  if (untilUtc) options.until = untilUtc;
  else if (repeat.until) options.until = new Date(`${repeat.until}T23:59:59.000Z`);
  if (repeat.count !== undefined && !untilUtc) options.count = repeat.count;
  return options;
}

/** The RRULE line's value ("FREQ=WEEKLY;BYDAY=SA;…") as stored and as calendars want it. */
export function rruleText(options: Partial<Options>): string {
  return new RRule(options).toString().replace(/^RRULE:/, "");
}

/** The rule's dates (floating) from `from` to `to`, both included. */
export function expand(repeat: Repeat, startsLocal: string, from: Date, to: Date): Date[] {
  const rule = new RRule({ ...ruleOptions(repeat, startsLocal), dtstart: floating(startsLocal) });
  return rule.between(from, to, true);
}

/** Wall-clock starts in `timeZone` as instants, with their ends `durationMinutes` later on the clock. */
export async function instantsOf(
  db: Pick<Db, "execute">,
  timeZone: string,
  locals: string[],
  durationMinutes: number,
): Promise<{ local: string; startsAt: Date; endsAt: Date }[]> {
  if (locals.length === 0) return [];
  const { rows } = await db.execute<{ local: string; starts_at: string; ends_at: string }>(sql`
    select l as local,
      (l::timestamp at time zone ${timeZone})::text as starts_at,
      ((l::timestamp + make_interval(mins => ${durationMinutes}::int)) at time zone ${timeZone})::text as ends_at
    from unnest(${`{${locals.join(",")}}`}::text[]) as l`);
  return rows.map((row) => ({
    local: row.local,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
  }));
}

const horizon = () => new Date(Date.now() + eventLimits.horizonDays * 24 * 3600 * 1000);

/**
 * The horizon for a new series: the usual six months, or past its first date when that is
 * further off (a series for next year), so it has a first date to show; the hourly sweep
 * adds the rest as the six months reach them.
 */
export const horizonFrom = (firstStart: Date) =>
  new Date(Math.max(horizon().getTime(), firstStart.getTime() + 24 * 3600 * 1000));

/**
 * Writes the series' dates as occurrences up to the horizon. Under the series' row lock
 * and with ON CONFLICT on (series, original start), so two instances extending the same
 * series at once write each date once. Returns how many rows it added.
 */
export async function materialise(db: Db, seriesId: string, until = horizon()): Promise<number> {
  return db.transaction(async (tx) => {
    const [series] = await tx
      .select()
      .from(eventSeries)
      .where(eq(eventSeries.id, seriesId))
      .for("update", { skipLocked: true });
    if (!series?.repeat) return 0;
    const done = series.materialisedUntil;
    if (done && done >= until) return 0;
    // Floating bounds a day wider than the instants: ON CONFLICT absorbs the overlap.
    const from = done ? new Date(done.getTime() - 24 * 3600 * 1000) : floating(series.startsLocal);
    const to = new Date(until.getTime() + 24 * 3600 * 1000);
    const locals = expand(series.repeat, series.startsLocal, from, to).map(localOf);
    const dates = (await instantsOf(tx, series.timeZone, locals, series.durationMinutes)).filter(
      (date) =>
        date.startsAt < until && (!series.stoppedFrom || date.startsAt < series.stoppedFrom),
    );
    let added = 0;
    if (dates.length > 0) {
      const inserted = await tx
        .insert(events)
        .values(
          dates.map((date) => ({
            cityId: series.cityId,
            organiserId: series.organiserId,
            seriesId: series.id,
            title: series.title,
            description: series.description,
            venue: series.venue,
            address: series.address,
            capacity: series.capacity,
            imageKey: series.imageKey,
            thumbnailKey: series.thumbnailKey,
            startsAt: date.startsAt,
            endsAt: date.endsAt,
            originalStartsAt: date.startsAt,
          })),
        )
        .onConflictDoNothing({ target: [events.seriesId, events.originalStartsAt] })
        .returning({ id: events.id });
      added = inserted.length;
    }
    await tx
      .update(eventSeries)
      .set({ materialisedUntil: until })
      .where(eq(eventSeries.id, series.id));
    return added;
  });
}

/** The sweep: every open repeating series whose dates run out within a day gets more. */
export async function extendSeriesHorizons(db: Db): Promise<number> {
  const soon = new Date(horizon().getTime() - 24 * 3600 * 1000);
  const due = await db
    .select({ id: eventSeries.id })
    .from(eventSeries)
    .where(
      and(
        isNotNull(eventSeries.rrule),
        isNull(eventSeries.stoppedFrom),
        lt(eventSeries.materialisedUntil, soon),
      ),
    );
  let added = 0;
  for (const series of due) added += await materialise(db, series.id);
  return added;
}

export const repeatInvalid = () => new AppError("VALIDATION", 400, eventMessages.repeatEndInvalid);
