import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router";
import { adminTabs } from "../../../contracts/admin-rules.ts";
import type { Viewer } from "../../../contracts/profiles.ts";
import { PageSpinner } from "../../components/ui/spinner.tsx";
import { useViewer } from "../../lib/use-viewer.ts";
import { ActivityPanel } from "./activity-panel.tsx";
import { CitiesPanel } from "./cities-panel.tsx";
import { OutboxPanel } from "./outbox-panel.tsx";
import { PendingRequestsPanel } from "./pending-requests-panel.tsx";
import { ReportsPanel } from "./reports-panel.tsx";
import { useLivePendingRequests, usePendingRequests } from "./use-pending-requests.ts";
import { UsersPanel } from "./users-panel.tsx";

type AdminTab = (typeof adminTabs)[number];

/** The directories' own tabs, given by the app where features meet (web/app/pages/admin-dashboard-page.tsx). */
export type DirectoryPanels = Partial<Record<"Marketplace" | "Properties", ReactNode>>;

/** "Pending Users" -> "pending-users": the ?tab= value, so a tab can be linked to and survives reload. */
const slugOf = (tab: AdminTab) => tab.toLowerCase().replace(/\s+/g, "-");

/** What a city moderator may work on; bans, users and the outbox stay with admins. */
const moderatorTabs = new Set<AdminTab>(["Pending Users", "Reports", "Activity"]);

// On a phone the tab row scrolls sideways: keep the selected tab (say a linked
// ?tab=outbox) in view.
const revealTab = (trigger: HTMLButtonElement | null) =>
  trigger?.scrollIntoView?.({ block: "nearest", inline: "nearest" });

/** /admin: the dashboard (spec "Admin dashboard"); the server refuses non-admins too. */
export function AdminPage({ directoryPanels = {} }: { directoryPanels?: DirectoryPanels }) {
  const { data: viewer, isPending } = useViewer();
  const [params, setParams] = useSearchParams();
  if (isPending) return <PageSpinner />;
  // Product decision 11: visitors and members are sent home; a city moderator
  // (decision 30) gets the tabs of their city's queues, which the server scopes.
  if (!viewer?.isAdmin && !viewer?.moderates.length) return <Navigate to="/" replace />;
  return (
    <Dashboard
      viewer={viewer}
      params={params}
      setParams={setParams}
      directoryPanels={directoryPanels}
    />
  );
}

/** The tabs, for an admin or a city moderator; the Pending Users tab counts what waits. */
function Dashboard({
  viewer,
  params,
  setParams,
  directoryPanels,
}: {
  directoryPanels: DirectoryPanels;
  viewer: Viewer;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  // The count on the tab: all requests for admins, their cities' for moderators (the server scopes).
  const waiting = usePendingRequests().data?.length ?? 0;
  useLivePendingRequests();
  const tabs = viewer.isAdmin ? adminTabs : adminTabs.filter((tab) => moderatorTabs.has(tab));

  const asked = params.get("tab");
  const current = tabs.find((tab) => slugOf(tab) === asked) ?? tabs[0] ?? adminTabs[0];
  const select = (slug: string) =>
    setParams(slug === slugOf(adminTabs[0]) ? {} : { tab: slug }, { replace: true });

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
          Administration
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          Admin Dashboard
        </h1>
      </header>
      <Tabs.Root value={slugOf(current)} onValueChange={select} className="mt-8">
        {/* Seven tabs do not fit a phone: the row scrolls sideways instead of wrapping. */}
        <Tabs.List
          aria-label="Admin sections"
          className="-mx-4 flex overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              ref={tab === current ? revealTab : undefined}
              value={slugOf(tab)}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-3 sm:px-4 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 data-[state=active]:border-ocean-700 data-[state=active]:text-ocean-800"
            >
              {tab === "Pending Users" && waiting > 0 ? (
                <>
                  {tab}
                  <span className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-coral-700 px-1.5 text-xs font-bold text-white tabular-nums">
                    {waiting}
                    <span className="sr-only"> waiting</span>
                  </span>
                </>
              ) : (
                tab
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content
            key={tab}
            value={slugOf(tab)}
            className="pt-6 focus-visible:outline-offset-4"
          >
            {tab === "Pending Users" ? (
              <PendingRequestsPanel />
            ) : tab === "Outbox" ? (
              <OutboxPanel />
            ) : tab === "Marketplace" || tab === "Properties" ? (
              directoryPanels[tab]
            ) : tab === "Users" ? (
              <UsersPanel />
            ) : tab === "Cities" ? (
              <CitiesPanel />
            ) : tab === "Reports" ? (
              <ReportsPanel />
            ) : (
              <ActivityPanel />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
