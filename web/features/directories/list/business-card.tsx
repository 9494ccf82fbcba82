import { ImageOff, MapPin } from "lucide-react";
import { Link } from "react-router";
import {
  type BusinessCard as Card,
  priceRangeLabels,
} from "../../../../contracts/business-parts.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";

/** A restaurant or shop in the grid: photo, name, cuisine or category, price range, address, View. */
export function BusinessCard({ item, path }: { item: Card; path: string }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {item.thumbnailUrl ? (
        <img
          src={item.thumbnailUrl}
          alt=""
          loading="lazy"
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-slate-500">
          <ImageOff aria-hidden="true" className="size-8" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
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
      </div>
    </article>
  );
}
