import { z } from "zod";
import { mentionMessages } from "./mention-words.ts";
import { mentionLimits, tagFromQuery } from "./mentions-rules.ts";

export * from "./mention-tokens.ts";
export { mentionMessages } from "./mention-words.ts";
export * from "./mentions-rules.ts";

/*
 *   GET /api/cities/:city/mention-suggestions?q=an   members of the city -> 200 mentionSuggestionListSchema
 */

/** What the composer has typed after "@"; anything a name cannot hold finds no one. */
export const mentionSuggestQuerySchema = z.object({
  q: z
    .string()
    .max(mentionLimits.queryMax, mentionMessages.badQuery.defaultMessage)
    .default("")
    .transform((q) => q.trim().replace(/^@/, "")),
});

export const mentionSuggestionSchema = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MentionSuggestion = z.infer<typeof mentionSuggestionSchema>;

export const mentionSuggestionListSchema = z.object({ items: z.array(mentionSuggestionSchema) });

/** A mention as a page draws it: the token as written (lowercased) and whose page it opens now. */
export const postMentionSchema = z.object({ name: z.string(), username: z.string() });
export type PostMention = z.infer<typeof postMentionSchema>;

/** A feed's `?tag=`: "#Café", "cafe" and "CAFÉ" all ask for "cafe". */
export const tagQuerySchema = z
  .string()
  .max(mentionLimits.tagMax + 10, mentionMessages.badTag.defaultMessage)
  .transform((value, context) => {
    const tag = tagFromQuery(value);
    if (tag === null) {
      context.addIssue({ code: "custom", message: mentionMessages.badTag.defaultMessage });
      return z.NEVER;
    }
    return tag;
  });
