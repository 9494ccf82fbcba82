import type { ReactNode } from "react";
import type { CitySectionSlug } from "../../../contracts/city-sections.ts";
import { dining } from "./dining.tsx";
import type { Directory, EntryRef } from "./directory.ts";
import { marketplace } from "./marketplace.tsx";
import { EntryPreview } from "./preview/entry-preview.tsx";
import { properties } from "./properties.tsx";
import { shopping } from "./shopping.tsx";

// Every directory's web config, in one list (as server/features/directories/registry.ts
// for the API): the community profile's previews are drawn from here, so a new directory
// is one more line. The admin dashboard's tabs load each config on opening
// (admin/admin-tab-panels.tsx).

/** What the app's pages draw of one directory, whatever its card's type. */
export interface DirectoryParts {
  section: CitySectionSlug;
  /** The community profile's card of the city's latest three. */
  preview: (city: string) => ReactNode;
}

const parts = <Card extends EntryRef & { thumbnailUrl: string | null }>(
  directory: Directory<Card>,
): DirectoryParts => ({
  section: directory.section,
  preview: (city) => <EntryPreview directory={directory} city={city} />,
});

export const directories: readonly DirectoryParts[] = [
  parts(marketplace),
  parts(properties),
  parts(dining),
  parts(shopping),
];
