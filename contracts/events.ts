import { z } from "zod";
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

const localDateTime = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isLocalDateTime, required);

// The limits are written out in the words (not `{max}`): a zod refusal is translated by
// its exact English (decision 063). eventLimits above must say the same numbers.
const tooLong = defineMessages({
  title: { id: "events.titleTooLong", defaultMessage: "Titles can be at most 120 characters." },
  description: {
    id: "events.descriptionTooLong",
    defaultMessage: "Descriptions can be at most 5000 characters.",
  },
  venue: { id: "events.venueTooLong", defaultMessage: "Venues can be at most 200 characters." },
  address: {
    id: "events.addressTooLong",
    defaultMessage: "Addresses can be at most 300 characters.",
  },
});

const text = (required: Message, max: number, tooLongMessage: Message) =>
  z
    .string({ error: required.defaultMessage })
    .trim()
    .min(1, required.defaultMessage)
    .max(max, tooLongMessage.defaultMessage);

// A form sends "" for no capacity and text for a number; JSON may send null or a number.
const capacity = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.coerce
    .number({ error: eventMessages.capacityInvalid.defaultMessage })
    .int(eventMessages.capacityInvalid.defaultMessage)
    .min(1, eventMessages.capacityInvalid.defaultMessage)
    .max(eventLimits.capacityMax, eventMessages.capacityInvalid.defaultMessage)
    .nullable(),
);

/**
 * Create and edit. Start and end are wall-clock times in the city's time zone;
 * the server turns them into instants with the city's zone (the same digits mean
 * 9 am on the Gold Coast and 9 am in Miami). Ends after it starts; "not in the
 * past" needs the zone and the clock, so the server checks it at creation.
 */
export const eventInputSchema = z
  .object({
    title: text(eventMessages.titleRequired, eventLimits.titleMax, tooLong.title),
    description: text(
      eventMessages.descriptionRequired,
      eventLimits.descriptionMax,
      tooLong.description,
    ),
    startsAt: localDateTime(eventMessages.startRequired.defaultMessage),
    endsAt: localDateTime(eventMessages.endRequired.defaultMessage),
    venue: text(eventMessages.venueRequired, eventLimits.venueMax, tooLong.venue),
    address: text(eventMessages.addressRequired, eventLimits.addressMax, tooLong.address),
    capacity: capacity.optional().transform((value) => value ?? null),
  })
  // Same zone on both sides, so the fixed-width strings compare as the times do.
  .refine((event) => event.endsAt > event.startsAt, {
    message: eventMessages.endBeforeStart.defaultMessage,
    path: ["endsAt"],
  });
export type EventInput = z.infer<typeof eventInputSchema>;
/** What the form holds before parsing (capacity as typed). */
export type EventFormValues = z.input<typeof eventInputSchema>;

export const rsvpSchema = z.object({ status: z.enum(rsvpStatuses) });

export const eventPersonSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const eventSummarySchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  title: z.string(),
  venue: z.string(),
  /** Instants (ISO, UTC); show them in `timeZone`, the city's. */
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  thumbnailUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  goingCount: z.number().int(),
  cancelled: z.boolean(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventSchema = eventSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  imageUrl: z.string().nullable(),
  /** The wall-clock times in the city, for the edit form. */
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  organiser: eventPersonSchema,
  interestedCount: z.number().int(),
  going: z.array(eventPersonSchema),
  myRsvp: z.enum(rsvpStatuses).nullable(),
  /** Organiser or admin: Edit and Cancel. */
  canEdit: z.boolean(),
  /** An admin or a moderator of its city: removing it outright (organisers cancel instead). */
  canDelete: z.boolean(),
  /** Whether the viewer may RSVP now (a member, not cancelled, not over). */
  canRsvp: z.boolean(),
  full: z.boolean(),
  past: z.boolean(),
});
export type EventDetail = z.infer<typeof eventSchema>;

export const eventPageSchema = z.object({
  items: z.array(eventSummarySchema),
  /** Pass back as ?cursor= for the next page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventListQuerySchema = z.object({
  when: z.enum(eventListTabs).default("upcoming"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(eventLimits.pageSize),
});

export const eventIdParams = z.object({ id: z.uuid(eventMessages.notFound.defaultMessage) });

/** "/api/cities/miami/calendar.ics": the city's subscribable feed of upcoming events. */
export const cityCalendarPath = (citySlug: string) =>
  `/api/cities/${encodeURIComponent(citySlug)}/calendar.ics`;
/** One event as an .ics download ("Add to calendar"). */
export const eventCalendarPath = (eventId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;

/** "19/50 going", or "19 going" without a capacity: `intl.formatMessage(goingLabel(event))`. */
export const goingLabel = (event: Pick<EventSummary, "goingCount" | "capacity">) =>
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
