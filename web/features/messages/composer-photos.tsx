import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { messageLimits } from "../../../contracts/messages-rules.ts";
import { uploadLimits } from "../../../contracts/uploads-rules.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { imageFileProblem } from "../../lib/image-file-problem.ts";
import { messagePhotoWords } from "./message-photo-words.ts";

/** A photo picked for the message being written, with the sender's description. */
export interface PickedPhoto {
  id: number;
  file: File;
  alt: string;
}

/**
 * The photos picked for the next message: up to 4, each checked as the server would
 * (type and size) so a refused file is never uploaded. `problem` says why a pick was
 * refused, in English (translatedText shows it in the page's language).
 */
export function usePickedPhotos() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const next = useRef(0);
  return {
    photos,
    problem,
    add(files: readonly File[]) {
      const room = messageLimits.photosMax - photos.length;
      const bad = files.map(imageFileProblem).find((found) => found !== null);
      const good = files.filter((file) => imageFileProblem(file) === null);
      setProblem(bad ?? (good.length > room ? "tooMany" : null));
      const added = good.slice(0, Math.max(room, 0)).map((file) => {
        next.current += 1;
        return { id: next.current, file, alt: "" };
      });
      setPhotos((current) => [...current, ...added]);
    },
    remove(id: number) {
      setPhotos((current) => current.filter((photo) => photo.id !== id));
      setProblem(null);
    },
    describe(id: number, alt: string) {
      setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, alt } : photo)));
    },
    clear() {
      setPhotos([]);
      setProblem(null);
    },
  };
}

/** The paper-clip of the composer: opens the phone's photos or the file picker. */
export function AttachPhotosButton({
  onPick,
  disabled,
}: {
  onPick: (files: File[]) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const label = intl.formatMessage(messagePhotoWords.attach);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ocean-600 focus-visible:outline-none disabled:opacity-50"
      >
        <ImagePlus aria-hidden="true" className="size-5" />
      </button>
      <input
        ref={input}
        type="file"
        accept={uploadLimits.acceptedTypes.join(",")}
        multiple
        hidden
        data-testid="message-photo-input"
        onChange={(event) => {
          onPick([...(event.target.files ?? [])]);
          // The same file may be picked again after it was removed.
          event.target.value = "";
        }}
      />
    </>
  );
}

/** The picked photos before sending: a thumbnail, a Remove button and a description each. */
export function PickedPhotos({
  photos,
  onRemove,
  onDescribe,
  disabled,
}: {
  photos: readonly PickedPhoto[];
  onRemove: (id: number) => void;
  onDescribe: (id: number, alt: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  if (photos.length === 0) return null;
  return (
    <ul
      aria-label={intl.formatMessage(messagePhotoWords.picked)}
      className="grid max-h-[40dvh] gap-2 overflow-y-auto sm:grid-cols-2"
    >
      {photos.map((photo, index) => (
        <PickedPhotoItem
          key={photo.id}
          photo={photo}
          number={index + 1}
          onRemove={() => onRemove(photo.id)}
          onDescribe={(alt) => onDescribe(photo.id, alt)}
          disabled={disabled}
        />
      ))}
    </ul>
  );
}

function PickedPhotoItem({
  photo,
  number,
  onRemove,
  onDescribe,
  disabled,
}: {
  photo: PickedPhoto;
  number: number;
  onRemove: () => void;
  onDescribe: (alt: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const altId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(photo.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo.file]);
  return (
    <li className="flex min-w-0 items-center gap-2">
      {preview && (
        <img
          src={preview}
          alt=""
          className="size-14 shrink-0 rounded-lg border border-slate-200 object-cover"
        />
      )}
      <label htmlFor={altId} className="sr-only">
        {intl.formatMessage(messagePhotoWords.altLabel, { number })}
      </label>
      <input
        id={altId}
        type="text"
        value={photo.alt}
        maxLength={messageLimits.altMax}
        disabled={disabled}
        placeholder={intl.formatMessage(messagePhotoWords.altPlaceholder)}
        onChange={(event) => onDescribe(event.target.value)}
        className="h-10 w-full min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm text-slate-900 focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
      />
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={intl.formatMessage(messagePhotoWords.remove, { number })}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ocean-600 focus-visible:outline-none disabled:opacity-50"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
