import type { ComponentType } from "react";
import { ListingDetailPage } from "./detail/listing-detail-page.tsx";
import { PlaceDetailPage } from "./detail/place-detail-page.tsx";
import type { ListingDirectory, PlaceDirectory } from "./directory.ts";
import { EditEntryPage, NewEntryPage } from "./form/entry-form-pages.tsx";
import { listingForm } from "./form/listing-kind-form.tsx";
import { placeForm } from "./form/place-form.ts";
import { PlaceKindForm } from "./form/place-kind-form.tsx";
import { DirectoryListPage } from "./list/directory-list-page.tsx";

// The pages of a directory at the standard paths (issue 29), for a section whose row in
// contracts/city-sections.ts says `standardPages`: web/app/directory-routes.ts routes
// /city/:city/{slug}, /new, /:id and /:id/edit here (each lazily, web/app/lazy-page.ts).
// The directory is found among the configs in this folder by its section, so a new one is
// its config file alone: a place with one photo (a `form`, as PlaceDirectory) or a
// listing with a set of photos (a `listing`, as ListingDirectory, made by listings.tsx).

export interface StandardPages {
  List: ComponentType;
  New: ComponentType;
  Detail: ComponentType;
  Edit: ComponentType;
}

// Every config module of this folder (not pages, tests or the kernel's own files), each
// its own chunk: a section's pages load its config alone.
const configs = import.meta.glob<Record<string, unknown>>([
  "./*.tsx",
  "!./*-pages.tsx",
  "!./*.test.tsx",
  "!./standard-pages.tsx",
  "!./registry.tsx",
  "!./places.tsx",
  "!./listings.tsx",
]);

type StandardPlace = PlaceDirectory & { form: NonNullable<PlaceDirectory["form"]> };

const inSection = (value: unknown, section: string): value is StandardPlace | ListingDirectory =>
  typeof value === "object" &&
  value !== null &&
  (value as PlaceDirectory).section === section &&
  ("form" in value || "listing" in value);

/** The four pages of the directory whose section is `section`. */
export async function standardPages(section: string): Promise<StandardPages> {
  for (const load of Object.values(configs)) {
    const found = Object.values(await load()).find((value) => inSection(value, section));
    if (!found) continue;
    return "listing" in found ? listingPages(found) : placePages(found as StandardPlace);
  }
  throw new Error(`No directory config in web/features/directories has section ${section}`);
}

function placePages(place: StandardPlace): StandardPages {
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

function listingPages(listing: ListingDirectory): StandardPages {
  const form = listingForm(listing);
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
    List: () => <DirectoryListPage directory={listing} />,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
    New: () => <NewEntryPage directory={listing} form={form} />,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
    Detail: () => <ListingDetailPage directory={listing} />,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per section (its route's lazy load)
    Edit: () => <EditEntryPage directory={listing} form={form} />,
  };
}
