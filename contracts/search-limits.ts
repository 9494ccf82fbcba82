// City-wide search's limits (issue 34), alone: the nav's search box, drawn with every city
// page, reads the query's length here; contracts/search-rules.ts re-exports them.

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
