import { defineMessages } from "../../lib/i18n/use-intl.ts";

// The nav's search box says these on every city page: a file of their own, so the box does
// not bring the results page's words along (decision 092). search-words.ts includes them.
export const searchBoxWords = defineMessages({
  boxLabel: { id: "search.boxLabel", defaultMessage: "Search {city}" },
  submit: { id: "search.submit", defaultMessage: "Search" },
  shortcutHint: { id: "search.shortcutHint", defaultMessage: "Press / to search" },
});
