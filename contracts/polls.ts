import { z } from "zod";
import { pollLimits, pollMessages } from "./polls-rules.ts";

export { percentOf, pollLimits, pollMessages } from "./polls-rules.ts";

// zod is given the English; the server and the web find the message again by its words.
const invalid = pollMessages.invalid.defaultMessage;

const option = z.string().trim().min(1, invalid).max(pollLimits.optionMax);

export const pollInputSchema = z.object({
  question: z.string().trim().min(1, invalid).max(pollLimits.questionMax),
  options: z
    .array(option, { error: invalid })
    .min(pollLimits.minOptions, invalid)
    .max(pollLimits.maxOptions, pollMessages.tooManyOptions.defaultMessage),
  /** ISO timestamp, or null for a poll that stays open until closed. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});

export const pollUpdateSchema = pollInputSchema
  .partial()
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    pollMessages.nothingToUpdate.defaultMessage,
  );

export const voteSchema = z.object({ optionIndex: z.number().int().min(0) });

export const pollSchema = z.object({
  id: z.string(),
  citySlug: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  /** Active and not expired: votes are accepted. */
  isOpen: z.boolean(),
  hasVotes: z.boolean(),
  myVote: z.number().int().nullable(),
  /** Per-option counts; shown once the viewer has voted or the poll is no longer open. */
  results: z.array(z.number().int()).nullable(),
  totalVotes: z.number().int().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;

export const pollListSchema = z.object({ polls: z.array(pollSchema) });
export const pollListQuerySchema = z.object({
  status: z.enum(["active", "closed"]).default("active"),
});
