import type { MarketplaceItem } from "../../../../contracts/marketplace.ts";
import { marketplaceMessages } from "../../../../contracts/marketplace-rules.ts";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { marketplace } from "../marketplace.tsx";
import { useMarketplaceItem, useWriteMarketplaceItem } from "../use-marketplace-items.ts";
import { EditEntryPage, type EntryForm, NewEntryPage } from "./entry-form-pages.tsx";
import { MarketplaceItemForm } from "./marketplace-item-form.tsx";
import { keptPhotos } from "./photos-field.tsx";
import { writeProblem } from "./write-problem.ts";

type Write = Parameters<ReturnType<typeof useWriteMarketplaceItem>["mutate"]>[0];

/** Title, description, category, condition, price and up to 8 photos; back to the list once listed. */
const itemForm: EntryForm<MarketplaceItem, Write> = {
  useEntry: useMarketplaceItem,
  useWrite: useWriteMarketplaceItem,
  newIntro: (cityName) => `Sell something to your neighbours in ${cityName}.`,
  name: (item) => item.title,
  afterCreate: "list",
  problem: writeProblem(marketplaceMessages, "with reason"),
  loadError: (error) => couldNotLoad("the listing", error),
  render: ({ initial, onSubmit, ...slot }) => (
    <MarketplaceItemForm
      {...slot}
      initial={
        initial && {
          title: initial.title,
          description: initial.description,
          category: initial.category,
          condition: initial.condition,
          price: initial.price,
        }
      }
      initialPhotos={initial ? keptPhotos(initial.photos) : []}
      submitLabel={initial ? "Save Changes" : "Create Listing"}
      onSubmit={(data, photos) => onSubmit({ data, photos })}
    />
  ),
};

/** /city/:city/marketplace/new */
export const NewMarketplaceItemPage = () => (
  <NewEntryPage directory={marketplace} form={itemForm} />
);

/** /city/:city/marketplace/:id/edit */
export const EditMarketplaceItemPage = () => (
  <EditEntryPage directory={marketplace} form={itemForm} />
);
