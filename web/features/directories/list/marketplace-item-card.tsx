import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import type { ListingCard as Card } from "../../../../contracts/marketplace.ts";
import {
  listingCategoryLabels,
  listingConditionLabels,
} from "../../../../contracts/marketplace-rules.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { formatListingPrice } from "../../../lib/format-price.ts";
import { SellerLine } from "../detail/seller-line.tsx";

/** Spec: first image, title, price (2 decimals), description, seller, date and time, View. */
export function ListingCard({ listing }: { listing: Card }) {
  const path = `/city/${encodeURIComponent(listing.citySlug)}/marketplace/${encodeURIComponent(listing.id)}`;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        {listing.thumbnailUrl ? (
          <img
            src={listing.thumbnailUrl}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-full bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-slate-500">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
        {listing.status === "sold" && (
          <span className="absolute top-3 left-3 rounded-full bg-slate-900/85 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            Sold
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 font-bold break-words text-slate-900">{listing.title}</h3>
          <p className="shrink-0 font-extrabold text-ocean-800">
            {formatListingPrice(listing.price)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="ocean">{listingCategoryLabels[listing.category]}</Badge>
          <Badge>{listingConditionLabels[listing.condition]}</Badge>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600">{listing.excerpt}</p>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div className="min-w-0">
            <SellerLine seller={listing.seller} caption="Seller" />
            <time dateTime={listing.createdAt} className="mt-1 block text-xs text-slate-600">
              {formatDateTime(new Date(listing.createdAt))}
            </time>
          </div>
          <Link to={path} className={`${buttonClasses("primary", "sm")} shrink-0`}>
            View<span className="sr-only"> {listing.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
