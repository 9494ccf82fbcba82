import { cityNameFromSlug } from "../../../contracts/city-name.ts";
import type { EventSummary } from "../../../contracts/events.ts";
import { datePartsIn, formatRangeIn, formatShortDateTimeIn } from "../../lib/format-date.ts";
import { defineMessages, type useIntl } from "../../lib/i18n/use-intl.ts";

// Event times are the city's clock (product decision 8): a viewer in London sees
// a Gold Coast event at 9:00 AM Gold Coast time, not at 11 PM the night before.
// The words follow the page's language (issue 30); the clock stays the city's.

type Intl = Pick<ReturnType<typeof useIntl>, "locale" | "formatMessage">;

const messages = defineMessages({
  cityTime: { id: "events.cityTime", defaultMessage: "{city} time" },
});

const placeOf = (intl: Intl, event: Pick<EventSummary, "timeZone">) => ({
  language: intl.locale,
  timeZone: event.timeZone,
});

/** "Sat, Dec 5, 2026, 9:00 AM – 11:30 AM", in the city's time zone. */
export function eventTimeRange(
  intl: Intl,
  event: Pick<EventSummary, "startsAt" | "endsAt" | "timeZone">,
) {
  return formatRangeIn(new Date(event.startsAt), new Date(event.endsAt), placeOf(intl, event));
}

/** "Gold Coast time", said beside every event time. */
export const cityTimeLabel = (intl: Intl, citySlug: string) =>
  intl.formatMessage(messages.cityTime, { city: cityNameFromSlug(citySlug) });

/** The month and day for a date badge: { month: "DEC", day: "5" }. */
export function dateBadge(intl: Intl, event: Pick<EventSummary, "startsAt" | "timeZone">) {
  const parts = datePartsIn(new Date(event.startsAt), placeOf(intl, event));
  return { month: parts.month.replace(".", "").toUpperCase(), day: parts.day };
}

/** "Mar 10, 9:00 AM", for tight spaces (the city's zone). */
export const shortEventTime = (intl: Intl, event: Pick<EventSummary, "startsAt" | "timeZone">) =>
  formatShortDateTimeIn(new Date(event.startsAt), placeOf(intl, event));
