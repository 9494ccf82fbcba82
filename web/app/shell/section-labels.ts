import { type CitySectionSlug, citySections } from "../../../contracts/city-sections.ts";
import { directoryWordsOf } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";

const translated = defineMessages({
  feed: { id: "shell.section.feed", defaultMessage: "Feed" },
  polls: { id: "shell.section.polls", defaultMessage: "Polls" },
  marketplace: { id: "shell.section.marketplace", defaultMessage: "Marketplace" },
  property: { id: "shell.section.property", defaultMessage: "Properties" },
  events: { id: "shell.section.events", defaultMessage: "Events" },
  dining: { id: "shell.section.dining", defaultMessage: "Dining" },
  shopping: { id: "shell.section.shopping", defaultMessage: "Shopping" },
}) satisfies Partial<Record<CitySectionSlug, unknown>>;

/**
 * The sections' names as the navigation says them, in the page's language; a directory
 * added later names itself in its row of contracts/directory-kinds.ts (`words.section`),
 * any other new section says its English label until it is translated here.
 */
export const sectionLabels: Record<CitySectionSlug, Message> = {
  ...(Object.fromEntries(
    citySections.map((section) => [
      section.slug,
      directoryWordsOf(section.slug)?.section ?? {
        id: `shell.section.${section.slug}`,
        defaultMessage: section.label,
      },
    ]),
  ) as Record<CitySectionSlug, Message>),
  ...translated,
};
