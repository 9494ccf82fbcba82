import type { DirectoryAdminTab } from "../../../contracts/directory-kinds.ts";
import { AdminPage, type DirectoryPanels } from "../../features/admin/admin-page.tsx";
import {
  DirectoryAdminPanel,
  directoryAdminLoaders,
} from "../../features/directories/admin/admin-tab-panels.tsx";

// Each directory with an admin tab draws it; its code loads when the tab is shown
// (web/features/directories/admin/admin-tab-panels.tsx).
const panels: DirectoryPanels = Object.fromEntries(
  (Object.keys(directoryAdminLoaders) as DirectoryAdminTab[]).map((tab) => [
    tab,
    <DirectoryAdminPanel key={tab} tab={tab} />,
  ]),
);

/** /admin: the dashboard, with the tabs the directories draw (Marketplace, Properties). */
export function AdminDashboardPage() {
  return <AdminPage directoryPanels={panels} />;
}
