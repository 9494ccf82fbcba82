import type { PropertyCard as Card, PropertyType } from "../../../contracts/properties.ts";
import {
  bathroomFilterOptions,
  bedroomFilterOptions,
  propertyListingTypeLabels,
  propertyListingTypes,
  propertyStatusLabels,
  propertyTypeLabels,
} from "../../../contracts/properties-rules.ts";
import { formatPropertyPrice } from "../../lib/format-price.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import type { Directory, Words } from "./directory.ts";
import { directoryWords } from "./directory-words.ts";
import { anyOptions, DraftPriceRange, FilterSelect } from "./list/filter-fields.tsx";
import { PropertyCard } from "./list/property-card.tsx";
import { propertyBasics, propertyWords } from "./property-basics.ts";
import { type PropertyFilters, propertyFilterKeys, useProperties } from "./use-properties.ts";

const noFilters = Object.fromEntries(propertyFilterKeys.map((key) => [key, ""])) as PropertyFilters;

const words = defineMessages({
  many: { id: "properties.many", defaultMessage: "properties" },
  filterLabel: { id: "properties.filterLabel", defaultMessage: "Filter the properties" },
  search: { id: "properties.search", defaultMessage: "Search properties" },
  searchPlaceholder: {
    id: "properties.searchPlaceholder",
    defaultMessage: "Pool, beachfront, 3 bedroom…",
  },
  listingType: { id: "properties.listingTypeLabel", defaultMessage: "Listing type" },
  all: { id: "properties.all", defaultMessage: "All" },
  propertyType: { id: "properties.propertyTypeLabel", defaultMessage: "Property type" },
  empty: { id: "properties.previewEmpty", defaultMessage: "No properties yet" },
});

// Product decision 28: "at least", shown as 1+, 2+ ... 5+ and 1+, 1.5+ ... 4+.
const atLeast = (values: readonly number[], intl: Words) => [
  { value: "", label: intl.formatMessage(directoryWords.any) },
  ...values.map((value) => ({
    value: String(value),
    label: intl.formatMessage(directoryWords.atLeast, { count: intl.formatNumber(value) }),
  })),
];

/** Properties: homes for sale or rent, newest first, with a tab per listing type. */
export const properties: Directory<Card> = {
  ...propertyBasics,
  admin: {
    path: "properties",
    tab: "Properties",
    many: words.many,
    kindTerm: propertyWords.type,
    kindLabel: (value, intl) => {
      const label = propertyTypeLabels[value as PropertyType];
      return label ? intl.formatMessage(label) : value;
    },
  },
  list: {
    addLabel: propertyWords.add,
    addOnlySignedIn: false,
    filterLabel: words.filterLabel,
    heading: { id: "properties-title", text: propertyWords.title },
    search: { label: words.search, placeholder: words.searchPlaceholder },
    resultsLabel: propertyWords.title,
    filterKeys: propertyFilterKeys,
    tabs: {
      key: "listingType",
      label: words.listingType,
      options: [
        { value: "", label: words.all },
        ...propertyListingTypes.map((value) => ({
          value,
          label: propertyListingTypeLabels[value],
        })),
      ],
    },
    filterFields: (draft, set, intl, money) => (
      <>
        <FilterSelect
          name="propertyType"
          label={intl.formatMessage(words.propertyType)}
          options={anyOptions(propertyTypeLabels, intl)}
          draft={draft}
          set={set}
        />
        <FilterSelect
          name="minBedrooms"
          label={intl.formatMessage(propertyWords.bedrooms)}
          options={atLeast(bedroomFilterOptions, intl)}
          draft={draft}
          set={set}
        />
        <FilterSelect
          name="minBathrooms"
          label={intl.formatMessage(propertyWords.bathrooms)}
          options={atLeast(bathroomFilterOptions, intl)}
          draft={draft}
          set={set}
        />
        <DraftPriceRange draft={draft} set={set} money={money} />
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
    emptyText: words.empty,
    title: (card) => card.title,
    line: (card, intl) =>
      `${formatPropertyPrice(card.price, card, intl.locale)} · ${intl.formatMessage(propertyStatusLabels[card.status])}`,
  },
};
