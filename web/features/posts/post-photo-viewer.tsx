import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { photoMessages } from "./post-photo.tsx";

/** The full-size photo over the page; loaded by PostPhoto on its first open (decision 037). */
export function PostPhotoViewer({
  open,
  onOpenChange,
  imageUrl,
  alt,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  imageUrl: string;
  alt: string;
  /** The thumbnail's button, which gets focus back on close. */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/85" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 sm:p-10"
        >
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          <Dialog.Description className="sr-only">
            {intl.formatMessage(photoMessages.viewerHint)}
          </Dialog.Description>
          <img
            src={imageUrl}
            alt={alt}
            className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
          />
          <Dialog.Close
            aria-label={intl.formatMessage(photoMessages.close)}
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
