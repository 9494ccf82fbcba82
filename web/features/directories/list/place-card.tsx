import { MapPin } from "lucide-react";
import { Link } from "react-router";
import {
  type PlaceEntryCard as Card,
  priceRangeLabels,
} from "../../../../contracts/business-parts.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { MediaCard } from "../../../components/ui/media-card.tsx";

/** A restaurant or shop in the grid: photo, name, cuisine or category, price range, address, View. */
export function PlaceCard({ item, path }: { item: Card; path: string }) {
  return (
    <MediaCard photoUrl={item.thumbnailUrl}>
      <h3 className="font-bold break-words text-slate-900">{item.name}</h3>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone="ocean">{item.kind}</Badge>
        <Badge>{priceRangeLabels[item.priceRange]}</Badge>
      </div>
      <p className="flex items-start gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="break-words">{item.address}</span>
      </p>
      <div className="mt-auto flex justify-end border-t border-slate-100 pt-3">
        <Link to={path} className={`${buttonClasses("primary", "sm")} shrink-0`}>
          View<span className="sr-only"> {item.name}</span>
        </Link>
      </div>
    </MediaCard>
  );
}
