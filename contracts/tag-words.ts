import { defineMessages } from "./i18n/define-messages.ts";

// A tag's feed (issue 35) says these: a file of their own, so a page reading posts does not
// bring the composer's suggestion words or the server's refusals along (decision 092).
// mention-words.ts includes them in mentionMessages.
export const tagWords = defineMessages({
  taggedTitle: { id: "mentions.taggedTitle", defaultMessage: "Posts tagged #{tag}" },
  clearTag: { id: "mentions.clearTag", defaultMessage: "Show all posts" },
  noTagged: { id: "mentions.noTagged", defaultMessage: "No posts tagged #{tag} yet." },
});
