import * as Dialog from "@radix-ui/react-dialog";
import { Maximize2, X } from "lucide-react";

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
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button
          type="button"
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
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/85" />
        <Dialog.Content className="fixed inset-0 z-50 flex items-center justify-center p-4 sm:p-10">
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          <Dialog.Description className="sr-only">
            The full-size photo. Press Escape to close.
          </Dialog.Description>
          <img
            src={imageUrl}
            alt={alt}
            className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
          />
          <Dialog.Close
            aria-label="Close photo"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
