import { z } from "zod";
import {
  eventLimits,
  eventMessages,
  repeatFrequencies,
  repeatMonthWeeks,
  repeatWeekdays,
} from "./events-rules.ts";

// How a repeating event's dates follow one another (issue 36, decision 080): the `repeat`
// a member sends when creating an event, and the one every occurrence answers with.
// events.ts re-exports the schema and its types, so the web and the server import events
// from one place.

/** A whole number from a form's text or JSON, refused with `message` outside [min, max]. */
export const int = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

const repeatInvalid = eventMessages.repeatInvalid.defaultMessage;
const repeatEndInvalid = eventMessages.repeatEndInvalid.defaultMessage;

/**
 * How a series repeats. Weekly: on `weekdays` (default: the first date's weekday) every
 * `interval` weeks. Monthly: on `{ day }` of the month (months without it are skipped) or
 * on `{ week, weekday }` ("the first Saturday": week 1; "the last Friday": week -1), every
 * `interval` months. It ends on `until` (a date in the city, inclusive) or after `count`
 * dates, or neither (open-ended: dates exist 6 months ahead). Times stay the same wall-clock
 * time in the city across daylight saving.
 */
export const repeatSchema = z
  .object({
    frequency: z.enum(repeatFrequencies, repeatInvalid),
    interval: int(repeatInvalid, 1, eventLimits.repeatIntervalMax).default(1),
    weekdays: z
      .array(z.enum(repeatWeekdays, repeatInvalid), { error: repeatInvalid })
      .min(1, repeatInvalid)
      .max(7, repeatInvalid)
      .optional(),
    monthly: z
      .union(
        [
          z.object({ day: int(repeatInvalid, 1, 31) }).strict(),
          z
            .object({
              week: z.union(repeatMonthWeeks.map((week) => z.literal(week))),
              weekday: z.enum(repeatWeekdays),
            })
            .strict(),
        ],
        { error: repeatInvalid },
      )
      .optional(),
    /** "2027-03-28": the last day it may happen, in the city. */
    until: z.iso.date(repeatEndInvalid).optional(),
    count: int(repeatEndInvalid, 1, eventLimits.repeatCountMax).optional(),
  })
  .refine((repeat) => repeat.until === undefined || repeat.count === undefined, {
    message: repeatEndInvalid,
    path: ["count"],
  })
  .refine((repeat) => repeat.frequency === "weekly" || repeat.weekdays === undefined, {
    message: repeatInvalid,
    path: ["weekdays"],
  })
  .refine((repeat) => repeat.frequency === "monthly" || repeat.monthly === undefined, {
    message: repeatInvalid,
    path: ["monthly"],
  });
export type Repeat = z.infer<typeof repeatSchema>;
export type RepeatInput = z.input<typeof repeatSchema>;

/** A form sends `repeat` as JSON text (multipart), "" or nothing for a one-off event. */
export const repeatField = z.preprocess((value) => {
  if (value === "" || value === undefined || value === null) return null;
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, repeatSchema.nullable());
