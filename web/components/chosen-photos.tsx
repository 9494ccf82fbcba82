import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, ImageOff } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { uploadLimits } from "../../contracts/uploads-rules.ts";
import { moveItem } from "../lib/move-item.ts";
import { buttonClasses } from "./ui/button.tsx";

// The pieces every form that takes a set of photos shares (a listing's, a post's): the
// hidden file input, a thumbnail that notices a file it cannot draw, and putting the photos
// in order with Move earlier / Move later buttons, so no dragging is needed. Each form keeps
// its own words and its tile's layout.

/**
 * Moving, removing and dropping photos of an `<ol ref={listRef}>` whose buttons carry
 * `data-control` ("earlier", "later", "remove"). Each change is drawn at once so focus can
 * follow the photo to its new place; removing the last one calls `onEmptied` to place it.
 */
export function usePhotoOrder<Photo extends { id: string }>({
  photos,
  onChange,
  onEmptied,
}: {
  photos: readonly Photo[];
  onChange: (photos: Photo[]) => void;
  onEmptied: () => void;
}) {
  const listRef = useRef<HTMLOListElement>(null);
  // The newest list, for a photo that fails to draw after later changes.
  const latest = useRef<Photo[]>([...photos]);
  latest.current = [...photos];
  const change = (next: Photo[]) => flushSync(() => onChange(next));
  const focus = (index: number, control: string) =>
    listRef.current?.querySelectorAll<HTMLElement>(`[data-control="${control}"]`)[index]?.focus();
  return {
    listRef,
    remove(index: number) {
      change(photos.filter((_, at) => at !== index));
      if (photos.length > 1) focus(Math.min(index, photos.length - 2), "remove");
      else onEmptied();
    },
    move(index: number, by: -1 | 1) {
      change(moveItem(photos, index, by));
      // Focus travels with the photo, so pressing again keeps moving it; at the end of the
      // list that button is disabled, so the other one takes it.
      const to = index + by;
      const end = by < 0 ? 0 : photos.length - 1;
      const same = by < 0 ? "earlier" : "later";
      focus(to, to === end ? (by < 0 ? "later" : "earlier") : same);
    },
    /** Takes out a photo the browser could not draw, even after later changes. */
    drop(photo: Photo) {
      latest.current = latest.current.filter((each) => each.id !== photo.id);
      change(latest.current);
    },
  };
}

/** The Move earlier / Move later pair of one photo: arrows across a grid, or up and down a column. */
export function MovePhotoButtons({
  index,
  count,
  disabled,
  labels,
  direction,
  onMove,
}: {
  index: number;
  count: number;
  disabled: boolean;
  labels: { earlier: string; later: string };
  direction: "row" | "column";
  onMove: (by: -1 | 1) => void;
}) {
  const [Earlier, Later] = direction === "row" ? [ArrowLeft, ArrowRight] : [ArrowUp, ArrowDown];
  const className = `${buttonClasses("ghost", "sm")} px-2 disabled:opacity-40`;
  return (
    <>
      <button
        type="button"
        data-control="earlier"
        disabled={disabled || index === 0}
        aria-label={labels.earlier}
        onClick={() => onMove(-1)}
        className={className}
      >
        <Earlier aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        data-control="later"
        disabled={disabled || index === count - 1}
        aria-label={labels.later}
        onClick={() => onMove(1)}
        className={className}
      >
        <Later aria-hidden="true" className="size-4" />
      </button>
    </>
  );
}

/** The hidden input the "Add photos" button opens; it hands over the files chosen. */
export function PhotoFilesInput({
  inputRef,
  label,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  onFiles: (files: File[]) => void;
}) {
  return (
    <input
      ref={inputRef}
      type="file"
      multiple
      hidden
      aria-label={label}
      accept={uploadLimits.acceptedTypes.join(",")}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        // Cleared so choosing the same file again after removing it still counts.
        event.target.value = "";
        onFiles(files);
      }}
    />
  );
}

const looks = {
  /** Fills its tile, square. */
  fill: { box: "aspect-square w-full", image: "", padding: "px-2" },
  /** A fixed 80 px square beside the photo's fields. */
  small: { box: "size-20 shrink-0", image: " ring-1 ring-slate-900/10", padding: "px-1" },
};

/**
 * A chosen file as it will appear (or a stored photo, by its URL). A file whose type says
 * image but that the browser cannot draw is not one (issue 28): it shows its name in place
 * and `onUnreadable` lets the form refuse it at once.
 */
export function PhotoThumbnail({
  file,
  storedUrl = null,
  alt,
  name,
  look,
  onUnreadable,
}: {
  file: File | null;
  storedUrl?: string | null;
  alt: string;
  name: string;
  look: keyof typeof looks;
  onUnreadable: () => void;
}) {
  const [url, setUrl] = useState<string | null>(storedUrl);
  const [unreadable, setUnreadable] = useState(false);
  const { box, image, padding } = looks[look];
  useEffect(() => {
    if (!file) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    setUnreadable(false);
    // Object URLs hold the file in memory until revoked.
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (unreadable) {
    return (
      <div
        className={`flex ${box} flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 ${padding} text-slate-600`}
      >
        <ImageOff aria-hidden="true" className="size-5" />
        <span className="max-w-full truncate text-xs">{name}</span>
      </div>
    );
  }
  return url ? (
    <img
      src={url}
      alt={alt}
      onError={() => {
        setUnreadable(true);
        onUnreadable();
      }}
      className={`${box} rounded-lg object-cover${image}`}
    />
  ) : (
    <div className={`${box} rounded-lg bg-slate-100`} />
  );
}
