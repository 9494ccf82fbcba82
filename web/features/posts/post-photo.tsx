import { Maximize2 } from "lucide-react";
import { lazy, useRef, useState } from "react";
import { OnceOpened } from "../../components/ui/once-opened.tsx";

// The viewer's dialog code loads when a photo is first opened.
const PostPhotoViewer = lazy(() =>
  import("./post-photo-viewer.tsx").then((module) => ({ default: module.PostPhotoViewer })),
);

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
  const alt = `Photo shared by ${authorName}`;
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
          View full size
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
