import type { ComponentType } from "react";
import { PlaceDetailPage } from "./detail/place-detail-page.tsx";
import type { PlaceDirectory } from "./directory.ts";
import { EditEntryPage, NewEntryPage } from "./form/entry-form-pages.tsx";
import { placeForm } from "./form/place-form.ts";
import { PlaceKindForm } from "./form/place-kind-form.tsx";
import { DirectoryListPage } from "./list/directory-list-page.tsx";

// The pages of a place directory at the standard paths (issue 29), for a section whose
// row in contracts/city-sections.ts says `standardPages`: web/app/router.tsx routes
// /city/:city/{slug}, /new, /:id and /:id/edit here. The directory is found among the
// configs in this folder by its section, so a new one is its config file alone.

export interface StandardPages {
  List: ComponentType;
  New: ComponentType;
  Detail: ComponentType;
  Edit: ComponentType;
}

// Every config module of this folder (not pages, tests or the kernel's own files).
const configs = import.meta.glob<Record<string, unknown>>([
  "./*.tsx",
  "!./*-pages.tsx",
  "!./*.test.tsx",
  "!./standard-pages.tsx",
  "!./registry.tsx",
  "!./places.tsx",
]);

type StandardDirectory = PlaceDirectory & { form: NonNullable<PlaceDirectory["form"]> };

const isStandard = (value: unknown, section: string): value is StandardDirectory =>
  typeof value === "object" &&
  value !== null &&
  (value as PlaceDirectory).section === section &&
  Boolean((value as PlaceDirectory).form);

/** The four pages of the directory whose section is `section`. */
export async function standardPages(section: string): Promise<StandardPages> {
  for (const load of Object.values(configs)) {
    const place = Object.values(await load()).find((value): value is StandardDirectory =>
      isStandard(value, section),
    );
    if (!place) continue;
    const form = placeForm(place, (slot) => <PlaceKindForm fields={place.form} slot={slot} />);
    return {
      // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
      List: () => <DirectoryListPage directory={place} />,
      // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
      New: () => <NewEntryPage directory={place} form={form} />,
      // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
      Detail: () => <PlaceDetailPage directory={place} />,
      // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
      Edit: () => <EditEntryPage directory={place} form={form} />,
    };
  }
  throw new Error(`No directory config in web/features/directories has section ${section}`);
}
