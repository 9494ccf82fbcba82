import {
  AdminPage,
  type DirectoryPanels,
  firstTabReady,
} from "../../features/admin/admin-page.tsx";
import { directoryAdminPanels } from "../../features/directories/admin/admin-tab-panels.tsx";

// Each directory with an admin tab draws it; its code loads when the tab is shown
// (web/features/directories/admin/admin-tab-panels.tsx).
const panels: DirectoryPanels = Object.fromEntries(
  Object.entries(directoryAdminPanels).map(([tab, Panel]) => [tab, <Panel key={tab} />]),
);

// The router waits for this module before React adopts a drawn page (router-ready.ts), so
// the first tab's code comes with it when the address shows that tab (firstTabReady).
if (typeof window !== "undefined") await firstTabReady(window.location.search);

/** /admin: the dashboard, with the tabs the directories draw (Marketplace, Properties). */
export function AdminDashboardPage() {
  return <AdminPage directoryPanels={panels} />;
}
