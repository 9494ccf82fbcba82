// The polls' words, limits and arithmetic without zod: the web's first routes import these,
// and contracts/polls.ts (which re-exports them) the server and the form's schema (decision 037).

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

export const pollLimits = {
  minOptions: 2,
  maxOptions: 10,
  questionMax: 300,
  optionMax: 120,
} as const;

/** Percentages that are whole numbers; the display rounds, the counts stay exact. */
export const percentOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count / total) * 100);
