import { lazy, use } from "react";
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

const entriesPanelCode = () => import("./admin-entries-panel.tsx");
const EntriesPanel = lazy(() =>
  entriesPanelCode().then((module) => ({ default: module.AdminEntriesPanel })),
);

/** Each tab's config, asked for once (a promise `use` can wait on across renders). */
const configs = new Map<DirectoryAdminTab, Promise<AnyDirectory>>();
const configOf = (tab: DirectoryAdminTab) => {
  let config = configs.get(tab);
  if (!config) {
    // The panel's code is fetched alongside, not after, the config.
    void entriesPanelCode().catch(() => {});
    config = directoryAdminLoaders[tab]();
    configs.set(tab, config);
  }
  return config;
};

/** A directory's dashboard tab; it suspends while its code arrives, so draw it under Suspense. */
export function DirectoryAdminPanel({ tab }: { tab: DirectoryAdminTab }) {
  return <EntriesPanel directory={use(configOf(tab))} />;
}
