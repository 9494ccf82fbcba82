// The Saved list's kinds, states, words and limits without zod: the profile page imports
// these, and contracts/saved.ts (which re-exports them) the server (decision 037).

import { type SavableKind, savableKinds } from "./directory-kinds.ts";
import { defineMessages } from "./i18n/define-messages.ts";

/*
 * Saved (product decision 22: the spec's listing "Like" is a per-user Saved list
 * on the personal profile). Saving and unsaving are on the items themselves:
 *
 *   PUT    /api/marketplace-items/:id/saved | PUT    /api/properties/:id/saved -> 204
 *   DELETE /api/marketplace-items/:id/saved | DELETE /api/properties/:id/saved -> 204
 *
 * (one pair per directory whose config has `saved`, server/features/directories/registry.ts).
 * `kind` is the word stored for each: "listing" for a marketplace item, "property".
 *   GET    /api/me/saved                signed in; query savedQuerySchema -> 200 savedPageSchema
 *
 * Saving twice or unsaving something not saved is fine (204 both times). A saved
 * item that is later deleted stays on the list as "removed" with the title it had,
 * so it says so instead of vanishing; the owner of the list can unsave it.
 */

/** The kinds of the directories marked `savable` in contracts/directory-kinds.ts. */
export const savedKinds = savableKinds;
export type SavedKind = SavableKind;

/**
 * "available": still on offer (marketplace available; property for sale/rent or under offer).
 * "sold": sold or rented. "removed": deleted by its owner or an admin.
 */
export const savedStates = ["available", "sold", "removed"] as const;
export type SavedState = (typeof savedStates)[number];

/** The Saved list's words as messages (decision 063): `intl.formatMessage(savedWords.empty)`. */
export const savedWords = defineMessages({
  title: { id: "saved.title", defaultMessage: "Saved" },
  empty: {
    id: "saved.empty",
    defaultMessage: "Nothing saved yet. Tap Save on a listing or property to keep it here.",
  },
  removed: { id: "saved.removed", defaultMessage: "This listing has been removed." },
  sold: { id: "saved.sold", defaultMessage: "This listing is no longer available." },
  loginToSave: {
    id: "saved.loginToSave",
    defaultMessage: "You must be logged in to save listings.",
  },
  fetchError: { id: "saved.fetchError", defaultMessage: "Error fetching saved items" },
});

/** The same words in English, for pages not yet speaking through `savedWords`. */
export const savedMessages = {
  title: savedWords.title.defaultMessage,
  empty: savedWords.empty.defaultMessage,
  removed: savedWords.removed.defaultMessage,
  sold: savedWords.sold.defaultMessage,
  loginToSave: savedWords.loginToSave.defaultMessage,
  fetchError: savedWords.fetchError.defaultMessage,
} as const;

export const savedLimits = { pageSize: 20, pageSizeMax: 50 } as const;
