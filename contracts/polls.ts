import { z } from "zod";
import { defineMessages } from "./i18n/define-messages.ts";

export const pollMessages = defineMessages({
  invalid: {
    id: "polls.invalid",
    defaultMessage: "Please enter a question and at least two options.",
  },
  tooManyOptions: {
    id: "polls.tooManyOptions",
    defaultMessage: "Polls can have at most 10 options.",
  },
  createFailed: { id: "polls.createFailed", defaultMessage: "Failed to create poll." },
  updateFailed: { id: "polls.updateFailed", defaultMessage: "Failed to update poll." },
  noActivePolls: {
    id: "polls.noActivePolls",
    defaultMessage: "No active polls yet in this community.",
  },
  loginToVote: { id: "polls.loginToVote", defaultMessage: "You must be logged in to vote." },
  closed: { id: "polls.closed", defaultMessage: "This poll is closed." },
  lockedAfterVotes: {
    id: "polls.lockedAfterVotes",
    defaultMessage: "This poll already has votes, so only its expiry can change.",
  },
  badOption: { id: "polls.badOption", defaultMessage: "Please choose one of the poll's options." },
  pollNotFound: { id: "polls.pollNotFound", defaultMessage: "Poll not found." },
  expiryInPast: { id: "polls.expiryInPast", defaultMessage: "The expiry must be in the future." },
  nothingToUpdate: {
    id: "polls.nothingToUpdate",
    defaultMessage: "Please change the question, the options or the expiry.",
  },
});

// zod is given the English; the server and the web find the message again by its words.
const invalid = pollMessages.invalid.defaultMessage;

export const pollLimits = {
  minOptions: 2,
  maxOptions: 10,
  questionMax: 300,
  optionMax: 120,
} as const;

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

/** Percentages that are whole numbers; the display rounds, the counts stay exact. */
export const percentOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 100);
