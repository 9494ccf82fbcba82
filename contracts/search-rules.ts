// City-wide search's words, sections and limits without zod: the results page imports
// these, and contracts/search.ts (which re-exports them) only the server (decision 037,
// decision 073).

import { directorySections } from "./directory-kinds.ts";
import { defineMessages } from "./i18n/define-messages.ts";

/**
 * The sections results are grouped in, in the order a results page shows them: posts,
 * every directory of contracts/directory-kinds.ts, events and members.
 */
export const searchSections = ["posts", ...directorySections, "events", "members"] as const;
export type SearchSection = (typeof searchSections)[number];

export const searchSorts = ["relevance", "date"] as const;
export type SearchSort = (typeof searchSorts)[number];

// The limits are a file of their own: the nav's box, drawn on every city page, reads the
// query's length from it without these words.
export { searchLimits } from "./search-limits.ts";

/** A run of text, marked when it matched the query: the web renders it as text, never as HTML. */
export type SearchSegment = { text: string; match: boolean };

export const searchMessages = defineMessages({
  queryLength: {
    id: "search.queryLength",
    defaultMessage: "Type between 1 and 200 characters to search.",
  },
  queryInvalid: {
    id: "search.queryInvalid",
    defaultMessage: "That search has characters it cannot read.",
  },
  invalidCursor: {
    id: "search.invalidCursor",
    defaultMessage: "That page of results has expired.",
  },
  cursorNeedsSection: {
    id: "search.cursorNeedsSection",
    defaultMessage: "Choose a section to see more results.",
  },
});
