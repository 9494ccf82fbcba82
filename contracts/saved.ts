import { z } from "zod";
import { moneyFields } from "./listing-parts.ts";
import { pageOf } from "./paged.ts";
import { savedKinds, savedLimits, savedStates } from "./saved-rules.ts";

export * from "./saved-rules.ts";

export const savedQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(savedLimits.pageSizeMax).default(savedLimits.pageSize),
});

export const savedItemSchema = z.object({
  kind: z.enum(savedKinds),
  /** The listing's or property's id; link /city/{citySlug}/marketplace/{id} or .../property/{id}. */
  id: z.string(),
  citySlug: z.string(),
  /** Its page (/city/{citySlug}/marketplace/{id}, ...), as its directory names it. */
  path: z.string(),
  /** The current title, or the one it had when it was removed. */
  title: z.string(),
  /** Dollars; null once removed. */
  price: z.number().nullable(),
  /** Its city's locale and currency, how the price is written. */
  ...moneyFields,
  thumbnailUrl: z.string().nullable(),
  state: z.enum(savedStates),
  savedAt: z.string(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const savedPageSchema = pageOf(savedItemSchema);
export type SavedPage = z.infer<typeof savedPageSchema>;
