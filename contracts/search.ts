import { z } from "zod";
import { searchLimits, searchMessages, searchSections, searchSorts } from "./search-rules.ts";

export * from "./search-rules.ts";

// City-wide search (issue 34, decision 073): GET /api/cities/:city/search.

const queryText = z
  .string(searchMessages.queryLength.defaultMessage)
  .trim()
  .min(searchLimits.queryMin, searchMessages.queryLength.defaultMessage)
  .max(searchLimits.queryMax, searchMessages.queryLength.defaultMessage)
  // PostgreSQL text cannot hold NUL, and no one types the other control characters.
  .refine((q) => !/[^\P{Cc}\t\n\r]/u.test(q), {
    message: searchMessages.queryInvalid.defaultMessage,
  })
  .refine(
    (q) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(q),
    {
      message: searchMessages.queryInvalid.defaultMessage,
    },
  );

export const searchQuerySchema = z.object({
  q: queryText,
  /** One section, paged; without it, the first few of every section the viewer may see. */
  section: z.enum(searchSections).optional(),
  sort: z.enum(searchSorts).default("relevance"),
  cursor: z.string().max(300).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const segmentSchema = z.object({ text: z.string(), match: z.boolean() });

export const searchResultSchema = z.object({
  id: z.string(),
  section: z.enum(searchSections),
  /** The web page that shows it. */
  path: z.string(),
  /** Its title or name (a post's first words, a member's name), marked where it matched. */
  title: z.array(segmentSchema),
  /** A few lines around the first match in its text; empty when nothing more to show. */
  snippet: z.array(segmentSchema),
  /** When it was written (an event: when it starts). */
  date: z.iso.datetime({ offset: true }),
  thumbnailUrl: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPageSchema = z.object({
  items: z.array(searchResultSchema),
  nextCursor: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

export const searchReplySchema = z.object({
  q: z.string(),
  sort: z.enum(searchSorts),
  /** The sections searched, in order: those the viewer may see, or the one chosen. */
  sections: z.array(z.object({ section: z.enum(searchSections), results: searchPageSchema })),
});
export type SearchReply = z.infer<typeof searchReplySchema>;
