import { defineMessages } from "../../lib/i18n/use-intl.ts";

// Apart from lazy-part.tsx so the composer can say it without that code.
const messages = defineMessages({
  failed: {
    id: "posts.partFailed",
    defaultMessage: "Could not load this part of the page. Check your connection and try again.",
  },
});

/** What the feed says when the code of a part loaded on first use could not be fetched. */
export const partFailedMessage = messages.failed;
