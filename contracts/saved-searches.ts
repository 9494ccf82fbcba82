import { z } from "zod";
import { communityMessages } from "./communities-rules.ts";
import { pageOf } from "./paged.ts";
import {
  savedSearchLimits as limits,
  savedSearchSections,
  savedSearchMessages as words,
} from "./saved-searches-rules.ts";

export * from "./saved-searches-rules.ts";

/**
 * Saved searches (issue 34, decision 081):
 *   GET    /api/me/saved-searches        the viewer's own, newest first (at most 20)
 *   POST   /api/me/saved-searches        save one (Idempotency-Key); 409 past 20
 *   PATCH  /api/me/saved-searches/:id    rename, pause or resume
 *   DELETE /api/me/saved-searches/:id    delete
 */

/** PostgreSQL text and jsonb cannot hold NUL, and no one types the other control characters or half a pair. */
const noControl = (text: string) =>
  !/[^\P{Cc}]/u.test(text) &&
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

const savedSearchName = z
  .string(words.nameRequired.defaultMessage)
  .trim()
  .min(1, words.nameRequired.defaultMessage)
  .max(limits.nameMax, words.nameTooLong.defaultMessage)
  .refine(noControl, words.nameRequired.defaultMessage);

/** A list's filters as its address holds them (?category=furniture&maxPrice=200). */
export const savedSearchFiltersSchema = z
  .record(
    z
      .string()
      .max(40, words.badFilters.defaultMessage)
      .refine(noControl, words.badFilters.defaultMessage),
    z.union([
      z
        .string()
        .max(limits.filterValueMax, words.badFilters.defaultMessage)
        .refine(noControl, words.badFilters.defaultMessage),
      z.number(),
    ]),
    words.badFilters.defaultMessage,
  )
  .refine(
    (filters) =>
      Object.keys(filters).length <= limits.filtersMax &&
      Object.values(filters).every((value) => typeof value === "string" || Number.isFinite(value)),
    words.badFilters.defaultMessage,
  );

export const createSavedSearchSchema = z.object({
  city: z
    .string(communityMessages.cityNotFound.defaultMessage)
    .min(1, communityMessages.cityNotFound.defaultMessage)
    .max(100, communityMessages.cityNotFound.defaultMessage),
  /** A directory's section, or null for a search of the whole city. */
  section: z.enum(savedSearchSections, words.badFilters.defaultMessage).nullable(),
  filters: savedSearchFiltersSchema.default({}),
  query: z
    .string(words.queryTooLong.defaultMessage)
    .trim()
    .max(limits.queryMax, words.queryTooLong.defaultMessage)
    .refine(noControl, words.badFilters.defaultMessage)
    .default(""),
  name: savedSearchName,
});
export type CreateSavedSearch = z.infer<typeof createSavedSearchSchema>;

export const updateSavedSearchSchema = z
  .object({
    name: savedSearchName.optional(),
    paused: z.boolean(words.nothingToChange.defaultMessage).optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.paused !== undefined,
    words.nothingToChange.defaultMessage,
  );
export type UpdateSavedSearch = z.infer<typeof updateSavedSearchSchema>;

export const savedSearchIdParams = z.object({ id: z.uuid(words.notFound.defaultMessage) });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  citySlug: z.string(),
  cityName: z.string(),
  section: z.enum(savedSearchSections).nullable(),
  filters: z.record(z.string(), z.string()),
  query: z.string(),
  paused: z.boolean(),
  /** The list (or search) page it came from, with its filters in the address. */
  path: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchPageSchema = pageOf(savedSearchSchema);
export type SavedSearchPage = z.infer<typeof savedSearchPageSchema>;
