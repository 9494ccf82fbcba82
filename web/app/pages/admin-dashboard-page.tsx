import { AdminPage, type DirectoryPanels } from "../../features/admin/admin-page.tsx";
import { directoryAdminPanels } from "../../features/directories/admin/admin-tab-panels.tsx";

// Each directory with an admin tab draws it; its code loads when the tab is shown
// (web/features/directories/admin/admin-tab-panels.tsx).
const panels: DirectoryPanels = Object.fromEntries(
  Object.entries(directoryAdminPanels).map(([tab, Panel]) => [tab, <Panel key={tab} />]),
);

/** /admin: the dashboard, with the tabs the directories draw (Marketplace, Properties). */
export function AdminDashboardPage() {
  return <AdminPage directoryPanels={panels} />;
}
