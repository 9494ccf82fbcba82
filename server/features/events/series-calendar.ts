import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { asc, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { ICalCalendar } from "ical-generator";
import type { Db } from "../../db/client.ts";
import { eventSeries, events } from "../../db/schema.ts";
import { instantsOf, rruleText, ruleOptions, type SeriesRow } from "./series.ts";

// A repeating event in iCalendar (issue 36, decision 080): ONE VEVENT with DTSTART in the
// city's zone (TZID, with its VTIMEZONE) and the RRULE, so calendar apps keep "7:00" across
// daylight saving; cancelled dates as EXDATE; dates changed on their own as VEVENTs with
// the same UID and a RECURRENCE-ID. One-off events stay as they were (UTC).

const localSql = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`"event_series"."time_zone"`)}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

type Occurrence = {
  id: string;
  title: string;
  description: string;
  venue: string;
  address: string;
  cancelled: boolean;
  changed: boolean;
  updatedAt: Date;
  starts: string;
  ends: string;
  original: string;
  originalAt: string;
};

/** The repeating series of these ids, with every date they have as rows. */
export async function loadSeries(db: Db, ids: string[]) {
  const found: { series: SeriesRow; occurrences: Occurrence[] }[] = [];
  for (const id of [...new Set(ids)]) {
    const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, id));
    if (!series?.rrule || !series.repeat) continue;
    const occurrences = await db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        venue: events.venue,
        address: events.address,
        cancelled: sql<boolean>`${events.cancelledAt} is not null`,
        changed: events.changed,
        updatedAt: events.updatedAt,
        starts: localSql(events.startsAt),
        ends: localSql(events.endsAt),
        original: localSql(events.originalStartsAt),
        originalAt: sql<string>`coalesce(${events.originalStartsAt}, ${events.startsAt})::text`,
      })
      .from(events)
      .innerJoin(eventSeries, eq(eventSeries.id, events.seriesId))
      .where(eq(events.seriesId, id))
      .orderBy(asc(events.originalStartsAt));
    found.push({ series, occurrences });
  }
  return found;
}

/** "2026-12-05T07:00" plus minutes, on the wall clock, with seconds. */
const plusMinutes = (local: string, minutes: number) =>
  new Date(new Date(`${local}:00.000Z`).getTime() + minutes * 60_000).toISOString().slice(0, 19);

const stamp = (local: string) => local.replaceAll("-", "").replaceAll(":", "").slice(0, 15);

/** Adds one repeating series to `calendar`. */
export async function addSeries(
  db: Db,
  calendar: ICalCalendar,
  input: {
    series: SeriesRow;
    occurrences: Occurrence[];
    text: (value: string) => string;
    url: (id: string) => string;
  },
) {
  const { series, occurrences, text } = input;
  const repeat = series.repeat;
  if (!repeat) return;
  const zone = series.timeZone;
  // UNTIL must be UTC with a zoned DTSTART: the last day's end in the city, or just before
  // the first date of a "this and later" cancellation.
  const ends: Date[] = [];
  if (repeat.until) {
    const [last] = await instantsOf(db, zone, [`${repeat.until}T23:59`], 0);
    if (last) ends.push(new Date(last.startsAt.getTime() + 59_000));
  }
  if (series.stoppedFrom) ends.push(new Date(series.stoppedFrom.getTime() - 1000));
  const until = ends.length ? new Date(Math.min(...ends.map((end) => end.getTime()))) : null;
  const rule = rruleText(ruleOptions(repeat, series.startsLocal, until));
  const live = occurrences.filter((one) => !until || new Date(one.originalAt) <= until);
  const exdates = live
    .filter((one) => one.cancelled)
    .map((one) => `EXDATE;TZID=${zone}:${stamp(one.original)}`);
  const first = occurrences[0];
  calendar.createEvent({
    id: `${series.id}@coastal`,
    start: `${series.startsLocal}:00`,
    end: plusMinutes(series.startsLocal, series.durationMinutes),
    timezone: zone,
    stamp: series.updatedAt,
    created: series.createdAt,
    lastModified: series.updatedAt,
    summary: text(series.title),
    description: text(series.description),
    location: text(`${series.venue}, ${series.address}`),
    url: first ? input.url(first.id) : undefined,
    repeating: [`RRULE:${rule}`, ...exdates].join("\r\n"),
  });
  for (const one of live.filter((date) => date.changed && !date.cancelled)) {
    calendar.createEvent({
      id: `${series.id}@coastal`,
      recurrenceId: one.original,
      start: one.starts,
      end: one.ends,
      timezone: zone,
      stamp: one.updatedAt,
      lastModified: one.updatedAt,
      summary: text(one.title),
      description: text(one.description),
      location: text(`${one.venue}, ${one.address}`),
      url: input.url(one.id),
    });
  }
}

/** The calendar's text with a VTIMEZONE for each zone a TZID names (RFC 5545 3.6.5). */
export function withTimeZones(calendarText: string, zones: string[]): string {
  const blocks = [...new Set(zones)]
    .map((zone) => getVtimezoneComponent(zone))
    .filter((block): block is string => Boolean(block));
  if (blocks.length === 0) return calendarText;
  const at = calendarText.indexOf("BEGIN:VEVENT");
  if (at < 0) return calendarText;
  const joined = blocks.map((block) => block.trim().replaceAll(/\r?\n/g, "\r\n")).join("\r\n");
  return `${calendarText.slice(0, at)}${joined}\r\n${calendarText.slice(at)}`;
}
