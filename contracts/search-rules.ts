// City-wide search's words, sections and limits without zod: the nav's search box
// imports these at once, and contracts/search.ts (which re-exports them) only the
// server and the results page (decision 037, decision 073).

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

export const searchLimits = {
  /** What a person may type: 1 to 200 characters. */
  queryMin: 1,
  queryMax: 200,
  /** Words read from a query; the rest are ignored (a paste of a paragraph still answers). */
  maxTerms: 8,
  /** Letters a word keeps; longer ones are cut (no lexeme is longer than this is useful). */
  maxTermLength: 40,
  /** Results per section on the all-sections page. */
  perSection: 5,
  /** Results per page once a section is chosen. */
  pageSize: 20,
  /** Recent searches a device keeps. */
  recent: 5,
} as const;

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
