import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A card led by its photo (a listing, a property, a business): the photo at 4:3, or a
 * placeholder when there is none, with an optional mark over it, then the body.
 * The photo is decoration (alt=""): the body's heading names the thing.
 */
export function MediaCard({
  photoUrl,
  overlay,
  children,
  className = "",
  bodyClassName = "gap-3",
}: {
  photoUrl: string | null | undefined;
  /** Laid over the photo, placed by itself ("absolute top-3 left-3"): a "Sold" mark. */
  overlay?: ReactNode;
  children: ReactNode;
  /** The card's extras (a hover shadow, "relative" for a whole-card link). */
  className?: string;
  /** The body's spacing, "gap-3" unless given. */
  bodyClassName?: string;
}) {
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <div className="relative">
        {photoUrl ? (
          <img
            src={photoUrl}
            alt=""
            loading="lazy"
            className="aspect-[4/3] w-full bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-slate-500">
            <ImageOff aria-hidden="true" className="size-8" />
          </div>
        )}
        {overlay}
      </div>
      <div className={`flex flex-1 flex-col p-4 ${bodyClassName}`}>{children}</div>
    </article>
  );
}
