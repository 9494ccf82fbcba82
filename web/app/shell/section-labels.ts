import type { CitySectionSlug } from "../../../contracts/city-sections.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";

/** The sections' names as the navigation says them, in the page's language. */
export const sectionLabels = defineMessages({
  feed: { id: "shell.section.feed", defaultMessage: "Feed" },
  polls: { id: "shell.section.polls", defaultMessage: "Polls" },
  marketplace: { id: "shell.section.marketplace", defaultMessage: "Marketplace" },
  property: { id: "shell.section.property", defaultMessage: "Properties" },
  events: { id: "shell.section.events", defaultMessage: "Events" },
  dining: { id: "shell.section.dining", defaultMessage: "Dining" },
  shopping: { id: "shell.section.shopping", defaultMessage: "Shopping" },
}) satisfies Record<CitySectionSlug, unknown>;
