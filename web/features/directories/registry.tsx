import type { ReactNode } from "react";
import type { CitySectionSlug } from "../../../contracts/city-sections.ts";
import type { DirectoryAdminTab } from "../../../contracts/directory-kinds.ts";
import { AdminEntriesPanel } from "./admin/admin-entries-panel.tsx";
import { dining } from "./dining.tsx";
import type { Directory, EntryRef } from "./directory.ts";
import { marketplace } from "./marketplace.tsx";
import { EntryPreview } from "./preview/entry-preview.tsx";
import { properties } from "./properties.tsx";
import { shopping } from "./shopping.tsx";

// Every directory's web config, in one list (as server/features/directories/registry.ts
// for the API): the admin dashboard's tabs and the community profile's previews are
// drawn from here, so a new directory is one more line.

/** What the app's pages draw of one directory, whatever its card's type. */
export interface DirectoryParts {
  section: CitySectionSlug;
  /** The community profile's card of the city's latest three. */
  preview: (city: string) => ReactNode;
  /** Its admin dashboard tab, if it has one. */
  admin?: { tab: DirectoryAdminTab; panel: ReactNode };
}

const parts = <Card extends EntryRef & { thumbnailUrl: string | null }>(
  directory: Directory<Card>,
): DirectoryParts => ({
  section: directory.section,
  preview: (city) => <EntryPreview directory={directory} city={city} />,
  admin: directory.admin && {
    tab: directory.admin.tab,
    panel: <AdminEntriesPanel directory={directory} />,
  },
});

export const directories: readonly DirectoryParts[] = [
  parts(marketplace),
  parts(properties),
  parts(dining),
  parts(shopping),
];
