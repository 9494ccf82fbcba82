import { defineMessages } from "./i18n/define-messages.ts";
import { tagWords } from "./tag-words.ts";

// The words of @mentions and #tags (issue 35): the composer's suggestions, the refusals,
// and the tag's feed (tag-words.ts). contracts/mentions.ts re-exports them.
export const mentionMessages = {
  ...defineMessages({
    suggestions: { id: "mentions.suggestions", defaultMessage: "Members to mention" },
    /** Said to screen readers when the list opens. */
    suggestionCount: {
      id: "mentions.suggestionCount",
      defaultMessage:
        "{count, plural, one {# member to mention. Use the up and down arrows, then Enter.} other {# members to mention. Use the up and down arrows, then Enter.}}",
    },
    badTag: {
      id: "mentions.badTag",
      defaultMessage: "A tag is 1 to 50 letters, digits or underscores, with at least one letter.",
    },
    badQuery: {
      id: "mentions.badQuery",
      defaultMessage: "Type at most 40 characters of a member's name.",
    },
  }),
  ...tagWords,
};
