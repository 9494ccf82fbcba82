import { ImageOff, ImagePlus, X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { uploadLimits, uploadWords } from "../../../contracts/uploads-rules.ts";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { defineMessages, useIntl } from "../../lib/i18n/use-intl.ts";
import { imageFileProblem } from "../../lib/image-file-problem.ts";
import type { Formatter } from "./use-posts.ts";

/** Refuses a file the server would refuse, before it is sent (the server checks again by content). */
export function photoProblem(file: File, intl: Formatter): string | null {
  const problem = imageFileProblem(file);
  if (!problem) return null;
  // The shared check speaks English; its words find their message.
  const message = messageFor(problem);
  return intl.formatMessage(postMessages.imageError, {
    problem: message ? intl.formatMessage(message) : problem,
  });
}

/** A file whose type says image but that the browser cannot draw is not one (issue 28). */
export const unreadablePhotoProblem = (intl: Formatter) =>
  intl.formatMessage(postMessages.imageError, {
    problem: intl.formatMessage(uploadWords.unsupportedType),
  });

const messages = defineMessages({
  photo: { id: "posts.photo", defaultMessage: "Photo" },
  addPhoto: { id: "posts.addPhoto", defaultMessage: "Add photo" },
  readyToPost: { id: "posts.readyToPost", defaultMessage: "Ready to post: {name}" },
  removePhoto: { id: "posts.removePhoto", defaultMessage: "Remove photo" },
});

/** The "Add photo" button; the file input itself stays hidden behind it. */
export function AddPhotoButton({
  disabled,
  onPick,
  buttonRef,
}: {
  disabled: boolean;
  onPick: (file: File) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const intl = useIntl();
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={intl.formatMessage(messages.photo)}
        accept={uploadLimits.acceptedTypes.join(",")}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so picking the same file again after removing it still counts as a change.
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className={`${buttonClasses("ghost")} text-ocean-800 disabled:opacity-60`}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {intl.formatMessage(messages.addPhoto)}
      </button>
    </>
  );
}

/**
 * The chosen photo as it will appear, with a way to take it back out. A file the
 * browser cannot draw is refused at once (`onUnreadable`), not after Post.
 */
export function PhotoPreview({
  file,
  disabled,
  onRemove,
  onUnreadable,
}: {
  file: File;
  disabled: boolean;
  onRemove: () => void;
  onUnreadable: () => void;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const intl = useIntl();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setUnreadable(false);
    // Object URLs hold the file in memory until revoked.
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <div className="relative self-start">
      {unreadable ? (
        // The browser cannot draw it (the server will say why); the name still shows what was picked.
        <div className="flex h-28 w-64 max-w-full flex-col items-center justify-center gap-1.5 rounded-xl bg-slate-100 px-3 text-slate-600 ring-1 ring-slate-900/10">
          <ImageOff aria-hidden="true" className="size-6" />
          <span className="max-w-full truncate text-xs font-medium">{file.name}</span>
        </div>
      ) : (
        url && (
          <img
            src={url}
            alt={intl.formatMessage(messages.readyToPost, { name: file.name })}
            onError={() => {
              setUnreadable(true);
              onUnreadable();
            }}
            className="max-h-64 min-h-24 max-w-full rounded-xl object-contain ring-1 ring-slate-900/10"
          />
        )
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        onClick={onRemove}
        className="absolute top-2 right-2 rounded-full shadow-md"
      >
        <X aria-hidden="true" className="size-4" />
        {intl.formatMessage(messages.removePhoto)}
      </Button>
    </div>
  );
}
