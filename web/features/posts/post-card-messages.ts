import { defineMessages } from "../../lib/i18n/use-intl.ts";

// A post card's words, apart from the card: the comments (loaded on first open) and the
// list use them without importing the card, so the card stays with the feed's first code.
export const postCardMessages = defineMessages({
  comments: {
    id: "posts.comments",
    defaultMessage: "{count, plural, one {# comment} other {# comments}}",
  },
  anonymous: { id: "posts.anonymous", defaultMessage: "Anonymous" },
  /** A tombstone's author (the admin pages' words would bring all of theirs). */
  deletedUser: { id: "posts.deletedUser", defaultMessage: "Deleted user" },
  deletePost: { id: "posts.deletePost", defaultMessage: "Delete post" },
  reportLabel: { id: "posts.reportLabel", defaultMessage: "post by {name}" },
});
