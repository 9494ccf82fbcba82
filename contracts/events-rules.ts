// The events' statuses, words, limits, paths and checks without zod: the web's first routes
// import these, and contracts/events.ts (which re-exports them) the server and the event
// form's schema (decision 037).

import { defineMessages, type Message } from "./i18n/define-messages.ts";

// Events (product decision 8). The spec names the section but has no screen for it,
// so these words are ours, in the spec's voice.

export const rsvpStatuses = ["going", "interested", "not_going"] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];

export const rsvpLabels = defineMessages({
  going: { id: "events.going", defaultMessage: "Going" },
  interested: { id: "events.interested", defaultMessage: "Interested" },
  not_going: { id: "events.notGoing", defaultMessage: "Not going" },
}) satisfies Record<RsvpStatus, Message>;

/** What a member asks for; "waiting" is what the server may answer instead of "going". */
export const rsvpAnswers = ["going", "waiting", "interested", "not_going"] as const;
export type RsvpAnswer = (typeof rsvpAnswers)[number];

/** RSVP to this occurrence only, or to it and every later one of its series (issue 36). */
export const rsvpScopes = ["one", "all-upcoming"] as const;
export type RsvpScope = (typeof rsvpScopes)[number];

/** Change or cancel this occurrence only, or it and every later one of its series. */
export const occurrenceScopes = ["one", "this-and-later"] as const;
export type OccurrenceScope = (typeof occurrenceScopes)[number];

export const repeatFrequencies = ["weekly", "monthly"] as const;
export type RepeatFrequency = (typeof repeatFrequencies)[number];
/** RFC 5545 weekday codes, Monday first. */
export const repeatWeekdays = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type RepeatWeekday = (typeof repeatWeekdays)[number];
/** "The first … / last …" of a month: 1 to 4, or -1 for the last. */
export const repeatMonthWeeks = [1, 2, 3, 4, -1] as const;

export const eventListTabs = ["upcoming", "past"] as const;
export type EventListTab = (typeof eventListTabs)[number];

export const eventMessages = defineMessages({
  loginToCreate: {
    id: "events.loginToCreate",
    defaultMessage: "You must be logged in to create an event.",
  },
  membersOnly: {
    id: "events.membersOnly",
    defaultMessage: "You must be an active member of this community to create events.",
  },
  loginToRsvp: { id: "events.loginToRsvp", defaultMessage: "Please log in to RSVP" },
  membersOnlyRsvp: {
    id: "events.membersOnlyRsvp",
    defaultMessage: "Only members of this community can RSVP.",
  },
  full: { id: "events.full", defaultMessage: "This event is full." },
  cancelled: { id: "events.cancelled", defaultMessage: "This event has been cancelled." },
  past: { id: "events.past", defaultMessage: "This event has already taken place." },
  noPermission: {
    id: "events.noPermission",
    defaultMessage: "You do not have permission to edit this event.",
  },
  notFound: { id: "events.notFound", defaultMessage: "Event not found." },
  loadError: { id: "events.loadError", defaultMessage: "Error loading event." },
  fetchError: { id: "events.fetchError", defaultMessage: "Error fetching events" },
  noUpcoming: { id: "events.noUpcoming", defaultMessage: "No upcoming events in this city." },
  noPast: { id: "events.noPast", defaultMessage: "No past events in this city." },
  created: { id: "events.created", defaultMessage: "Event created!" },
  updated: { id: "events.updated", defaultMessage: "Event updated!" },
  cancelledNotice: { id: "events.cancelledNotice", defaultMessage: "Event cancelled." },
  createError: { id: "events.createError", defaultMessage: "Error creating event." },
  updateError: { id: "events.updateError", defaultMessage: "Error updating event." },
  rsvpError: { id: "events.rsvpError", defaultMessage: "Failed to update your RSVP" },
  titleRequired: { id: "events.titleRequired", defaultMessage: "Please enter a title." },
  descriptionRequired: {
    id: "events.descriptionRequired",
    defaultMessage: "Please enter a description.",
  },
  venueRequired: { id: "events.venueRequired", defaultMessage: "Please enter a venue." },
  addressRequired: { id: "events.addressRequired", defaultMessage: "Please enter an address." },
  startRequired: {
    id: "events.startRequired",
    defaultMessage: "Please choose when the event starts.",
  },
  endRequired: { id: "events.endRequired", defaultMessage: "Please choose when the event ends." },
  endBeforeStart: {
    id: "events.endBeforeStart",
    defaultMessage: "The event must end after it starts.",
  },
  startInPast: { id: "events.startInPast", defaultMessage: "The start cannot be in the past." },
  capacityInvalid: {
    id: "events.capacityInvalid",
    defaultMessage: "Capacity must be a whole number from 1 to 100000.",
  },
  // Issue 36: repeats, guests, the waitlist and the organiser's people view.
  repeatInvalid: {
    id: "events.repeatInvalid",
    defaultMessage: "Choose how the event repeats: weekly or monthly, every 1 to 12.",
  },
  repeatEndInvalid: {
    id: "events.repeatEndInvalid",
    defaultMessage: "End the repeats on a date after the first one, or after 1 to 200 times.",
  },
  guestsAllowedInvalid: {
    id: "events.guestsAllowedInvalid",
    defaultMessage: "Guests must be a whole number from 0 to 20.",
  },
  tooManyGuests: {
    id: "events.tooManyGuests",
    defaultMessage: "You cannot bring that many guests to this event.",
  },
  capacityTooLow: {
    id: "events.capacityTooLow",
    defaultMessage: "The new capacity must be more than the current one.",
  },
  joinWaitlist: { id: "events.joinWaitlist", defaultMessage: "Join the waitlist" },
  waitlistPosition: {
    id: "events.waitlistPosition",
    defaultMessage: "You are number {position} on the waitlist.",
  },
  waiting: { id: "events.waiting", defaultMessage: "On the waitlist" },
  allUpcoming: { id: "events.allUpcoming", defaultMessage: "All upcoming dates" },
  thisOneOnly: { id: "events.thisOneOnly", defaultMessage: "This date only" },
  thisAndLater: { id: "events.thisAndLater", defaultMessage: "This and all later dates" },
});

export const eventLimits = {
  titleMax: 120,
  descriptionMax: 5000,
  venueMax: 200,
  addressMax: 300,
  capacityMax: 100_000,
  pageSize: 20,
  /** The detail lists at most this many of the people going (the count is exact). */
  goingShown: 200,
  /** A member may bring up to `guestsAllowed` guests; the organiser sets at most this. */
  guestsMax: 20,
  /** Every 1 to 12 weeks or months. */
  repeatIntervalMax: 12,
  /** "For N times": at most this many. */
  repeatCountMax: 200,
  /** Occurrences exist as rows this far ahead; a sweep extends them (decision 080). */
  horizonDays: 183,
  /** The detail lists this many of the series' other dates. */
  otherDatesShown: 12,
} as const;

/** "2026-12-05T09:30": a wall-clock time in the city's time zone, as <input type="datetime-local"> gives it. */
const localDateTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isLocalDateTime(value: string): boolean {
  const match = localDateTimePattern.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year as number, (month as number) - 1, day, hour, minute));
  // Rejects 2026-02-30 or 25:00, which Date would quietly roll over.
  return (
    (year as number) >= 2000 &&
    (year as number) <= 2200 &&
    date.getUTCMonth() === (month as number) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour
  );
}

/** "/api/cities/miami/calendar.ics": the city's subscribable feed of upcoming events. */
export const cityCalendarPath = (citySlug: string) =>
  `/api/cities/${encodeURIComponent(citySlug)}/calendar.ics`;
/** One event as an .ics download ("Add to calendar"). */
export const eventCalendarPath = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;

/** The organiser's people view as a spreadsheet (going, then the waitlist in order). */
export const eventPeopleCsvPath = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/people.csv`;

/** "19/50 going", or "19 going" without a capacity: `intl.formatMessage(goingLabel(event))`. */
export const goingLabel = (event: { goingCount: number; capacity: number | null }) =>
  event.capacity === null
    ? { descriptor: goingMessages.going, values: { going: event.goingCount } }
    : {
        descriptor: goingMessages.goingOfCapacity,
        values: { going: event.goingCount, capacity: event.capacity },
      };

const goingMessages = defineMessages({
  going: { id: "events.goingCount", defaultMessage: "{going} going" },
  goingOfCapacity: { id: "events.goingOfCapacity", defaultMessage: "{going}/{capacity} going" },
});
