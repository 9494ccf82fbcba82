import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { Navigate } from "react-router";
import { adminTabs } from "../../../contracts/admin-rules.ts";
import { type DirectoryAdminTab, directoryAdminTabs } from "../../../contracts/directory-kinds.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { PageHeading } from "../../components/ui/page-heading.tsx";
import { PageSpinner, Spinner } from "../../components/ui/spinner.tsx";
import { Tabs, useTabParam } from "../../components/ui/tabs.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useViewer } from "../../lib/use-viewer.ts";
import { SecondFactorHold } from "./second-factor-hold.tsx";
import { useLivePendingRequests, usePendingRequests } from "./use-pending-requests.ts";

type AdminTab = (typeof adminTabs)[number];

const messages = defineMessages({
  kicker: { id: "admin.kicker", defaultMessage: "Administration" },
  title: { id: "admin.title", defaultMessage: "Admin Dashboard" },
  sections: { id: "admin.sections", defaultMessage: "Admin sections" },
  waiting: { id: "admin.waiting", defaultMessage: "waiting" },
  tabLoading: { id: "admin.tabLoading", defaultMessage: "Loading the {tab} tab" },
});

type OwnTab = Exclude<AdminTab, DirectoryAdminTab>;

type Panel = ComponentType & {
  /** Fetches the panel's code now; once it is here, the panel draws without suspending. */
  load: () => Promise<unknown>;
};

// Each tab's code loads when the tab is first shown (decision 092): the dashboard's first
// script holds the tab row and the count, not every panel and the form library.
function panelOf<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  let loaded: ComponentType | undefined;
  const fetchCode = () => load().then((module) => (loaded = pick(module)));
  const Lazy = lazy(() => fetchCode().then((Shown) => ({ default: Shown })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per tab, at module level.
  function LoadedOrLazy() {
    // Chosen once per mount: a shown panel's type must never change under it.
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Shown />;
  }
  return Object.assign(LoadedOrLazy, { load: fetchCode }) satisfies Panel;
}

const ownPanels: Record<OwnTab, Panel> = {
  "Pending Users": panelOf(
    () => import("./pending-requests-panel.tsx"),
    (module) => module.PendingRequestsPanel,
  ),
  Users: panelOf(
    () => import("./users-panel.tsx"),
    (module) => module.UsersPanel,
  ),
  Invites: panelOf(
    () => import("./invites-panel.tsx"),
    (module) => module.InvitesPanel,
  ),
  Cities: panelOf(
    () => import("./cities-panel.tsx"),
    (module) => module.CitiesPanel,
  ),
  Reports: panelOf(
    () => import("./reports-panel.tsx"),
    (module) => module.ReportsPanel,
  ),
  Activity: panelOf(
    () => import("./activity-panel.tsx"),
    (module) => module.ActivityPanel,
  ),
  Outbox: panelOf(
    () => import("./outbox-panel.tsx"),
    (module) => module.OutboxPanel,
  ),
};

/**
 * Resolves once the first tab's code is here when the address shows that tab. The server
 * draws the dashboard on its first tab (web/app/first-screens.ts); adopted before its panel's
 * code had come, the drawn panel stayed unadopted while the page around it came alive, and
 * a press on its Approve did nothing.
 */
export function firstTabReady(search: string): Promise<unknown> {
  const tab = new URLSearchParams(search).get("tab");
  return tab === null || tab === slugOf("Pending Users")
    ? ownPanels["Pending Users"].load()
    : Promise.resolve();
}

/** Each tab's name as the page says it; the English names stay the tabs' identity (`?tab=`). */
const tabWords = defineMessages({
  "Pending Users": { id: "admin.tab.pendingUsers", defaultMessage: "Pending Users" },
  Users: { id: "admin.tab.users", defaultMessage: "Users" },
  Invites: { id: "account.invites.tab", defaultMessage: "Invites" },
  Cities: { id: "admin.tab.cities", defaultMessage: "Cities" },
  Marketplace: { id: "admin.tab.marketplace", defaultMessage: "Marketplace" },
  Properties: { id: "admin.tab.properties", defaultMessage: "Properties" },
  Reports: { id: "admin.tab.reports", defaultMessage: "Reports" },
  Activity: { id: "admin.tab.activity", defaultMessage: "Activity" },
  Outbox: { id: "admin.tab.outbox", defaultMessage: "Outbox" },
}) satisfies Partial<Record<AdminTab, unknown>>;

/** A tab's name in the page's language; a directory's tab not yet translated says its English name. */
const tabWord = (tab: AdminTab): Message =>
  (tabWords as Partial<Record<AdminTab, Message>>)[tab] ?? {
    id: `admin.tab.${tab}`,
    defaultMessage: tab,
  };

/** The directories' own tabs, given by the app where features meet (web/app/pages/admin-dashboard-page.tsx). */
export type DirectoryPanels = Partial<Record<DirectoryAdminTab, ReactNode>>;

const isDirectoryTab = (tab: AdminTab): tab is DirectoryAdminTab =>
  (directoryAdminTabs as readonly string[]).includes(tab);

/** "Pending Users" -> "pending-users": the ?tab= value, so a tab can be linked to and survives reload. */
const slugOf = (tab: AdminTab) => tab.toLowerCase().replace(/\s+/g, "-");

/** What a city moderator may work on; bans, users and the outbox stay with admins. */
const moderatorTabs = new Set<AdminTab>(["Pending Users", "Reports", "Activity"]);

/** /admin: the dashboard (spec "Admin dashboard"); the server refuses non-admins too. */
export function AdminPage({ directoryPanels = {} }: { directoryPanels?: DirectoryPanels }) {
  const { data: viewer, isPending } = useViewer();
  if (isPending) return <PageSpinner />;
  // Product decision 11: visitors and members are sent home; a city moderator
  // (decision 30) gets the tabs of their city's queues, which the server scopes.
  if (!viewer?.isAdmin && !viewer?.moderates.length) return <Navigate to="/" replace />;
  // Decision 067: staff without a second factor are asked to set one up before any tool.
  if (viewer.secondFactorRequired) return <SecondFactorHold />;
  return <Dashboard viewer={viewer} directoryPanels={directoryPanels} />;
}

/** The tabs, for an admin or a city moderator; the Pending Users tab counts what waits. */
function Dashboard({
  viewer,
  directoryPanels,
}: {
  directoryPanels: DirectoryPanels;
  viewer: Viewer;
}) {
  // The count on the tab: all requests for admins, their cities' for moderators (the server scopes).
  const waiting = usePendingRequests().data?.length ?? 0;
  useLivePendingRequests();
  const tabs = viewer.isAdmin ? adminTabs : adminTabs.filter((tab) => moderatorTabs.has(tab));

  const [current, select] = useTabParam(tabs.map(slugOf));
  const intl = useIntl();
  usePageTitle(messages.title);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <PageHeading
        kicker={intl.formatMessage(messages.kicker)}
        title={intl.formatMessage(messages.title)}
      />
      {/* Seven tabs do not fit a phone: the row scrolls sideways instead of wrapping. */}
      <Tabs
        label={intl.formatMessage(messages.sections)}
        scrolls
        className="mt-8"
        value={current}
        onChange={select}
        tabs={tabs.map((tab) => ({
          value: slugOf(tab),
          label:
            tab === "Pending Users" && waiting > 0 ? (
              <>
                {intl.formatMessage(tabWord(tab))}
                <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-coral-700 px-1.5 text-xs font-bold text-white tabular-nums">
                  {waiting}
                  <span className="sr-only"> {intl.formatMessage(messages.waiting)}</span>
                </span>
              </>
            ) : (
              intl.formatMessage(tabWord(tab))
            ),
          panel: (
            <Suspense fallback={<TabLoading tab={intl.formatMessage(tabWord(tab))} />}>
              <TabPanel tab={tab} directoryPanels={directoryPanels} />
            </Suspense>
          ),
        }))}
      />
    </div>
  );
}

/** One tab's panel: the dashboard's own, or the one a directory draws. */
function TabPanel({ tab, directoryPanels }: { tab: AdminTab; directoryPanels: DirectoryPanels }) {
  if (isDirectoryTab(tab)) return directoryPanels[tab] ?? null;
  const Panel = ownPanels[tab];
  return <Panel />;
}

/** While a tab's code arrives: a spinner that says which tab is loading. */
function TabLoading({ tab }: { tab: string }) {
  const intl = useIntl();
  return (
    <div className="flex min-h-48 items-center justify-center text-ocean-700">
      <Spinner size="lg" label={intl.formatMessage(messages.tabLoading, { tab })} />
    </div>
  );
}
