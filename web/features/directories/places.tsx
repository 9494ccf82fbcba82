import type { ReactNode } from "react";
import type { PlaceEntryCard as Card } from "../../../contracts/business-parts.ts";
import { priceRangeLabels } from "../../../contracts/business-parts-rules.ts";
import type { Message } from "../../../contracts/i18n/define-messages.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import type { PlaceDirectory, Words } from "./directory.ts";
import { directoryWords } from "./directory-words.ts";
import { anyOptions } from "./list/filter-fields.tsx";
import { PlaceCard } from "./list/place-card.tsx";
import { useLatestPlaces, usePlaces } from "./use-places.ts";

/**
 * What dining's and shopping's lists share (decision 027): A to Z, filtered by the
 * cuisine or category and the price range, the card with its address.
 */
export function placeList({
  api,
  words,
  addLabel,
  kindFilter,
  kindField,
}: {
  api: PlaceDirectory["api"];
  /** The list's words: "Filter dining", "Restaurants", "Search dining", its placeholder. */
  words: { filterLabel: Message; plural: Message; search: Message; placeholder: Message };
  addLabel: Message;
  /** The list's filter parameter for the kind ("cuisine", "category"). */
  kindFilter: "cuisine" | "category";
  /** The kind filter's field, given the draft value and the page's words. */
  kindField: (value: string, onChange: (value: string) => void, intl: Words) => ReactNode;
}): PlaceDirectory["list"] {
  return {
    // Spec: "Add Restaurant" / "Add Shop" only when signed in.
    addLabel,
    addOnlySignedIn: true,
    filterLabel: words.filterLabel,
    heading: { id: "businesses-title", text: words.plural },
    search: { label: words.search, placeholder: words.placeholder },
    resultsLabel: directoryWords.inCity,
    filterKeys: ["q", kindFilter, "priceRange"],
    filterFields: (draft, set, intl) => (
      <>
        {kindField(draft[kindFilter] ?? "", set(kindFilter), intl)}
        <SelectField
          label={intl.formatMessage(directoryWords.priceRange)}
          options={anyOptions(priceRangeLabels, intl)}
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
export const placePreview = (
  api: PlaceDirectory["api"],
  emptyText: Message,
  kindLabel: (kind: string, intl: Words) => string = (kind) => kind,
): PlaceDirectory["preview"] => ({
  useLatest: (city) => {
    const latest = useLatestPlaces(api, city);
    return { isPending: latest.isPending, isError: latest.isError, items: latest.data?.items };
  },
  emptyText,
  title: (card) => card.name,
  line: (card, intl) =>
    `${kindLabel(card.kind, intl)} · ${intl.formatMessage(priceRangeLabels[card.priceRange])}`,
});
