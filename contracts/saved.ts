import { z } from "zod";
import { moneyFields } from "./listing-parts.ts";
import { pageOf } from "./paged.ts";
import { savedKinds, savedLimits, savedStates, savedWords } from "./saved-rules.ts";

export * from "./saved-rules.ts";

export const savedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  /** One tab of the list (issue 35); none: every kind. */
  kind: z.enum(savedKinds).optional(),
  limit: z.coerce.number().int().min(1).max(savedLimits.pageSizeMax).default(savedLimits.pageSize),
});

export const savedItemSchema = z.object({
  kind: z.enum(savedKinds),
  /** The listing's or property's id; link /city/{citySlug}/marketplace/{id} or .../property/{id}. */
  id: z.string(),
  citySlug: z.string(),
  /** Its page (/city/{citySlug}/marketplace/{id}, ...), as its directory names it. */
  path: z.string(),
  /** The current title, or the one it had when it was removed; "" when "unavailable". */
  title: z.string(),
  /** Dollars; null once removed. */
  price: z.number().nullable(),
  /** Its city's locale and currency, how the price is written. */
  ...moneyFields,
  thumbnailUrl: z.string().nullable(),
  state: z.enum(savedStates),
  savedAt: z.string(),
  /** The reminder's day on its city's calendar (YYYY-MM-DD), or null (issue 35). */
  remindOn: z.string().nullable().optional(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

/** PUT /api/me/saved/:kind/:id/reminder: a day (YYYY-MM-DD) or null to clear it. */
export const savedReminderSchema = z.object({
  remindOn: z.iso.date(savedWords.badReminder.defaultMessage).nullable(),
});
export type SavedReminder = z.infer<typeof savedReminderSchema>;

/** /api/me/saved/:kind/:id: an entry of the list by its kind and id. */
export const savedEntryParams = z.object({
  kind: z.enum(savedKinds),
  id: z.uuid(savedWords.notSaved.defaultMessage),
});

export const savedPageSchema = pageOf(savedItemSchema);
export type SavedPage = z.infer<typeof savedPageSchema>;
