import type { MarketplaceItemCard } from "../../../contracts/marketplace.ts";
import {
  type MarketplaceItemCategory,
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
  marketplaceMessages,
} from "../../../contracts/marketplace-rules.ts";
import { SelectField } from "../../components/ui/select-field.tsx";
import { formatListingPrice } from "../../lib/format-price.ts";
import { cityPath, type Directory } from "./directory.ts";
import { anyOptions, PriceRangeFields } from "./list/filter-fields.tsx";
import { MarketplaceCard } from "./list/marketplace-card.tsx";
import {
  type MarketplaceFilters,
  marketplaceFilterKeys,
  useMarketplaceItems,
} from "./use-marketplace-items.ts";

const enc = encodeURIComponent;
const noFilters = Object.fromEntries(
  marketplaceFilterKeys.map((key) => [key, ""]),
) as MarketplaceFilters;

/** The marketplace: things for sale, newest first, up to 8 photos each (spec section 5). */
export const marketplace: Directory<MarketplaceItemCard> = {
  section: "marketplace",
  api: "marketplace-items",
  what: "listing",
  title: "Marketplace",
  intro: "Buy, sell and swap secondhand finds with people nearby.",
  paths: {
    list: (city) => `${cityPath(city)}/marketplace`,
    detail: (city, id) => `${cityPath(city)}/marketplace/${enc(id)}`,
    edit: (city, id) => `${cityPath(city)}/marketplace/${enc(id)}/edit`,
    create: (city) => `${cityPath(city)}/marketplace/new`,
  },
  messages: marketplaceMessages,
  admin: {
    path: "listings",
    many: "listings",
    kindTerm: "Category",
    kindLabel: (value) => marketplaceItemCategoryLabels[value as MarketplaceItemCategory] ?? value,
  },
  list: {
    addLabel: "Create New Listing",
    addOnlySignedIn: false,
    filterLabel: "Filter the marketplace",
    heading: { id: "listings-title", text: "Items for sale" },
    search: { label: "Search the marketplace", placeholder: "Bike, sofa, surfboard…" },
    resultsLabel: () => "Marketplace items",
    filterKeys: marketplaceFilterKeys,
    filterFields: (draft, set) => (
      <>
        <SelectField
          label="Category"
          options={anyOptions(marketplaceItemCategoryLabels)}
          value={draft.category}
          onChange={(event) => set("category")(event.target.value)}
        />
        <SelectField
          label="Condition"
          options={anyOptions(marketplaceItemConditionLabels)}
          value={draft.condition}
          onChange={(event) => set("condition")(event.target.value)}
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
      useMarketplaceItems(city, filters as MarketplaceFilters, options),
    card: (card, path) => <MarketplaceCard listing={card} path={path} />,
  },
  preview: {
    useLatest: (city) => {
      const latest = useMarketplaceItems(city, noFilters, { limit: 3 });
      return { ...latest, items: latest.data?.pages[0]?.items };
    },
    emptyText: "No listings yet",
    title: (card) => card.title,
    line: (card, language) => formatListingPrice(card.price, card, language),
  },
};
