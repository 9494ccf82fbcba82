import { cityNameFromSlug } from "../../../contracts/communities-rules.ts";
import type { EventSummary } from "../../../contracts/events.ts";

// Event times are the city's clock (product decision 8): a viewer in London sees
// a Gold Coast event at 9:00 AM Gold Coast time, not at 11 PM the night before.

const dayAndTime = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
const timeOnly = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" });
const dayKey = (timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** "Sat, Dec 5, 2026, 9:00 AM – 11:30 AM", in the city's time zone. */
export function eventTimeRange(event: Pick<EventSummary, "startsAt" | "endsAt" | "timeZone">) {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const sameDay = dayKey(event.timeZone).format(start) === dayKey(event.timeZone).format(end);
  const endText = sameDay
    ? timeOnly(event.timeZone).format(end)
    : dayAndTime(event.timeZone).format(end);
  return `${dayAndTime(event.timeZone).format(start)} – ${endText}`;
}

/** "Gold Coast time", said beside every event time. */
export const cityTimeLabel = (citySlug: string) => `${cityNameFromSlug(citySlug)} time`;

/** The month and day for a date badge: { month: "DEC", day: "5" }. */
export function dateBadge(event: Pick<EventSummary, "startsAt" | "timeZone">) {
  const start = new Date(event.startsAt);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: event.timeZone, ...options }).format(start);
  return { month: part({ month: "short" }).toUpperCase(), day: part({ day: "numeric" }) };
}

/** "Mar 10, 9:00 AM", for tight spaces (the city's zone). */
export const shortEventTime = (event: Pick<EventSummary, "startsAt" | "timeZone">) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: event.timeZone,
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(event.startsAt));
