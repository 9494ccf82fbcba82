import { Bath, BedDouble, Car, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { PropertyCard as Card } from "../../../../contracts/properties.ts";
import {
  propertyStatusLabels,
  propertyTypeLabels,
} from "../../../../contracts/properties-rules.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { MediaCard } from "../../../components/ui/media-card.tsx";
import { formatPropertyPrice } from "../../../lib/format-price.ts";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { directoryWords as words } from "../directory-words.ts";

/** Spec: photo, price (locale-formatted, in its city's currency), beds, baths, parking, type, suburb; links to the detail. */
export function PropertyCard({ property, path }: { property: Card; path: string }) {
  const intl = useIntl();
  const rooms = [
    { Icon: BedDouble, value: property.bedrooms, key: "beds", what: words.beds },
    { Icon: Bath, value: property.bathrooms, key: "baths", what: words.baths },
    { Icon: Car, value: property.parkingSpaces, key: "parking", what: words.parking },
  ].filter((room) => room.value !== null);
  return (
    <MediaCard
      photoUrl={property.thumbnailUrl}
      className="relative transition-shadow focus-within:ring-2 focus-within:ring-ocean-600 hover:shadow-md"
      bodyClassName="gap-2"
      overlay={
        <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-slate-900 shadow">
          {intl.formatMessage(propertyStatusLabels[property.status])}
        </span>
      }
    >
      <p className="text-xl font-extrabold text-ocean-800">
        {formatPropertyPrice(property.price, property, intl.locale)}
      </p>
      <h3 className="font-bold break-words text-slate-900">
        {/* The whole card is the link; the title names it for screen readers. */}
        <Link to={path} className="after:absolute after:inset-0 focus:outline-none">
          {property.title}
        </Link>
      </h3>
      {rooms.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {rooms.map(({ Icon, value, key, what }) => (
            <li key={key} className="inline-flex items-center gap-1.5">
              <Icon aria-hidden="true" className="size-4 text-ocean-700" />
              {intl.formatNumber(value ?? 0)}{" "}
              <span className="sr-only">{intl.formatMessage(what, { count: value ?? 0 })}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
        <Badge tone="ocean">{intl.formatMessage(propertyTypeLabels[property.propertyType])}</Badge>
        {property.suburb && (
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4" />
            {property.suburb}
          </span>
        )}
      </div>
    </MediaCard>
  );
}
