import type { MarketplaceItemCard } from "../../../contracts/marketplace.ts";
import {
  type MarketplaceItemCategory,
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
  marketplaceItemStatusLabels,
} from "../../../contracts/marketplace-rules.ts";
import { formatListingPrice } from "../../lib/format-price.ts";
import { defineMessages } from "../../lib/i18n/use-intl.ts";
import type { Directory } from "./directory.ts";
import { directoryWords } from "./directory-words.ts";
import { anyOptions, DraftPriceRange, FilterSelect } from "./list/filter-fields.tsx";
import { MarketplaceCard } from "./list/marketplace-card.tsx";
import { marketplaceBasics } from "./marketplace-basics.ts";
import {
  type MarketplaceFilters,
  marketplaceFilterKeys,
  useMarketplaceItems,
} from "./use-marketplace-items.ts";

const words = defineMessages({
  many: { id: "marketplace.many", defaultMessage: "listings" },
  category: { id: "marketplace.categoryLabel", defaultMessage: "Category" },
  condition: { id: "marketplace.conditionLabel", defaultMessage: "Condition" },
  add: { id: "marketplace.add", defaultMessage: "Create New Listing" },
  filterLabel: { id: "marketplace.filterLabel", defaultMessage: "Filter the marketplace" },
  heading: { id: "marketplace.heading", defaultMessage: "Items for sale" },
  search: { id: "marketplace.search", defaultMessage: "Search the marketplace" },
  searchPlaceholder: {
    id: "marketplace.searchPlaceholder",
    defaultMessage: "Bike, sofa, surfboard…",
  },
  results: { id: "marketplace.results", defaultMessage: "Marketplace items" },
  empty: { id: "marketplace.previewEmpty", defaultMessage: "No listings yet" },
});
const noFilters = Object.fromEntries(
  marketplaceFilterKeys.map((key) => [key, ""]),
) as MarketplaceFilters;

/** The marketplace: things for sale, newest first, up to 8 photos each (spec section 5). */
export const marketplace: Directory<MarketplaceItemCard> = {
  ...marketplaceBasics,
  admin: {
    path: "listings",
    tab: "Marketplace",
    many: words.many,
    kindTerm: words.category,
    kindLabel: (value, intl) => {
      const label = marketplaceItemCategoryLabels[value as MarketplaceItemCategory];
      return label ? intl.formatMessage(label) : value;
    },
  },
  list: {
    addLabel: words.add,
    addOnlySignedIn: false,
    filterLabel: words.filterLabel,
    heading: { id: "listings-title", text: words.heading },
    search: { label: words.search, placeholder: words.searchPlaceholder },
    resultsLabel: words.results,
    filterKeys: marketplaceFilterKeys,
    filterFields: (draft, set, intl, money) => (
      <>
        <FilterSelect
          name="category"
          label={intl.formatMessage(words.category)}
          options={anyOptions(marketplaceItemCategoryLabels, intl)}
          draft={draft}
          set={set}
        />
        <FilterSelect
          name="condition"
          label={intl.formatMessage(words.condition)}
          options={anyOptions(marketplaceItemConditionLabels, intl)}
          draft={draft}
          set={set}
        />
        <FilterSelect
          name="status"
          label={intl.formatMessage(directoryWords.status)}
          options={anyOptions(marketplaceItemStatusLabels, intl)}
          draft={draft}
          set={set}
        />
        <DraftPriceRange draft={draft} set={set} money={money} />
      </>
    ),
    useEntries: (city, filters, options) =>
      useMarketplaceItems(city, filters as MarketplaceFilters, options),
    card: (card, path) => <MarketplaceCard listing={card} path={path} />,
  },
  preview: {
    useLatest: (city) => {
      const latest = useMarketplaceItems(city, noFilters, { limit: 3 });
      return { ...latest, items: latest.data?.pages[0]?.items };
    },
    emptyText: words.empty,
    title: (card) => card.title,
    line: (card, intl) => formatListingPrice(card.price, card, intl.locale),
  },
};
