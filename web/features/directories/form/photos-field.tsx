import { ImagePlus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { uploadMessages } from "../../../../contracts/uploads-rules.ts";
import {
  MovePhotoButtons,
  PhotoFilesInput,
  PhotoThumbnail,
  usePhotoOrder,
} from "../../../components/chosen-photos.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { UploadProgress } from "../../../components/ui/upload-progress.tsx";
import { useIntl } from "../../../lib/i18n/use-intl.ts";
import { imageFileProblem } from "../../../lib/image-file-problem.ts";
import type { Words } from "../directory.ts";
import { photoWords as w } from "./photos-field-words.ts";

/**
 * One photo of a listing being written: a file chosen now, or a photo the
 * listing already has (on the edit page), known by its stored key.
 */
export type PickedPhoto =
  | { id: string; kind: "new"; file: File }
  | { id: string; kind: "kept"; key: string; url: string; thumbnailUrl: string };

let nextId = 0;
export const pickFile = (file: File): PickedPhoto => ({
  id: `new-${++nextId}`,
  kind: "new",
  file,
});

/**
 * What happens when files are chosen: the acceptable ones join the end until
 * the limit; the rest are named, never dropped in silence (issue 10: the spec
 * drops extras without a word).
 */
export function addPickedFiles(
  photos: readonly PickedPhoto[],
  files: readonly File[],
  max: number,
  intl: Words,
): { photos: PickedPhoto[]; problem: string | null } {
  const refused: string[] = [];
  const accepted: File[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) refused.push(`${file.name}: ${problem}`);
    else accepted.push(file);
  }
  const room = Math.max(max - photos.length, 0);
  const added = accepted.slice(0, room);
  const left = accepted.length - added.length;
  const problems = [...refused];
  if (left > 0) {
    problems.push(intl.formatMessage(w.tooMany, { max, left }));
  }
  return {
    photos: [...photos, ...added.map(pickFile)],
    problem: problems.length > 0 ? problems.join(" ") : null,
  };
}

/**
 * "Photos (up to 8)": choose several at once, see them, put them in order
 * (Move earlier / Move later buttons, so no dragging is needed) and remove
 * them; while the form uploads, the bar shows how far it has got.
 */
export function EntryPhotosField({
  photos,
  onChange,
  max,
  disabled,
  progress,
}: {
  photos: readonly PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  max: number;
  disabled: boolean;
  /** 0 to 1 while the form's upload runs, null otherwise. */
  progress: number | null;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const full = photos.length >= max;
  const order = usePhotoOrder({
    photos,
    onChange,
    onEmptied: () => addButton.current?.focus(),
  });

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{say(w.legend)}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {say(w.hint, { max })}{" "}
        <span className="font-medium text-slate-800">
          {say(w.chosen, { count: photos.length, max })}
        </span>
      </p>
      {photos.length > 0 && (
        <ol ref={order.listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className="flex min-w-0 flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-1.5"
            >
              <div className="relative">
                <Thumb
                  photo={photo}
                  label={say(w.photo, { number: index + 1 })}
                  onUnreadable={() => {
                    // Refused as soon as it is chosen, with the server's words, not after Post.
                    if (photo.kind !== "new") return;
                    order.drop(photo);
                    setProblem(`${photo.file.name}: ${uploadMessages.unsupportedType}`);
                  }}
                />
                {index === 0 && (
                  <span className="absolute top-1.5 left-1.5 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
                    {say(w.cover)}
                  </span>
                )}
                <button
                  type="button"
                  data-control="remove"
                  disabled={disabled}
                  aria-label={say(w.remove, { number: index + 1 })}
                  onClick={() => {
                    order.remove(index);
                    setProblem(null);
                  }}
                  // On the photo, so the arrows below keep the tile's width at 390 px (issue 28).
                  title={say(w.removeShort)}
                  className="absolute top-1.5 right-1.5 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-coral-700 shadow-md ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ocean-600 disabled:opacity-40"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
              <div className="flex items-center justify-between gap-1">
                <MovePhotoButtons
                  index={index}
                  count={photos.length}
                  disabled={disabled}
                  labels={{
                    earlier: say(w.earlier, { number: index + 1 }),
                    later: say(w.later, { number: index + 1 }),
                  }}
                  direction="row"
                  onMove={(by) => order.move(index, by)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <PhotoFilesInput
        inputRef={input}
        label={say(w.add)}
        onFiles={(files) => {
          const result = addPickedFiles(photos, files, max, intl);
          setProblem(result.problem);
          onChange(result.photos);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={addButton}
          type="button"
          disabled={disabled || full}
          onClick={() => input.current?.click()}
          className={`${buttonClasses("secondary")} disabled:opacity-60`}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {say(photos.length === 0 ? w.add : w.addMore)}
        </button>
        {full && <p className="text-sm text-slate-600">{say(w.full)}</p>}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {progress !== null && (
        <UploadProgress
          fraction={progress}
          label={say(w.upload)}
          uploadingText={(percent) => say(w.uploading, { percent })}
          processingText={say(w.processing)}
        />
      )}
    </fieldset>
  );
}

/** A new photo by its file, a kept one by its stored thumbnail. */
function Thumb({
  photo,
  label,
  onUnreadable,
}: {
  photo: PickedPhoto;
  label: string;
  onUnreadable: () => void;
}) {
  const name = photo.kind === "new" ? photo.file.name : label;
  return (
    <PhotoThumbnail
      file={photo.kind === "new" ? photo.file : null}
      storedUrl={photo.kind === "kept" ? photo.thumbnailUrl : null}
      alt={`${label}: ${name}`}
      name={name}
      look="fill"
      onUnreadable={onUnreadable}
    />
  );
}

/** A listing's stored photos as the picker's starting point on the edit page. */
export const keptPhotos = (
  photos: readonly { key: string; url: string; thumbnailUrl: string }[],
): PickedPhoto[] => photos.map((photo) => ({ id: `kept-${photo.key}`, kind: "kept", ...photo }));
