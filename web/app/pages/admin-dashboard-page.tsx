import { AdminPage } from "../../features/admin/admin-page.tsx";
import { AdminEntriesPanel } from "../../features/directories/admin/admin-entries-panel.tsx";
import { marketplace } from "../../features/directories/marketplace.tsx";
import { properties } from "../../features/directories/properties.tsx";

/** /admin: the dashboard, with the Marketplace and Properties tabs the directories draw. */
export function AdminDashboardPage() {
  return (
    <AdminPage
      directoryPanels={{
        Marketplace: <AdminEntriesPanel directory={marketplace} />,
        Properties: <AdminEntriesPanel directory={properties} />,
      }}
    />
  );
}
