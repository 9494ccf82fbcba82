import { Link } from "react-router";
import type { MarketplaceItemCard as Card } from "../../../../contracts/marketplace.ts";
import {
  marketplaceItemCategoryLabels,
  marketplaceItemConditionLabels,
  marketplaceItemStatusLabels,
} from "../../../../contracts/marketplace-rules.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { MediaCard } from "../../../components/ui/media-card.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { formatListingPrice } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { SellerLine } from "../detail/seller-line.tsx";
import { directoryWords as words } from "../directory-words.ts";

/** Spec: first image, title, price (2 decimals), description, seller, date and time, View. */
export function MarketplaceCard({ listing, path }: { listing: Card; path: string }) {
  const intl = useIntl();
  // The reader's time zone is the browser's: a list the server drew shows the time once adopted.
  const hydrated = useHydrated();
  return (
    <MediaCard
      photoUrl={listing.thumbnailUrl}
      overlay={
        listing.status !== "available" && (
          <span
            className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${
              listing.status === "sold"
                ? "bg-slate-900/85 text-white"
                : "bg-amber-300 text-amber-950"
            }`}
          >
            {intl.formatMessage(
              listing.status === "sold" ? words.sold : marketplaceItemStatusLabels.reserved,
            )}
          </span>
        )
      }
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-bold break-words text-slate-900">{listing.title}</h3>
        <p className="shrink-0 font-extrabold text-ocean-800">
          {formatListingPrice(listing.price, listing, intl.locale)}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="ocean">
          {intl.formatMessage(marketplaceItemCategoryLabels[listing.category])}
        </Badge>
        <Badge>{intl.formatMessage(marketplaceItemConditionLabels[listing.condition])}</Badge>
      </div>
      <p className="line-clamp-2 text-sm text-slate-600">{listing.excerpt}</p>
      <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
        <div className="min-w-0">
          <SellerLine seller={listing.seller} caption={intl.formatMessage(words.seller)} />
          <time dateTime={listing.createdAt} className="mt-1 block min-h-4 text-xs text-slate-600">
            {hydrated ? formatDateTime(new Date(listing.createdAt)) : ""}
          </time>
        </div>
        <Link to={path} className={`${buttonClasses("primary", "sm")} shrink-0`}>
          {intl.formatMessage(words.view)}
          <span className="sr-only"> {listing.title}</span>
        </Link>
      </div>
    </MediaCard>
  );
}
