// What every city page reads of the communities' rules (decision 092): the city's name
// from its slug, and the two words of a city page's gate when the city cannot be shown.
// Apart from communities-rules.ts, which re-exports them with the join form's words,
// the resident statuses and the rest that no first screen says.

import { defineMessages } from "./i18n/define-messages.ts";

/** "gold-coast" -> "Gold Coast" (spec: hyphens to spaces, each word capitalised). */
export const cityNameFromSlug = (slug: string) =>
  slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** A city page's gate: an unknown slug, or a check that failed. */
export const cityLookupMessages = defineMessages({
  cityNotFound: { id: "communities.cityNotFound", defaultMessage: "City not found" },
  checkFailed: {
    id: "communities.checkFailed",
    defaultMessage: "Failed to check membership status. Please try again.",
  },
});
