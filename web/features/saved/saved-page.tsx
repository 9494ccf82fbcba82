import { Bookmark } from "lucide-react";
import type { SavedKind } from "../../../contracts/saved-rules.ts";
import { savedWords } from "../../../contracts/saved-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadMore } from "../../components/ui/load-more.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Tabs, useTabParam } from "../../components/ui/tabs.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useSaved } from "../profiles/use-saved.ts";
import { SavedEntry } from "./saved-entry.tsx";
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
  const saved = useSaved(kind);
  const items = saved.data?.pages.flatMap((page) => page.items) ?? [];
  if (saved.isPending) {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{intl.formatMessage(messages.loading)}</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (saved.isError && !saved.data) {
    return (
      <LoadFailed
        message={apiErrorText(saved.error)}
        retrying={saved.isFetching}
        onRetry={() => saved.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-700">
        <Bookmark aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ocean-700" />
        {intl.formatMessage(empties[kind ?? "all"])}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <SavedEntry item={item} />
          </li>
        ))}
      </ul>
      {saved.isFetchNextPageError && <Alert tone="error">{apiErrorText(saved.error)}</Alert>}
      <LoadMore pages={saved} size="sm" className="self-start" />
    </div>
  );
}
