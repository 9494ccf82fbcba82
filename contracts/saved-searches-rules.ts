// Saved searches' sections, limits and words without zod (issue 34, decision 081): the
// list pages' "Save this search" and the profile's section import these; the server and
// the API docs take the schemas of contracts/saved-searches.ts, which re-exports them.

import { directorySections } from "./directory-kinds.ts";
import { defineMessages } from "./i18n/define-messages.ts";

/** A directory's section (its list page's word; contracts/directory-kinds.ts), or null for a whole-city search. */
export const savedSearchSections = directorySections;
export type SavedSearchSection = (typeof savedSearchSections)[number];

export const savedSearchLimits = {
  /** A member keeps at most this many. */
  perMember: 20,
  nameMax: 80,
  queryMax: 200,
  /** Filters a search may carry (a directory has at most seven). */
  filtersMax: 12,
  filterValueMax: 100,
} as const;

export const savedSearchMessages = defineMessages({
  sectionTitle: { id: "savedSearches.sectionTitle", defaultMessage: "Saved searches" },
  sectionIntro: {
    id: "savedSearches.sectionIntro",
    defaultMessage:
      "You are told in the bell, and by email or push as you chose, when a new listing matches.",
  },
  empty: {
    id: "savedSearches.empty",
    defaultMessage:
      "No saved searches yet. Use “Save this search” on a list to be told about new matches.",
  },
  loading: { id: "savedSearches.loading", defaultMessage: "Loading saved searches…" },
  loadFailed: {
    id: "savedSearches.loadFailed",
    defaultMessage: "Could not load your saved searches.",
  },
  save: { id: "savedSearches.save", defaultMessage: "Save this search" },
  dialogTitle: { id: "savedSearches.dialogTitle", defaultMessage: "Save this search" },
  dialogIntro: {
    id: "savedSearches.dialogIntro",
    defaultMessage: "We will tell you when a new listing matches these filters.",
  },
  nameLabel: { id: "savedSearches.nameLabel", defaultMessage: "Name" },
  saveButton: { id: "savedSearches.saveButton", defaultMessage: "Save" },
  cancel: { id: "savedSearches.cancel", defaultMessage: "Cancel" },
  savedNotice: {
    id: "savedSearches.savedNotice",
    defaultMessage: "Search saved. You will be told about new matches.",
  },
  rename: { id: "savedSearches.rename", defaultMessage: "Rename" },
  renameLabel: { id: "savedSearches.renameLabel", defaultMessage: "New name for “{name}”" },
  pause: { id: "savedSearches.pause", defaultMessage: "Pause" },
  resume: { id: "savedSearches.resume", defaultMessage: "Resume" },
  paused: { id: "savedSearches.paused", defaultMessage: "Paused" },
  delete: { id: "savedSearches.delete", defaultMessage: "Delete" },
  deleteTitle: { id: "savedSearches.deleteTitle", defaultMessage: "Delete “{name}”?" },
  deleteBody: {
    id: "savedSearches.deleteBody",
    defaultMessage: "You will no longer be told about new matches for this search.",
  },
  open: { id: "savedSearches.open", defaultMessage: "Show results" },
  wholeCity: { id: "savedSearches.wholeCity", defaultMessage: "All of {city}" },
  describe: {
    id: "savedSearches.describe",
    defaultMessage:
      "{section, select, marketplace {Marketplace} property {Property} dining {Restaurants} shopping {Shopping} other {Everything}} in {city}{hasQuery, select, yes {: “{query}”} other {}}{filters, plural, =0 {} one {, # filter} other {, # filters}}",
  },
  // Refusals.
  signIn: { id: "savedSearches.signIn", defaultMessage: "Sign in to save searches." },
  notFound: { id: "savedSearches.notFound", defaultMessage: "Saved search not found." },
  tooMany: {
    id: "savedSearches.tooMany",
    defaultMessage: "You can keep up to 20 saved searches. Delete one to save another.",
  },
  nameRequired: { id: "savedSearches.nameRequired", defaultMessage: "Give the search a name." },
  nameTooLong: {
    id: "savedSearches.nameTooLong",
    defaultMessage: "A name can be at most 80 characters.",
  },
  queryTooLong: {
    id: "savedSearches.queryTooLong",
    defaultMessage: "A search can be at most 200 characters.",
  },
  badFilters: {
    id: "savedSearches.badFilters",
    defaultMessage: "Those filters cannot be saved. Change them and try again.",
  },
  wholeCityNoFilters: {
    id: "savedSearches.wholeCityNoFilters",
    defaultMessage: "A search of the whole city needs words to look for and takes no filters.",
  },
  nothingToChange: {
    id: "savedSearches.nothingToChange",
    defaultMessage: "Send a new name or whether it is paused.",
  },
});
