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

/**
 * Bookmarks (issue 35): posts and events are kept on the same list as listings, in the
 * same table. Saving is on the item (PUT/DELETE /api/posts/:id/saved, /api/events/:id/saved),
 * for members of its city only. The list, the reminder and removal by kind are:
 *
 *   GET    /api/me/saved?kind=post              one tab of the list (any kind; none: all)
 *   PUT    /api/me/saved/:kind/:id/reminder     { remindOn: "YYYY-MM-DD" | null } -> 204
 *   DELETE /api/me/saved/:kind/:id              take it off the list -> 204
 *
 * A reminder date is a day on the item's city's calendar: that day the member gets one
 * "bookmark_reminder" notice (bell, and email and push as their preferences say).
 */
export const bookmarkKinds = ["post", "event"] as const;
export type BookmarkKind = (typeof bookmarkKinds)[number];

/** The kinds of the directories marked `savable` in contracts/directory-kinds.ts, then bookmarks. */
export type SavedKind = SavableKind | BookmarkKind;
export const savedKinds = [...savableKinds, ...bookmarkKinds] as [SavedKind, ...SavedKind[]];

/**
 * "available": still on offer (marketplace available; property for sale/rent or under offer).
 * "sold": sold or rented. "removed": deleted by its owner or an admin. "unavailable": a post
 * of a city the member no longer belongs to; its current words are not sent. "cancelled":
 * an event called off.
 */
export const savedStates = ["available", "sold", "removed", "unavailable", "cancelled"] as const;
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
  unavailable: {
    id: "saved.unavailable",
    defaultMessage: "You can no longer see this: you are not a member of its city.",
  },
  postRemoved: { id: "saved.postRemoved", defaultMessage: "This has been removed." },
  cancelled: { id: "saved.cancelled", defaultMessage: "This event was cancelled." },
  badReminder: {
    id: "saved.badReminder",
    defaultMessage: "Choose a reminder date from today onwards, within two years.",
  },
  notSaved: { id: "saved.notSaved", defaultMessage: "That is not on your Saved list." },
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

export const savedLimits = {
  pageSize: 20,
  pageSizeMax: 50,
  /** A post is kept under its first words, as its notices name it. */
  postTitleLength: 60,
  /** How far ahead a reminder may be set, in days. */
  reminderDaysMax: 731,
} as const;
