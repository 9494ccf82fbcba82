import { useEffect, useState } from "react";
import {
  bathroomFilterOptions,
  bedroomFilterOptions,
  propertyTypeLabels,
} from "../../../contracts/properties.ts";
import {
  anyOptions,
  countActive,
  FilterPanel,
  PriceRangeFields,
} from "../../components/listing/filter-fields.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import type { PropertyFilters as Filters } from "./use-properties.ts";

type Draft = Pick<
  Filters,
  "propertyType" | "minBedrooms" | "minBathrooms" | "minPrice" | "maxPrice"
>;

// Product decision 28: "at least", shown as 1+, 2+ ... 5+ and 1+, 1.5+ ... 4+.
const atLeast = (values: readonly number[]) => [
  { value: "", label: "Any" },
  ...values.map((value) => ({ value: String(value), label: `${value}+` })),
];

/** Property type, bedrooms, bathrooms and price bounds; nothing changes until "Apply Filters". */
export function PropertyFilters({
  applied,
  onApply,
}: {
  applied: Filters;
  onApply: (filters: Draft) => void;
}) {
  const { propertyType, minBedrooms, minBathrooms, minPrice, maxPrice } = applied;
  const [draft, setDraft] = useState<Draft>({
    propertyType,
    minBedrooms,
    minBathrooms,
    minPrice,
    maxPrice,
  });
  // Back and forward change the address; the fields follow.
  useEffect(
    () => setDraft({ propertyType, minBedrooms, minBathrooms, minPrice, maxPrice }),
    [propertyType, minBedrooms, minBathrooms, minPrice, maxPrice],
  );
  const set = (key: keyof Draft) => (value: string) => setDraft({ ...draft, [key]: value });
  return (
    <FilterPanel
      activeCount={countActive({ propertyType, minBedrooms, minBathrooms, minPrice, maxPrice })}
      onApply={() => onApply(draft)}
    >
      <SelectField
        label="Property type"
        options={anyOptions(propertyTypeLabels)}
        value={draft.propertyType}
        onChange={(event) => set("propertyType")(event.target.value)}
      />
      <SelectField
        label="Bedrooms"
        options={atLeast(bedroomFilterOptions)}
        value={draft.minBedrooms}
        onChange={(event) => set("minBedrooms")(event.target.value)}
      />
      <SelectField
        label="Bathrooms"
        options={atLeast(bathroomFilterOptions)}
        value={draft.minBathrooms}
        onChange={(event) => set("minBathrooms")(event.target.value)}
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
