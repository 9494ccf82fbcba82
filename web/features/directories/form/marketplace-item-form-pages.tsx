import type { MarketplaceItem } from "../../../../contracts/marketplace.ts";
import { marketplaceMessages } from "../../../../contracts/marketplace-rules.ts";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { defineMessages } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";
import { marketplace } from "../marketplace.tsx";
import { useMarketplaceItem, useWriteMarketplaceItem } from "../use-marketplace-items.ts";
import { EditEntryPage, type EntryForm, NewEntryPage } from "./entry-form-pages.tsx";
import { MarketplaceItemForm } from "./marketplace-item-form.tsx";
import { keptPhotos } from "./photos-field.tsx";
import { writeProblem } from "./write-problem.ts";

const words = defineMessages({
  newIntro: {
    id: "marketplace.newIntro",
    defaultMessage: "Sell something to your neighbours in {city}.",
  },
  theListing: { id: "marketplace.theListing", defaultMessage: "the listing" },
  create: { id: "marketplace.createListing", defaultMessage: "Create Listing" },
});

type Write = Parameters<ReturnType<typeof useWriteMarketplaceItem>["mutate"]>[0];

/** Title, description, category, condition, price and up to 8 photos; back to the list once listed. */
const itemForm: EntryForm<MarketplaceItem, Write> = {
  useEntry: useMarketplaceItem,
  useWrite: useWriteMarketplaceItem,
  newIntro: (city, intl) => intl.formatMessage(words.newIntro, { city }),
  name: (item) => item.title,
  afterCreate: "list",
  problem: writeProblem(marketplaceMessages, "with reason"),
  loadError: (error, intl) => couldNotLoad(intl.formatMessage(words.theListing), error),
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
      submitLabel={initial ? directoryWords.saveChanges : words.create}
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
