import { useEffect, useState } from "react";
import {
  listingCategoryLabels,
  listingConditionLabels,
} from "../../../contracts/marketplace-rules.ts";
import {
  anyOptions,
  countActive,
  FilterPanel,
  PriceRangeFields,
} from "../../components/listing/filter-fields.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import type { ListingFilters as Filters } from "./use-listings.ts";

type Draft = Omit<Filters, "q">;

/** Category, condition and price bounds; nothing changes until "Apply Filters". */
export function ListingFilters({
  applied,
  onApply,
}: {
  applied: Filters;
  onApply: (filters: Draft) => void;
}) {
  const [draft, setDraft] = useState<Draft>(applied);
  const { category, condition, minPrice, maxPrice } = applied;
  // Back and forward change the address; the fields follow.
  useEffect(
    () => setDraft({ category, condition, minPrice, maxPrice }),
    [category, condition, minPrice, maxPrice],
  );
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <FilterPanel
      activeCount={countActive({ category, condition, minPrice, maxPrice })}
      onApply={() => onApply(draft)}
    >
      <SelectField
        label="Category"
        options={anyOptions(listingCategoryLabels)}
        value={draft.category}
        onChange={(event) => set("category")(event.target.value)}
      />
      <SelectField
        label="Condition"
        options={anyOptions(listingConditionLabels)}
        value={draft.condition}
        onChange={(event) => set("condition")(event.target.value)}
      />
      <PriceRangeFields
        min={draft.minPrice}
        max={draft.maxPrice}
        onMin={set("minPrice")}
        onMax={set("maxPrice")}
      />
    </FilterPanel>
  );
}
