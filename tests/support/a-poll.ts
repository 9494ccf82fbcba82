// Test support: a poll as the server presents it, open and not yet voted on.
import type { Poll } from "../../contracts/polls.ts";

export const aPoll = (overrides: Partial<Poll> = {}): Poll => ({
  id: "0f8b7a36-2c1e-4d4a-9a51-3f6b1c0d2e11",
  citySlug: "cape-town",
  question: "Where should the next beach clean-up be?",
  options: ["Clifton", "Muizenberg"],
  isActive: true,
  expiresAt: null,
  createdAt: "2025-03-01T09:00:00.000Z",
  isOpen: true,
  hasVotes: false,
  myVote: null,
  results: null,
  totalVotes: null,
  ...overrides,
});
