import { ImageOff, Maximize2 } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { galleryWords } from "./gallery-words.ts";

// The viewer's script and styles (13 KiB gzipped) load on the first click, not
// with the listing page (decision 035).
const PhotoLightbox = lazy(() => import("./photo-lightbox.tsx"));

export interface GalleryPhoto {
  url: string;
  thumbnailUrl: string;
  width?: number;
  height?: number;
}

/**
 * A listing's photos: the chosen one large, the rest as thumbnails below; the
 * large one opens a full-screen lightbox (yet-another-react-lightbox: previous
 * and next buttons, arrow keys, Escape, swipe on touch screens; decision 023).
 */
export function PhotoGallery({
  photos,
  title,
}: {
  photos: readonly GalleryPhoto[];
  title: string;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  const current = photos[Math.min(shown, photos.length - 1)];

  if (!current) {
    return (
      <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600 ring-1 ring-slate-900/5">
        <ImageOff aria-hidden="true" className="size-8" />
        <p className="text-sm font-medium">{say(galleryWords.none)}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative block overflow-hidden rounded-2xl bg-slate-900/5 ring-1 ring-slate-900/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ocean-600"
      >
        <img
          src={current.url}
          alt={say(galleryWords.alt, { title, number: shown + 1, count: photos.length })}
          width={current.width}
          height={current.height}
          // The page's largest picture: ahead of the scripts, which a drawn page can wait for.
          fetchPriority="high"
          className="aspect-[4/3] w-full object-contain"
        />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-slate-900/75 px-3 py-1.5 text-xs font-semibold text-white shadow group-hover:bg-slate-900/90">
          <Maximize2 aria-hidden="true" className="size-3.5" />
          {say(galleryWords.fullScreen)}
        </span>
      </button>
      {photos.length > 1 && (
        <ul aria-label={say(galleryWords.photos)} className="-m-1 flex gap-2 overflow-x-auto p-1">
          {photos.map((photo, index) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                aria-label={say(galleryWords.show, { number: index + 1, count: photos.length })}
                aria-current={index === shown ? "true" : undefined}
                onClick={() => setShown(index)}
                className={`block overflow-hidden rounded-lg ring-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ocean-600 ${index === shown ? "ring-ocean-600" : "ring-transparent hover:ring-slate-300"}`}
              >
                <img
                  src={photo.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  className="size-16 object-cover sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            title={title}
            index={shown}
            onView={setShown}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
