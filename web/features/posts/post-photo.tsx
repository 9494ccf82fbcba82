import { Maximize2 } from "lucide-react";
import { lazy, useRef, useState } from "react";
import { OnceOpened } from "../../components/ui/once-opened.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";

// The viewer's dialog code loads when a photo is first opened.
const PostPhotoViewer = lazy(() =>
  import("./post-photo-viewer.tsx").then((module) => ({ default: module.PostPhotoViewer })),
);

export const photoMessages = defineMessages({
  alt: { id: "posts.photoAlt", defaultMessage: "Photo shared by {name}" },
  viewFull: { id: "posts.viewFullSize", defaultMessage: "View full size" },
  viewerHint: {
    id: "posts.photoViewerHint",
    defaultMessage: "The full-size photo. Press Escape to close.",
  },
  close: { id: "posts.closePhoto", defaultMessage: "Close photo" },
});

/** A post's photo: the thumbnail in the feed, the full image in a viewer on click. */
export function PostPhoto({
  thumbnailUrl,
  imageUrl,
  authorName,
}: {
  thumbnailUrl: string;
  imageUrl: string;
  authorName: string;
}) {
  const intl = useIntl();
  const alt = intl.formatMessage(photoMessages.alt, { name: authorName });
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="group relative block w-full overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-900/5"
      >
        {/* The thumbnail's size is not stored; 400 x 300 (its usual landscape bound) holds a
            place for it so the feed below does not jump when it arrives. */}
        <img
          src={thumbnailUrl}
          alt={alt}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="mx-auto max-h-[26rem] w-full object-cover transition-transform duration-300 group-hover:scale-[1.01]"
        />
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white opacity-90">
          <Maximize2 aria-hidden="true" className="size-3.5" />
          {intl.formatMessage(photoMessages.viewFull)}
        </span>
      </button>
      <OnceOpened open={open}>
        <PostPhotoViewer
          open={open}
          onOpenChange={setOpen}
          imageUrl={imageUrl}
          alt={alt}
          opener={button}
        />
      </OnceOpened>
    </>
  );
}
