import { directoryWordsOf } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { type SearchSection, searchSections } from "../../../contracts/search-rules.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import { searchBoxWords } from "./search-box-words.ts";

// The words of city-wide search (issue 34), in English; Spanish in contracts/i18n/es/search.json.

export const searchWords = defineMessages({
  ...searchBoxWords,
  pageTitle: { id: "search.pageTitle", defaultMessage: "Search {city}" },
  resultsFor: { id: "search.resultsFor", defaultMessage: "Results for “{q}”" },
  prompt: {
    id: "search.prompt",
    defaultMessage: "Search posts, listings, places, events and members of {city}.",
  },
  noResults: {
    id: "search.noResults",
    defaultMessage: "Nothing in {city} matches “{q}”. Try fewer or shorter words.",
  },
  noResultsInSection: {
    id: "search.noResultsInSection",
    defaultMessage: "Nothing in this section matches “{q}”.",
  },
  sectionFilter: { id: "search.sectionFilter", defaultMessage: "Section" },
  allSections: { id: "search.allSections", defaultMessage: "All sections" },
  sort: { id: "search.sort", defaultMessage: "Sort by" },
  relevance: { id: "search.relevance", defaultMessage: "Best match" },
  date: { id: "search.date", defaultMessage: "Newest" },
  seeAll: { id: "search.seeAll", defaultMessage: "See all in {section}" },
  loadMore: { id: "search.loadMore", defaultMessage: "More results" },
  recent: { id: "search.recent", defaultMessage: "Recent searches" },
  clearRecent: { id: "search.clearRecent", defaultMessage: "Clear recent searches" },
  membersOnlyNote: {
    id: "search.membersOnlyNote",
    defaultMessage: "Posts and members are searched for members of {city} only.",
  },
});

const ownSectionWords = defineMessages({
  posts: { id: "search.section.posts", defaultMessage: "Posts" },
  marketplace: { id: "search.section.marketplace", defaultMessage: "Marketplace" },
  property: { id: "search.section.property", defaultMessage: "Property" },
  dining: { id: "search.section.dining", defaultMessage: "Dining" },
  shopping: { id: "search.section.shopping", defaultMessage: "Shopping" },
  events: { id: "search.section.events", defaultMessage: "Events" },
  members: { id: "search.section.members", defaultMessage: "Members" },
}) satisfies Partial<Record<SearchSection, unknown>>;

/**
 * Each section's name on the results page; a directory added later names itself in its
 * row of contracts/directory-kinds.ts (`words.section`).
 */
export const sectionWords = Object.fromEntries(
  searchSections.map((section) => [
    section,
    (ownSectionWords as Partial<Record<SearchSection, Message>>)[section] ??
      directoryWordsOf(section)?.section ?? {
        id: `search.section.${section}`,
        defaultMessage: section,
      },
  ]),
) as Record<SearchSection, Message>;
