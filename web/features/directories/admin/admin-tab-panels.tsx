import { type ComponentType, lazy } from "react";
import type { DirectoryAdminTab } from "../../../../contracts/directory-kinds.ts";
import type { Directory } from "../directory.ts";

// The directories' dashboard tabs (Marketplace, Properties): a tab's directory config and
// the entries panel load only when the tab is shown (decision 092), not with /admin.

// biome-ignore lint/suspicious/noExplicitAny: each directory has its own card type.
type AnyDirectory = Directory<any>;

/** Which directory draws each tab; a directory with an `admin` part adds its line here. */
export const directoryAdminLoaders: Record<DirectoryAdminTab, () => Promise<AnyDirectory>> = {
  Marketplace: () => import("../marketplace.tsx").then((module) => module.marketplace),
  Properties: () => import("../properties.tsx").then((module) => module.properties),
};

/** A tab's panel, made once both its config and the panel's code have arrived. */
const panelOf = (load: () => Promise<AnyDirectory>): ComponentType =>
  lazy(async () => {
    const [directory, { AdminEntriesPanel }] = await Promise.all([
      load(),
      import("./admin-entries-panel.tsx"),
    ]);
    return { default: () => <AdminEntriesPanel directory={directory} /> };
  });

/** Each directory tab's panel: lazy, so draw it under a Suspense boundary. */
export const directoryAdminPanels = Object.fromEntries(
  Object.entries(directoryAdminLoaders).map(([tab, load]) => [tab, panelOf(load)]),
) as Record<DirectoryAdminTab, ComponentType>;
