import { and, asc, eq, gte, sql } from "drizzle-orm";
import ical, { escape as escapeText, type ICalCalendar, ICalEventStatus } from "ical-generator";
import { defineMessages } from "../../../contracts/i18n/define-messages.ts";
import type { Language } from "../../../contracts/i18n/languages.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../../db/schema.ts";
import { intlFor } from "../../platform/i18n/intl.ts";
import type { CityRow } from "../communities/cities.service.ts";
import type { EventRow } from "./events.service.ts";
import { addSeries, loadSeries, withTimeZones } from "./series-calendar.ts";

// iCalendar (RFC 5545) for "Add to calendar" and the city's subscribable feed.
// One-off events' times are written in UTC: every calendar app reads them, with no VTIMEZONE
// to ship, and shows them in the reader's zone at the right instant.

/** The feed lists this many upcoming events at most (a city's next months). */
const feedLimit = 500;

// The feed's own words, in the request's language (issue 30); events keep their organisers' words.
const messages = defineMessages({
  feedName: { id: "events.calendarFeedName", defaultMessage: "{city} events on Coastal" },
  feedDescription: {
    id: "events.calendarFeedDescription",
    defaultMessage: "Upcoming events in {city}",
  },
});

const prodIdIn = (language: Language) => ({
  company: "Coastal",
  product: "Events",
  language: language.toUpperCase(),
});

// RFC 5545's TEXT cannot carry control characters other than tab and line breaks
// (3.3.11: TSAFE-CHAR excludes CONTROL), so they are left out of what we write.
const controlCharacters = /[^\P{Cc}\t\r\n]/gu;
const text = (value: string) => value.replace(controlCharacters, "");

/**
 * A TEXT value ical-generator writes as given: the calendar's NAME, X-WR-CALNAME and
 * X-WR-CALDESC (it escapes an event's SUMMARY, DESCRIPTION and LOCATION itself). Unescaped,
 * a line break in an event's title or a city's name would start a property of its own.
 */
const escapedText = (value: string) => escapeText(text(value), false);

const eventPage = (baseUrl: string, citySlug: string, id: string) =>
  `${baseUrl}/city/${citySlug}/events/${id}`;

function addEvent(calendar: ICalCalendar, baseUrl: string, city: CityRow, event: EventRow) {
  calendar.createEvent({
    // Stable across downloads, so a second import updates rather than duplicates.
    id: `${event.id}@coastal`,
    start: event.startsAt,
    end: event.endsAt,
    stamp: event.updatedAt,
    created: event.createdAt,
    lastModified: event.updatedAt,
    summary: text(event.title),
    description: text(event.description),
    location: text(`${event.venue}, ${event.address}`),
    url: eventPage(baseUrl, city.slug, event.id),
    status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

/** One event as a calendar file: a repeating one with its whole series (series-calendar.ts). */
export async function eventCalendar(
  db: Db,
  baseUrl: string,
  city: CityRow,
  event: EventRow,
  language: Language,
): Promise<string> {
  const calendar = ical({ prodId: prodIdIn(language), name: escapedText(event.title) });
  const [series] = event.seriesId ? await loadSeries(db, [event.seriesId]) : [];
  if (!series) {
    addEvent(calendar, baseUrl, city, event);
    return calendar.toString();
  }
  await addSeries(db, calendar, {
    ...series,
    text,
    url: (id) => eventPage(baseUrl, city.slug, id),
  });
  return withTimeZones(calendar.toString(), [series.series.timeZone]);
}

/**
 * The city's upcoming events (cancelled ones too, marked so, which lets a
 * subscribed calendar drop them). Calendar apps poll it; an hour is the hint.
 * A repeating event is there once, as its series.
 */
export async function cityCalendar(
  db: Db,
  baseUrl: string,
  city: CityRow,
  language: Language,
): Promise<string> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.cityId, city.id), gte(events.endsAt, sql`now()`)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(feedLimit);
  const intl = intlFor(language);
  const calendar = ical({
    prodId: prodIdIn(language),
    name: escapedText(intl.formatMessage(messages.feedName, { city: city.name })),
    description: escapedText(intl.formatMessage(messages.feedDescription, { city: city.name })),
    url: `${baseUrl}/city/${city.slug}/events`,
    ttl: 60 * 60,
  });
  const repeating = await loadSeries(
    db,
    rows.flatMap((row) => (row.seriesId ? [row.seriesId] : [])),
  );
  const inSeries = new Set(repeating.map((one) => one.series.id));
  for (const event of rows) {
    if (!event.seriesId || !inSeries.has(event.seriesId)) addEvent(calendar, baseUrl, city, event);
  }
  for (const series of repeating) {
    await addSeries(db, calendar, {
      ...series,
      text,
      url: (id) => eventPage(baseUrl, city.slug, id),
    });
  }
  return withTimeZones(
    calendar.toString(),
    repeating.map((one) => one.series.timeZone),
  );
}
