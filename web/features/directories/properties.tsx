import {
  bathroomFilterOptions,
  bedroomFilterOptions,
  type PropertyCard as Card,
  type PropertyType,
  propertyListingTypeLabels,
  propertyListingTypes,
  propertyMessages,
  propertyStatusLabels,
  propertyTypeLabels,
} from "../../../contracts/properties.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import { formatPropertyPrice } from "../../lib/format-price.ts";
import { cityPath, type Directory } from "./directory.ts";
import { anyOptions, PriceRangeFields } from "./list/filter-fields.tsx";
import { PropertyCard } from "./list/property-card.tsx";
import { type PropertyFilters, propertyFilterKeys, useProperties } from "./use-properties.ts";

const enc = encodeURIComponent;
const noFilters = Object.fromEntries(propertyFilterKeys.map((key) => [key, ""])) as PropertyFilters;

// Product decision 28: "at least", shown as 1+, 2+ ... 5+ and 1+, 1.5+ ... 4+.
const atLeast = (values: readonly number[]) => [
  { value: "", label: "Any" },
  ...values.map((value) => ({ value: String(value), label: `${value}+` })),
];

/** Properties: homes for sale or rent, newest first, with a tab per listing type. */
export const properties: Directory<Card> = {
  section: "property",
  api: "properties",
  what: "property",
  title: "Properties",
  intro: "Homes and rooms for sale or rent, listed by locals.",
  paths: {
    list: (city) => `${cityPath(city)}/property`,
    detail: (city, id) => `${cityPath(city)}/property/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/property/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/property/new`,
  },
  messages: propertyMessages,
  admin: {
    path: "properties",
    many: "properties",
    kindTerm: "Type",
    kindLabel: (value) => propertyTypeLabels[value as PropertyType] ?? value,
  },
  list: {
    addLabel: "List Property",
    addOnlySignedIn: false,
    filterLabel: "Filter the properties",
    heading: { id: "properties-title", text: "Properties" },
    search: { label: "Search properties", placeholder: "Pool, beachfront, 3 bedroom…" },
    resultsLabel: () => "Properties",
    filterKeys: propertyFilterKeys,
    tabs: {
      key: "listingType",
      label: "Listing type",
      options: [
        { value: "", label: "All" },
        ...propertyListingTypes.map((value) => ({
          value,
          label: propertyListingTypeLabels[value],
        })),
      ],
    },
    filterFields: (draft, set) => (
      <>
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
          min={draft.minPrice ?? ""}
          max={draft.maxPrice ?? ""}
          onMin={set("minPrice")}
          onMax={set("maxPrice")}
        />
      </>
    ),
    useEntries: (city, filters, options) =>
      useProperties(city, filters as PropertyFilters, options),
    card: (card, path) => <PropertyCard property={card} path={path} />,
  },
  preview: {
    useLatest: (city) => {
      const latest = useProperties(city, noFilters, { limit: 3 });
      return { ...latest, items: latest.data?.pages[0]?.items };
    },
    emptyText: "No properties yet",
    title: (card) => card.title,
    line: (card, language) =>
      `${formatPropertyPrice(card.price, card, language)} · ${propertyStatusLabels[card.status]}`,
  },
};
