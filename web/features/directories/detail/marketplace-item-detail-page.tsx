import { CheckCircle2, RotateCcw } from "lucide-react";
import type { MarketplaceItem } from "../../../../contracts/marketplace.ts";
import {
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
  marketplaceItemStatusLabels,
  marketplaceMessages,
} from "../../../../contracts/marketplace-rules.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LocalDateTime } from "../../../components/ui/local-date-time.tsx";
import { MutationError } from "../../../components/ui/mutation-error.tsx";
import { couldNotLoad } from "../../../lib/api-error-text.ts";
import { formatListingPrice } from "../../../lib/format-price.ts";
import { marketplace } from "../marketplace.tsx";
import {
  marketplaceItemQueryKey,
  useDeleteMarketplaceItem,
  useMarketplaceItem,
  useSetMarketplaceItemStatus,
} from "../use-marketplace-items.ts";
import { ContactLinks } from "./contact-links.tsx";
import { Fact } from "./detail-layout.tsx";
import { EntryButtons } from "./entry-buttons.tsx";
import { type EntryDetail, EntryDetailPage } from "./entry-detail-page.tsx";
import { EntryActions } from "./owner-actions.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { SellerLine } from "./seller-line.tsx";
/** /city/:city/marketplace/:id: public; contact details for signed-in viewers only (decision 9). */
export const MarketplaceItemDetailPage = () => (
  <EntryDetailPage directory={marketplace} detail={itemDetail} />
);

const itemDetail: EntryDetail<MarketplaceItem> = {
  useEntry: useMarketplaceItem,
  loadError: (error) => couldNotLoad("the listing", error),
  gallery: (item) => <PhotoGallery photos={item.photos} title={item.title} />,
  body: (item, { viewer, listPath, intl }) => {
    const sold = item.status === "sold";
    return (
      <>
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Badge tone={sold ? "slate" : "green"}>
              {marketplaceItemStatusLabels[item.status]}
            </Badge>
            <Badge tone="ocean">{marketplaceItemCategoryLabels[item.category]}</Badge>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {item.title}
          </h1>
          <p className="text-2xl font-extrabold text-ocean-800">
            {formatListingPrice(item.price, item, intl.locale)}
          </p>
        </header>
        <dl className="grid grid-cols-2 gap-3">
          <Fact term="Category">{marketplaceItemCategoryLabels[item.category]}</Fact>
          <Fact term="Condition">{marketplaceItemConditionLabels[item.condition]}</Fact>
          <Fact term="Status">{marketplaceItemStatusLabels[item.status]}</Fact>
          <Fact term="Posted">
            <LocalDateTime iso={item.createdAt} />
          </Fact>
        </dl>
        <p className="whitespace-pre-line break-words text-slate-700">{item.description}</p>
        <SellerLine seller={item.seller} caption="Seller" size="lg" />
        <ContactLinks
          contact={item.contact}
          subject={item.title}
          emailLabel="Email Seller"
          phoneLabel="Text Seller"
          loginText={marketplaceMessages.loginToContact}
        />
        <EntryButtons
          entry={item}
          title={item.title}
          signedIn={Boolean(viewer)}
          report="listing"
          save={{ collection: "marketplace-items", detailKey: marketplaceItemQueryKey(item.id) }}
        />
        <ListingActions listing={item} listPath={listPath} />
      </>
    );
  },
};

function ListingActions({ listing, listPath }: { listing: MarketplaceItem; listPath: string }) {
  const remove = useDeleteMarketplaceItem(listing);
  const setStatus = useSetMarketplaceItemStatus(listing.id);
  const sold = listing.status === "sold";
  return (
    <EntryActions
      item={listing}
      editPath={marketplace.paths.edit(listing.citySlug, listing.id)}
      listPath={listPath}
      what={marketplace.what}
      confirmText={marketplaceMessages.deleteConfirm}
      authorId={listing.seller.id}
      remove={remove}
    >
      <Button
        variant="secondary"
        busy={setStatus.isPending}
        onClick={() => setStatus.mutate(sold ? "available" : "sold")}
      >
        {!setStatus.isPending &&
          (sold ? (
            <RotateCcw aria-hidden="true" className="size-4" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="size-4" />
          ))}
        {sold ? "Mark as available" : "Mark as sold"}
      </Button>
      <MutationError error={setStatus.error} />
    </EntryActions>
  );
}
