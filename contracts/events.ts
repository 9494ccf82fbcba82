import { z } from "zod";
import { int, repeatField, repeatSchema } from "./events-repeat.ts";
import {
  eventLimits,
  eventListTabs,
  eventMessages,
  isLocalDateTime,
  occurrenceScopes,
  rsvpAnswers,
  rsvpScopes,
  rsvpStatuses,
} from "./events-rules.ts";
import { defineMessages, type Message } from "./i18n/define-messages.ts";
import { pageOf } from "./paged.ts";

export { type Repeat, type RepeatInput, repeatSchema } from "./events-repeat.ts";
export * from "./events-rules.ts";

/*
 * Events (decisions 026, 030, 050; repeats, waitlist, guests and reminders: issue 36,
 * decision 080). An event is a series; every date of it is an occurrence with its own id.
 * A one-off event is a series of one. Every /api/events/:id route takes an OCCURRENCE id
 * (`occurrenceId`, also `id`); the old ids of one-off events still work (same rows).
 *
 *   GET    /api/cities/:city/events?when&cursor&limit  eventPageSchema: one item per occurrence
 *   POST   /api/cities/:city/events        eventInputSchema (+ optional `repeat`, `guestsAllowed`;
 *                                          multipart sends `repeat` as a JSON string) → 201 eventSchema
 *                                          of the first occurrence. Idempotency-Key.
 *   GET    /api/events/:id                 eventSchema (the occurrence; `otherDates` lists the series')
 *   PUT    /api/events/:id                 eventInputSchema + `scope` ("one" | "this-and-later",
 *                                          default "one"); `repeat` is ignored on edit → eventSchema.
 *                                          People going to each changed occurrence get event_changed.
 *   POST   /api/events/:id/cancel?scope=one|this-and-later  → eventSchema; going/interested get
 *                                          event_cancelled (and the existing email).
 *   DELETE /api/events/:id                 moderation removal of the whole series (removalBody) → 204
 *   PUT    /api/events/:id/rsvp            rsvpSchema {status, guests?, scope?, waitlist?} → eventSchema
 *                                          (with `myRsvp`, `myGuests`, `waitlistPosition`, `goingCount`,
 *                                          `waitingCount`). "going" to a full occurrence: 409 "This event
 *                                          is full." unless `waitlist: true`, then myRsvp "waiting".
 *                                          Leaving (interested / not_going) promotes the first waiting.
 *   GET    /api/events/:id/people          eventPeopleSchema (organiser, city moderators, admins)
 *   GET    /api/events/:id/people.csv      text/csv, same people; cells starting = + - @ tab CR get a '
 *   PUT    /api/events/:id/capacity        capacitySchema {capacity} → eventPeopleSchema; promotes the
 *                                          waitlist in order while seats allow (organiser/mods/admins)
 *   GET    /api/events/:id/calendar.ics    the whole series: one VEVENT with RRULE, EXDATEs, and a
 *                                          VEVENT with RECURRENCE-ID per changed occurrence
 *   GET    /api/cities/:city/calendar.ics  the city feed, the same way per series
 *
 * Notifications (contracts/notifications-rules.ts): waitlist_promoted, event_reminder_day,
 * event_reminder_hour (new); event_changed, event_cancelled (reused, per occurrence).
 */

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
    /** Null or absent: a one-off event. Read at creation only. */
    repeat: repeatField.optional().transform((value) => value ?? null),
    /** How many guests each member may bring (they take seats too). */
    guestsAllowed: z
      .preprocess(
        (value) => (value === "" || value === null ? undefined : value),
        int(eventMessages.guestsAllowedInvalid.defaultMessage, 0, eventLimits.guestsMax).optional(),
      )
      .optional()
      .transform((value) => value ?? 0),
    /** On edit: this occurrence only, or it and every later one. */
    scope: z.enum(occurrenceScopes).default("one"),
  })
  // Same zone on both sides, so the fixed-width strings compare as the times do.
  .refine((event) => event.endsAt > event.startsAt, {
    message: eventMessages.endBeforeStart.defaultMessage,
    path: ["endsAt"],
  });
export type EventInput = z.infer<typeof eventInputSchema>;
/** What the form holds before parsing (capacity as typed). */
export type EventFormValues = z.input<typeof eventInputSchema>;

export const rsvpSchema = z.object({
  status: z.enum(rsvpStatuses),
  /** Guests coming with the member (going only), at most the event's `guestsAllowed`. */
  guests: int(eventMessages.tooManyGuests.defaultMessage, 0, eventLimits.guestsMax).default(0),
  /** "all-upcoming": the same answer for this and every later occurrence of the series. */
  scope: z.enum(rsvpScopes).default("one"),
  /** Going to a full occurrence: join its waitlist instead of being refused. */
  waitlist: z.boolean().default(false),
});
export type RsvpInput = z.input<typeof rsvpSchema>;

export const occurrenceScopeQuery = z.object({ scope: z.enum(occurrenceScopes).default("one") });

export const capacitySchema = z.object({
  capacity: int(eventMessages.capacityInvalid.defaultMessage, 1, eventLimits.capacityMax),
});

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
  /** Seats taken: people going plus their guests. */
  goingCount: z.number().int(),
  cancelled: z.boolean(),
  /** The same as `id`: this date of the event. */
  occurrenceId: z.string(),
  seriesId: z.string(),
  /** Part of a repeating series. */
  repeats: z.boolean(),
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
  /** "waiting": on the waitlist, at `waitlistPosition`. */
  myRsvp: z.enum(rsvpAnswers).nullable(),
  myGuests: z.number().int(),
  /** 1 for the first waiting; null unless the viewer is waiting. */
  waitlistPosition: z.number().int().nullable(),
  /** People on the waitlist (not counting their guests). */
  waitingCount: z.number().int(),
  guestsAllowed: z.number().int(),
  /** How the series repeats (for the plain-language summary), null for a one-off. */
  repeat: repeatSchema.nullable(),
  /** This date was changed on its own (not as the series is). */
  changed: z.boolean(),
  /** The series' next dates after this one (not past, cancelled ones flagged). */
  otherDates: z.array(
    z.object({
      occurrenceId: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      cancelled: z.boolean(),
    }),
  ),
  /** Organiser, the city's moderators or an admin: people view, CSV, capacity. */
  canManage: z.boolean(),
  /** Organiser or admin: Edit and Cancel. */
  canEdit: z.boolean(),
  /** An admin or a moderator of its city: removing it outright (organisers cancel instead). */
  canDelete: z.boolean(),
  /** Whether the viewer may RSVP now (a member, not cancelled, not over). */
  canRsvp: z.boolean(),
  /** The viewer bookmarked it on their Saved list (issue 35). */
  saved: z.boolean().optional(),
  /** No seat for a newcomer: every seat taken, or people already waiting. */
  full: z.boolean(),
  past: z.boolean(),
});
export type EventDetail = z.infer<typeof eventSchema>;

export const eventPageSchema = pageOf(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventListQuerySchema = z.object({
  when: z.enum(eventListTabs).default("upcoming"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(eventLimits.pageSize),
});

export const eventIdParams = z.object({ id: z.uuid(eventMessages.notFound.defaultMessage) });

export const eventAttendeeSchema = z.object({
  person: eventPersonSchema,
  guests: z.number().int(),
  /** When they said going or joined the waitlist (ISO). */
  since: z.string(),
});

/** The organiser's people view of one occurrence. */
export const eventPeopleSchema = z.object({
  occurrenceId: z.string(),
  capacity: z.number().int().nullable(),
  /** People plus guests. */
  seatsTaken: z.number().int(),
  going: z.array(eventAttendeeSchema),
  /** In order: the first is promoted next. */
  waitlist: z.array(eventAttendeeSchema.extend({ position: z.number().int() })),
  /** Guests of the people going. */
  guests: z.number().int(),
});
export type EventPeople = z.infer<typeof eventPeopleSchema>;
