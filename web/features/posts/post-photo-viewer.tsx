import * as Dialog from "@radix-ui/react-dialog";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import type { PostPhoto, PostPhotoSet } from "../../../contracts/post-photos.ts";
import { api } from "../../lib/api.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { photoMessages } from "./post-photo.tsx";

const roundButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white disabled:opacity-40";

/**
 * A post's photos over the page, one at a time with its alt text beneath; previous and
 * next (buttons or arrow keys) go round the set. The feed carries only thumbnails:
 * the full sizes are asked for on the first open and shown once they arrive.
 */
export function PostPhotoViewer({
  postId,
  photos,
  startAt,
  open,
  onClose,
  altOf,
  opener,
}: {
  postId: string;
  photos: readonly PostPhoto[];
  startAt: number;
  open: boolean;
  onClose: () => void;
  altOf: (photo: PostPhoto) => string;
  /** The tile that opened it, which gets focus back on close. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(startAt);
  useEffect(() => {
    if (open) setIndex(startAt);
  }, [open, startAt]);
  const full = useQuery({
    queryKey: ["post-photos", postId],
    queryFn: ({ signal }) =>
      api<PostPhotoSet>(`/api/posts/${encodeURIComponent(postId)}/photos`, { signal }),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const count = photos.length;
  const photo = photos[Math.min(index, count - 1)];
  if (!photo) return null;
  const alt = altOf(photo);
  const src = full.data?.photos[index]?.url ?? photo.thumbnailUrl;
  // Round the set, so the buttons never vanish under the focus at either end.
  const go = (by: -1 | 1) => setIndex((at) => (at + by + count) % count);
  const position = intl.formatMessage(photoMessages.position, { number: index + 1, count });

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/90" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onKeyDown={(event) => {
            if (count < 2) return;
            if (event.key === "ArrowLeft") go(-1);
            if (event.key === "ArrowRight") go(1);
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 sm:p-10"
        >
          <Dialog.Title className="sr-only">{count > 1 ? position : alt}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {intl.formatMessage(photoMessages.viewerHint)}
          </Dialog.Description>
          <img
            src={src}
            alt={alt}
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            className="min-h-0 max-w-full flex-1 rounded-lg object-contain shadow-2xl"
          />
          <div className="flex w-full max-w-2xl items-center gap-3">
            {count > 1 && (
              <button
                type="button"
                aria-label={intl.formatMessage(photoMessages.previous)}
                onClick={() => go(-1)}
                className={`${roundButton} shrink-0`}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
            )}
            <div className="min-w-0 flex-1 text-center text-sm text-white">
              {count > 1 && <p className="font-semibold">{position}</p>}
              <p
                data-user-content={photo.alt ? "" : undefined}
                data-testid="photo-caption"
                className="max-h-24 overflow-y-auto break-words whitespace-pre-line text-slate-100"
              >
                {photo.alt || intl.formatMessage(photoMessages.noDescription)}
              </p>
            </div>
            {count > 1 && (
              <button
                type="button"
                aria-label={intl.formatMessage(photoMessages.next)}
                onClick={() => go(1)}
                className={`${roundButton} shrink-0`}
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            )}
          </div>
          <Dialog.Close
            aria-label={intl.formatMessage(photoMessages.close)}
            className={`${roundButton} absolute top-3 right-3`}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
