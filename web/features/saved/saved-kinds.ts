import { byDirectoryKind, directoryKindRows } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { SavedKind } from "../../../contracts/saved-rules.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";

const words = defineMessages({
  marketplace: { id: "profiles.savedList.marketplace", defaultMessage: "Marketplace" },
  property: { id: "profiles.savedList.property", defaultMessage: "Property" },
  post: { id: "saved.kind.post", defaultMessage: "Post" },
  event: { id: "saved.kind.event", defaultMessage: "Event" },
  posts: { id: "saved.tab.posts", defaultMessage: "Posts" },
  events: { id: "saved.tab.events", defaultMessage: "Events" },
  properties: { id: "saved.tab.properties", defaultMessage: "Properties" },
  dining: { id: "saved.tab.dining", defaultMessage: "Dining" },
  shopping: { id: "saved.tab.shopping", defaultMessage: "Shopping" },
  all: { id: "saved.tab.all", defaultMessage: "All" },
});

/** Each kind's badge on a saved entry: a directory's name (contracts/directory-kinds.ts), and ours. */
export const savedKindBadges: Record<SavedKind, Message> = {
  ...byDirectoryKind((row) => row.label),
  listing: words.marketplace,
  property: words.property,
  post: words.post,
  event: words.event,
};

/** The Saved page's tabs (issue 35), in the order the city's sections are: one kind each. */
export const savedTabs: readonly { value: "all" | SavedKind; label: Message }[] = [
  { value: "all", label: words.all },
  { value: "post", label: words.posts },
  { value: "event", label: words.events },
  { value: "listing", label: words.marketplace },
  { value: "property", label: words.properties },
  { value: "restaurant", label: words.dining },
  { value: "shop", label: words.shopping },
  // A directory added later names its tab in its row of contracts/directory-kinds.ts.
  ...directoryKindRows.flatMap((row) => {
    const own = "words" in row ? (row.words as { section: Message }) : undefined;
    return own && "savable" in row ? [{ value: row.kind as SavedKind, label: own.section }] : [];
  }),
];
