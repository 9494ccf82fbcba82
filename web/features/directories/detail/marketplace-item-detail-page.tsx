import { CheckCircle2, Clock, RotateCcw } from "lucide-react";
import type { MarketplaceItem } from "../../../../contracts/marketplace.ts";
import {
  type MarketplaceItemStatus,
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
import { defineMessages, useIntl } from "../../../lib/i18n/use-intl.ts";
import { MessageOwner } from "../../../lib/message-owner-slot.tsx";
import { directoryWords } from "../directory-words.ts";
import { marketplaceBasics as marketplace } from "../marketplace-basics.ts";
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

const words = defineMessages({
  theListing: { id: "marketplace.theListing", defaultMessage: "the listing" },
  emailSeller: { id: "marketplace.emailSeller", defaultMessage: "Email Seller" },
  textSeller: { id: "marketplace.textSeller", defaultMessage: "Text Seller" },
  markAvailable: { id: "marketplace.markAvailable", defaultMessage: "Mark as available" },
  markSold: { id: "marketplace.markSold", defaultMessage: "Mark as sold" },
  markReserved: { id: "marketplace.markReserved", defaultMessage: "Mark as reserved" },
});

/** /city/:city/marketplace/:id: public; contact details for signed-in viewers only (decision 9). */
export const MarketplaceItemDetailPage = () => (
  <EntryDetailPage directory={marketplace} detail={itemDetail} />
);

const itemDetail: EntryDetail<MarketplaceItem> = {
  useEntry: useMarketplaceItem,
  loadError: (error, intl) => couldNotLoad(intl.formatMessage(words.theListing), error),
  gallery: (item) => <PhotoGallery photos={item.photos} title={item.title} />,
  body: (item, { viewer, listPath, intl }) => {
    const say = intl.formatMessage;
    return (
      <>
        <header className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Badge tone={statusTone[item.status]}>
              {say(marketplaceItemStatusLabels[item.status])}
            </Badge>
            <Badge tone="ocean">{say(marketplaceItemCategoryLabels[item.category])}</Badge>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
            {item.title}
          </h1>
          <p className="text-2xl font-extrabold text-ocean-800">
            {formatListingPrice(item.price, item, intl.locale)}
          </p>
        </header>
        <dl className="grid grid-cols-2 gap-3">
          <Fact term={say(directoryWords.category)}>
            {say(marketplaceItemCategoryLabels[item.category])}
          </Fact>
          <Fact term={say(directoryWords.condition)}>
            {say(marketplaceItemConditionLabels[item.condition])}
          </Fact>
          <Fact term={say(directoryWords.status)}>
            {say(marketplaceItemStatusLabels[item.status])}
          </Fact>
          <Fact term={say(directoryWords.posted)}>
            <LocalDateTime iso={item.createdAt} />
          </Fact>
        </dl>
        <p className="whitespace-pre-line break-words text-slate-700">{item.description}</p>
        <SellerLine seller={item.seller} caption={say(directoryWords.seller)} size="lg" />
        <ContactLinks
          contact={item.contact}
          subject={item.title}
          emailLabel={say(words.emailSeller)}
          phoneLabel={say(words.textSeller)}
          loginText={say(marketplaceMessages.loginToContact)}
          first={
            <MessageOwner
              kind="listing"
              id={item.id}
              title={item.title}
              ownerId={item.seller.id}
              who="seller"
            />
          }
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

const statusIcon = { available: RotateCcw, reserved: Clock, sold: CheckCircle2 } as const;
const markWords = {
  available: words.markAvailable,
  reserved: words.markReserved,
  sold: words.markSold,
} as const;
const statusTone = { available: "green", reserved: "sand", sold: "slate" } as const;

function ListingActions({ listing, listPath }: { listing: MarketplaceItem; listPath: string }) {
  const intl = useIntl();
  const remove = useDeleteMarketplaceItem(listing);
  const setStatus = useSetMarketplaceItemStatus(listing.id);
  const busy = (status: MarketplaceItemStatus) =>
    setStatus.isPending && setStatus.variables === status;
  // Available -> reserved or sold; reserved -> available or sold; sold -> available.
  const next: MarketplaceItemStatus[] =
    listing.status === "available"
      ? ["reserved", "sold"]
      : listing.status === "reserved"
        ? ["available", "sold"]
        : ["available"];
  return (
    <EntryActions
      item={listing}
      editPath={marketplace.paths.edit(listing.citySlug, listing.id)}
      listPath={listPath}
      what={marketplace.what}
      confirmText={intl.formatMessage(marketplaceMessages.deleteConfirm)}
      authorId={listing.seller.id}
      remove={remove}
    >
      {next.map((status) => {
        const Icon = statusIcon[status];
        return (
          <Button
            key={status}
            variant="secondary"
            busy={busy(status)}
            disabled={setStatus.isPending && !busy(status)}
            onClick={() => setStatus.mutate(status)}
          >
            {!busy(status) && <Icon aria-hidden="true" className="size-4" />}
            {intl.formatMessage(markWords[status])}
          </Button>
        );
      })}
      <MutationError error={setStatus.error} />
    </EntryActions>
  );
}
