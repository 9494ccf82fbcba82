import { lazy, useRef, useState } from "react";
import type { PostPhoto } from "../../../contracts/post-photos.ts";
import { OnceOpened } from "../../components/ui/once-opened.tsx";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { photoMessages } from "./post-photo.tsx";

// The viewer's dialog code loads when a photo is first opened (decision 037).
const PostPhotoViewer = lazy(() =>
  import("./post-photo-viewer.tsx").then((module) => ({ default: module.PostPhotoViewer })),
);

/** At most this many tiles show; the last says "+N" for the rest. */
const tilesShown = 4;

/** The grid's look for a set of `count`: one full width, two side by side, then 2 x 2. */
function layout(count: number) {
  if (count === 1) return { grid: "grid-cols-1", tile: () => "" };
  if (count === 2) return { grid: "grid-cols-2", tile: () => "aspect-square" };
  // Three: the first tall on the left, two on the right; four or more: 2 x 2.
  if (count === 3)
    return {
      grid: "grid-cols-2 grid-rows-2 aspect-[4/3]",
      tile: (index: number) => (index === 0 ? "row-span-2" : ""),
    };
  return { grid: "grid-cols-2", tile: () => "aspect-square" };
}

/**
 * A post's photos in the feed: thumbnails in a grid, each opening the lightbox at
 * that photo, which then goes through the whole set. Alt text is the author's
 * description, or "Photo shared by …" when they gave none.
 */
export function PostPhotoGrid({
  postId,
  photos,
  authorName,
}: {
  postId: string;
  photos: readonly PostPhoto[];
  authorName: string;
}) {
  const intl = useIntl();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLButtonElement | null>(null);
  const altOf = (photo: PostPhoto) =>
    photo.alt || intl.formatMessage(photoMessages.alt, { name: authorName });
  const shown = photos.slice(0, tilesShown);
  const rest = photos.length - shown.length;
  const { grid, tile } = layout(photos.length);
  const single = photos.length === 1;

  return (
    <>
      <ul
        className={`grid gap-1 overflow-hidden rounded-xl ${grid}`}
        data-photo-count={photos.length}
      >
        {shown.map((photo, index) => {
          const last = index === shown.length - 1 && rest > 0;
          return (
            <li key={photo.thumbnailUrl} className={`min-h-0 ${tile(index)}`}>
              <button
                ref={(element) => {
                  tiles.current[index] = element;
                }}
                type="button"
                aria-haspopup="dialog"
                onClick={() => {
                  opener.current = tiles.current[index] ?? null;
                  setOpenAt(index);
                }}
                className="group relative block size-full overflow-hidden bg-slate-100 ring-1 ring-slate-900/5 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ocean-600"
              >
                <img
                  src={photo.thumbnailUrl}
                  alt={altOf(photo)}
                  // The stored size holds the photo's place, so the feed does not jump.
                  width={photo.width ?? 400}
                  height={photo.height ?? 300}
                  loading="lazy"
                  decoding="async"
                  className={`w-full object-cover transition-transform duration-300 group-hover:scale-[1.01] ${
                    single ? "mx-auto max-h-[26rem]" : "size-full"
                  }`}
                />
                {last && (
                  <span className="absolute inset-0 flex items-center justify-center bg-slate-900/55 text-2xl font-semibold text-white">
                    <span aria-hidden="true">+{rest}</span>
                    <span className="sr-only">
                      {intl.formatMessage(photoMessages.more, { count: rest })}
                    </span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <OnceOpened open={openAt !== null}>
        <PostPhotoViewer
          postId={postId}
          photos={photos}
          startAt={openAt ?? 0}
          open={openAt !== null}
          onClose={() => setOpenAt(null)}
          altOf={altOf}
          opener={opener}
        />
      </OnceOpened>
    </>
  );
}
