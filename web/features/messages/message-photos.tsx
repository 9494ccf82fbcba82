import { lazy, Suspense, useState } from "react";
import type { MessagePhoto } from "../../../contracts/messages.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { messagePhotoWords } from "./message-photo-words.ts";

const MessagePhotoViewer = lazy(() => import("./message-photo-viewer.tsx"));

/**
 * A message's photos in its bubble: thumbnails in a grid (one photo shows wider); a
 * tap opens them full size. Each is named by the sender's description, else
 * "Photo 1 of 2".
 */
export function MessagePhotos({
  photos,
  fromMe,
}: {
  photos: readonly MessagePhoto[];
  fromMe: boolean;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const count = photos.length;
  return (
    <>
      <ul
        aria-label={intl.formatMessage(messagePhotoWords.summary, { count })}
        className={`grid w-64 max-w-full gap-1 ${count === 1 ? "grid-cols-1" : "grid-cols-2"} ${fromMe ? "justify-self-end" : ""}`}
      >
        {photos.map((photo, index) => (
          <li key={photo.url} className={count === 3 && index === 0 ? "col-span-2" : ""}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block w-full overflow-hidden rounded-xl bg-slate-100 focus-visible:ring-2 focus-visible:ring-ocean-600 focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <img
                src={photo.thumbnailUrl}
                alt={
                  photo.alt ??
                  intl.formatMessage(messagePhotoWords.photoOf, { number: index + 1, count })
                }
                width={photo.width}
                height={photo.height}
                loading="lazy"
                data-user-content={photo.alt ? "" : undefined}
                className={`w-full object-cover ${count === 1 ? "max-h-72" : "aspect-square"}`}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <MessagePhotoViewer photos={photos} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
