import type { ReactNode } from "react";
import {
  type PlaceEntryCard as Card,
  priceRangeLabels,
} from "../../../contracts/business-parts.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import type { PlaceDirectory } from "./directory.ts";
import { anyOptions } from "./list/filter-fields.tsx";
import { PlaceCard } from "./list/place-card.tsx";
import { useLatestPlaces, usePlaces } from "./use-places.ts";

/**
 * What dining's and shopping's lists share (decision 027): A to Z, filtered by the
 * cuisine or category and the price range, the card with its address.
 */
export function placeList({
  api,
  title,
  plural,
  addLabel,
  searchPlaceholder,
  kindFilter,
  kindField,
}: {
  api: PlaceDirectory["api"];
  title: string;
  plural: string;
  addLabel: string;
  searchPlaceholder: string;
  /** The list's filter parameter for the kind ("cuisine", "category"). */
  kindFilter: "cuisine" | "category";
  /** The kind filter's field, given the draft value. */
  kindField: (value: string, onChange: (value: string) => void) => ReactNode;
}): PlaceDirectory["list"] {
  const section = title.toLowerCase();
  return {
    // Spec: "Add Restaurant" / "Add Shop" only when signed in.
    addLabel,
    addOnlySignedIn: true,
    filterLabel: `Filter ${section}`,
    heading: { id: "businesses-title", text: plural },
    search: { label: `Search ${section}`, placeholder: searchPlaceholder },
    resultsLabel: (cityName) => `${title} in ${cityName}`,
    filterKeys: ["q", kindFilter, "priceRange"],
    filterFields: (draft, set) => (
      <>
        {kindField(draft[kindFilter] ?? "", set(kindFilter))}
        <SelectField
          label="Price range"
          options={anyOptions(priceRangeLabels)}
          value={draft.priceRange}
          onChange={(event) => set("priceRange")(event.target.value)}
        />
      </>
    ),
    useEntries: (city, filters) => usePlaces(api, city, filters),
    card: (card: Card, path) => <PlaceCard item={card} path={path} />,
  };
}

/** The community profile's card: the city's newest 3 from the API's /latest (decision 023). */
export const placePreview = (api: PlaceDirectory["api"]): PlaceDirectory["preview"] => ({
  useLatest: (city) => {
    const latest = useLatestPlaces(api, city);
    return { isPending: latest.isPending, isError: latest.isError, items: latest.data?.items };
  },
  emptyText: `No ${api} yet`,
  title: (card) => card.name,
  line: (card) => `${card.kind} · ${priceRangeLabels[card.priceRange]}`,
});
