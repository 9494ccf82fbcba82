import { AdminPage, type DirectoryPanels } from "../../features/admin/admin-page.tsx";
import { directories } from "../../features/directories/registry.tsx";

// Each directory with an admin tab draws it (web/features/directories/registry.tsx).
const panels: DirectoryPanels = Object.fromEntries(
  directories.flatMap(({ admin }) => (admin ? [[admin.tab, admin.panel]] : [])),
);

/** /admin: the dashboard, with the tabs the directories draw (Marketplace, Properties). */
export function AdminDashboardPage() {
  return <AdminPage directoryPanels={panels} />;
}
