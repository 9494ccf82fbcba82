import { MapPin } from "lucide-react";
import { Link } from "react-router";
import type { PlaceEntryCard as Card } from "../../../../contracts/business-parts.ts";
import { priceRangeLabels } from "../../../../contracts/business-parts-rules.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { MediaCard } from "../../../components/ui/media-card.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords } from "../directory-words.ts";
import { categoryLabel } from "../shop-categories.ts";

/** A restaurant or shop in the grid: photo, name, cuisine or category, price range, address, View. */
export function PlaceCard({ item, path }: { item: Card; path: string }) {
  const intl = useIntl();
  return (
    <MediaCard photoUrl={item.thumbnailUrl}>
      <h3 className="font-bold break-words text-slate-900">{item.name}</h3>
      <div className="flex flex-wrap gap-1.5">
        {/* A shop's category has words of its own; a cuisine is shown as its owner typed it. */}
        <Badge tone="ocean">{categoryLabel(item.kind, intl)}</Badge>
        <Badge>{intl.formatMessage(priceRangeLabels[item.priceRange])}</Badge>
      </div>
      <p className="flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">{item.address}</span>
      </p>
      <div className="mt-auto flex justify-end border-t border-slate-100 pt-3">
        <Link to={path} className={`${buttonClasses("primary", "sm")} shrink-0`}>
          {intl.formatMessage(directoryWords.view)}
          <span className="sr-only"> {item.name}</span>
        </Link>
      </div>
    </MediaCard>
  );
}
