import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { MediaCard } from "../../../components/ui/media-card.tsx";
import { formatDateTime } from "../../../lib/format-date.ts";
import { formatListingPrice } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { SellerLine } from "../detail/seller-line.tsx";
import { choiceLabel, type ListingDirectory, type ListingEntryCard } from "../directory.ts";
import { directoryWords as words } from "../directory-words.ts";

/** A listing directory's card: first photo, title, price, its choices, excerpt, owner, date, View. */
export function ListingCard({
  directory,
  entry,
  path,
}: {
  directory: ListingDirectory;
  entry: ListingEntryCard;
  path: string;
}) {
  const intl = useIntl();
  const { choices, owner } = directory.listing;
  return (
    <MediaCard photoUrl={entry.thumbnailUrl}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-bold break-words text-slate-900">{entry.title}</h3>
        {entry.price !== null && (
          <p className="shrink-0 font-extrabold text-ocean-800">
            {formatListingPrice(entry.price, entry, intl.locale)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {choices.map((choice, index) => (
          <Badge key={choice.field} tone={index === 0 ? "ocean" : undefined}>
            {choiceLabel(choice, entry, intl)}
          </Badge>
        ))}
      </div>
      <p className="line-clamp-2 text-sm text-slate-600">{entry.excerpt}</p>
      <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
        <div className="min-w-0">
          <SellerLine seller={entry.seller} caption={intl.formatMessage(owner.caption)} />
          <time dateTime={entry.createdAt} className="mt-1 block text-xs text-slate-600">
            {formatDateTime(new Date(entry.createdAt))}
          </time>
        </div>
        <Link to={path} className={`${buttonClasses("primary", "sm")} shrink-0`}>
          {intl.formatMessage(words.view)}
          <span className="sr-only"> {entry.title}</span>
        </Link>
      </div>
    </MediaCard>
  );
}
