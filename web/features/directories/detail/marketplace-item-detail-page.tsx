import { CheckCircle2, RotateCcw } from "lucide-react";
import { useParams } from "react-router";
import type { Listing } from "../../../../contracts/marketplace.ts";
import {
  listingCategoryLabels,
  listingConditionLabels,
  listingStatusLabels,
  marketplaceMessages,
} from "../../../../contracts/marketplace-rules.ts";
import { PublicCity, type PublicCityView } from "../../../components/city/public-city.tsx";
import { ReportButton } from "../../../components/report-button.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadFailed } from "../../../components/ui/load-failed.tsx";
import { LocalDateTime } from "../../../components/ui/local-date-time.tsx";
import { isMissing } from "../../../lib/api.ts";
import { apiErrorText, couldNotLoad } from "../../../lib/api-error-text.ts";
import { formatListingPrice } from "../../../lib/format-price.ts";
import {
  listingQueryKey,
  useDeleteListing,
  useListing,
  useSetListingStatus,
} from "../use-marketplace-items.ts";
import { ContactLinks } from "./contact-links.tsx";
import { DetailLayout, DetailSkeleton, Fact } from "./detail-layout.tsx";
import { ListingNotFound } from "./entry-not-found.tsx";
import { ItemActions } from "./owner-actions.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { SaveButton } from "./save-button.tsx";
import { SellerLine } from "./seller-line.tsx";
import { ShareButton } from "./share-button.tsx";

/** /city/:city/marketplace/:id: public; contact details for signed-in viewers only (decision 9). */
export function ListingDetailPage() {
  return <PublicCity>{(found) => <ListingDetail {...found} />}</PublicCity>;
}

function ListingDetail({ city, cityName, viewer }: PublicCityView) {
  const { id = "" } = useParams();
  const listing = useListing(id);
  const listPath = `/city/${encodeURIComponent(city.slug)}/marketplace`;
  if (listing.isPending) return <DetailSkeleton />;
  if (listing.isError) {
    if (isMissing(listing.error)) {
      return <ListingNotFound message={marketplaceMessages.notFound} listPath={listPath} />;
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadFailed
          message={couldNotLoad("the listing", listing.error)}
          retrying={listing.isFetching}
          onRetry={() => listing.refetch()}
        />
      </div>
    );
  }
  const item = listing.data;
  const sold = item.status === "sold";
  return (
    <DetailLayout
      backPath={listPath}
      backLabel={`Marketplace in ${cityName}`}
      gallery={<PhotoGallery photos={item.photos} title={item.title} />}
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge tone={sold ? "slate" : "green"}>{listingStatusLabels[item.status]}</Badge>
          <Badge tone="ocean">{listingCategoryLabels[item.category]}</Badge>
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">
          {item.title}
        </h1>
        <p className="text-2xl font-extrabold text-ocean-800">{formatListingPrice(item.price)}</p>
      </header>
      <dl className="grid grid-cols-2 gap-3">
        <Fact term="Category">{listingCategoryLabels[item.category]}</Fact>
        <Fact term="Condition">{listingConditionLabels[item.condition]}</Fact>
        <Fact term="Status">{listingStatusLabels[item.status]}</Fact>
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
      <div className="flex flex-wrap items-start gap-3">
        <SaveButton
          kind="listing"
          id={item.id}
          saved={item.saved}
          signedIn={Boolean(viewer)}
          detailKey={listingQueryKey(item.id)}
        />
        <ShareButton title={item.title} />
        {viewer && !item.canDelete && (
          <ReportButton targetType="listing" targetId={item.id} label={item.title} />
        )}
      </div>
      <ListingActions listing={item} listPath={listPath} />
    </DetailLayout>
  );
}

function ListingActions({ listing, listPath }: { listing: Listing; listPath: string }) {
  const remove = useDeleteListing(listing);
  const setStatus = useSetListingStatus(listing.id);
  const sold = listing.status === "sold";
  return (
    <ItemActions
      item={listing}
      editPath={`${listPath}/${encodeURIComponent(listing.id)}/edit`}
      listPath={listPath}
      what="listing"
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
      {setStatus.isError && <Alert tone="error">{apiErrorText(setStatus.error)}</Alert>}
    </ItemActions>
  );
}
