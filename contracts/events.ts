import { z } from "zod";
import {
  eventLimits,
  eventListTabs,
  eventMessages,
  isLocalDateTime,
  rsvpStatuses,
} from "./events-rules.ts";
import { defineMessages, type Message } from "./i18n/define-messages.ts";
import { pageOf } from "./paged.ts";

export * from "./events-rules.ts";

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

export const eventPageSchema = pageOf(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;

export const eventListQuerySchema = z.object({
  when: z.enum(eventListTabs).default("upcoming"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(eventLimits.pageSize),
});

export const eventIdParams = z.object({ id: z.uuid(eventMessages.notFound.defaultMessage) });
