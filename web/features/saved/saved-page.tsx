import { Bookmark } from "lucide-react";
import { directoryKindRows } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { SavedKind } from "../../../contracts/saved-rules.ts";
import { savedWords } from "../../../contracts/saved-rules.ts";
import { Tabs, useTabParam } from "../../components/ui/tabs.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { SavedEntry } from "./saved-entry.tsx";
import { SavedItems } from "./saved-items.tsx";
import { savedTabs } from "./saved-kinds.ts";

const messages = defineMessages({
  intro: {
    id: "saved.page.intro",
    defaultMessage:
      "Posts, events and listings you saved, with a reminder on the day you choose if you want one.",
  },
  loading: { id: "saved.page.loading", defaultMessage: "Loading your saved items" },
});

/** Each tab's empty state: what to tap, and where. */
const empties = defineMessages({
  all: {
    id: "saved.empty.all",
    defaultMessage: "Nothing saved yet. Tap Save on a post, event or listing to keep it here.",
  },
  post: { id: "saved.empty.post", defaultMessage: "No saved posts. Tap Save on a post in a feed." },
  event: {
    id: "saved.empty.event",
    defaultMessage: "No saved events. Tap Save on an event's page.",
  },
  listing: {
    id: "saved.empty.listing",
    defaultMessage: "No saved marketplace items. Tap Save on an item's page.",
  },
  property: {
    id: "saved.empty.property",
    defaultMessage: "No saved properties. Tap Save on a property's page.",
  },
  restaurant: {
    id: "saved.empty.restaurant",
    defaultMessage: "No saved restaurants. Tap Save on a restaurant's page.",
  },
  shop: { id: "saved.empty.shop", defaultMessage: "No saved shops. Tap Save on a shop's page." },
});

/** A tab's empty text; a directory added later gives its own (contracts/directory-kinds.ts). */
const emptyText = (kind: SavedKind | "all"): Message => {
  const row = directoryKindRows.find((known) => known.kind === kind);
  const own = row && "words" in row ? (row.words as { savedEmpty?: Message }) : undefined;
  return (empties as Partial<Record<string, Message>>)[kind] ?? own?.savedEmpty ?? empties.all;
};

/**
 * `/saved` (issue 35): everything the member saved, a tab per kind (All, Posts, Events,
 * Marketplace, Property, Dining, Shopping), each entry with its reminder day and Remove.
 */
export function SavedPage() {
  const intl = useIntl();
  usePageTitle(savedWords.title);
  const [tab, select] = useTabParam(savedTabs.map((t) => t.value));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Bookmark aria-hidden="true" className="size-6 text-ocean-700" />
        {intl.formatMessage(savedWords.title)}
      </h1>
      <p className="mt-1 mb-4 text-slate-700">{intl.formatMessage(messages.intro)}</p>
      <Tabs
        label={intl.formatMessage(savedWords.title)}
        value={tab}
        onChange={select}
        scrolls
        tabs={savedTabs.map((t) => ({
          value: t.value,
          label: intl.formatMessage(t.label),
          // Only the chosen tab's panel asks for its list.
          panel:
            t.value === tab ? <SavedTab kind={t.value === "all" ? undefined : t.value} /> : null,
        }))}
      />
    </div>
  );
}

function SavedTab({ kind }: { kind?: SavedKind }) {
  const intl = useIntl();
  return (
    <SavedItems
      kind={kind}
      loading={intl.formatMessage(messages.loading)}
      empty={intl.formatMessage(emptyText(kind ?? "all"))}
      entry={(item) => <SavedEntry item={item} />}
    />
  );
}
