import { ImagePlus, X } from "lucide-react";
import { type RefObject, useId, useRef } from "react";
import { messageFor } from "../../../contracts/i18n/define-messages.ts";
import { postPhotoLimits } from "../../../contracts/post-photos-rules.ts";
import { postMessages } from "../../../contracts/posts-rules.ts";
import { uploadWords } from "../../../contracts/uploads-rules.ts";
import {
  MovePhotoButtons,
  PhotoFilesInput,
  PhotoThumbnail,
  usePhotoOrder,
} from "../../components/chosen-photos.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
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
  addPhotos: { id: "posts.addPhotos", defaultMessage: "Add photos" },
  chosen: { id: "posts.photosChosen", defaultMessage: "{count} of {max} photos" },
  readyToPost: { id: "posts.readyToPost", defaultMessage: "Ready to post: {name}" },
  altLabel: { id: "posts.altLabel", defaultMessage: "Description of photo {number}" },
  altPrompt: {
    id: "posts.altPrompt",
    defaultMessage: "Add a description for people using screen readers.",
  },
  earlier: { id: "posts.photoEarlier", defaultMessage: "Move photo {number} earlier" },
  later: { id: "posts.photoLater", defaultMessage: "Move photo {number} later" },
  remove: { id: "posts.removePhotoNumber", defaultMessage: "Remove photo {number}" },
  tooMany: {
    id: "posts.tooManyChosen",
    defaultMessage:
      "A post can have at most {max} photos. {left, plural, one {# photo was} other {# photos were}} not added.",
  },
});

/** A photo chosen for the post being written, with its alt text. */
export type ChosenPhoto = { id: string; file: File; alt: string };

let nextId = 0;

/**
 * The composer's photos (issue 35): up to 8, each with its description for screen
 * readers (asked for, never required), put in order with Move earlier / Move later
 * buttons and removed one by one. Files the server would refuse are named at once.
 */
export function PhotoPicker({
  photos,
  onChange,
  onProblem,
  disabled,
  addRef,
}: {
  photos: readonly ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  onProblem: (problem: string | null) => void;
  disabled: boolean;
  addRef: RefObject<HTMLButtonElement | null>;
}) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const max = postPhotoLimits.photosMax;
  const order = usePhotoOrder({ photos, onChange, onEmptied: () => addRef.current?.focus() });

  const pick = (files: File[]) => {
    const refused: string[] = [];
    const accepted = files.filter((file) => {
      const problem = photoProblem(file, intl);
      if (problem) refused.push(`${file.name}: ${problem}`);
      return !problem;
    });
    const room = Math.max(max - photos.length, 0);
    const left = accepted.length - Math.min(accepted.length, room);
    if (left > 0) refused.push(say(messages.tooMany, { max, left }));
    onProblem(refused.length > 0 ? refused.join(" ") : null);
    const added = accepted
      .slice(0, room)
      .map((file) => ({ id: `photo-${++nextId}`, file, alt: "" }));
    onChange([...photos, ...added]);
  };

  return (
    <div className="flex flex-col gap-3">
      {photos.length > 0 && (
        <ol
          ref={order.listRef}
          className="flex flex-col gap-3"
          aria-label={say(messages.chosen, { count: photos.length, max })}
        >
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              className="flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-2"
            >
              <PhotoThumbnail
                file={photo.file}
                alt={say(messages.readyToPost, { name: photo.file.name })}
                name={photo.file.name}
                look="small"
                onUnreadable={() => {
                  order.drop(photo);
                  onProblem(unreadablePhotoProblem(intl));
                  addRef.current?.focus();
                }}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label
                  htmlFor={`${id}-alt-${photo.id}`}
                  className="text-sm font-medium text-slate-800"
                >
                  {say(messages.altLabel, { number: index + 1 })}
                </label>
                <textarea
                  id={`${id}-alt-${photo.id}`}
                  value={photo.alt}
                  rows={2}
                  maxLength={postPhotoLimits.altMax}
                  readOnly={disabled}
                  aria-describedby={photo.alt.trim() ? undefined : `${id}-prompt-${photo.id}`}
                  onChange={(event) =>
                    onChange(
                      photos.map((each) =>
                        each.id === photo.id ? { ...each, alt: event.target.value } : each,
                      ),
                    )
                  }
                  className="w-full resize-y rounded-lg border border-slate-300 bg-slate-50/60 px-2.5 py-1.5 text-sm text-slate-900 focus:border-ocean-600 focus:bg-white focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
                />
                {!photo.alt.trim() && (
                  <p id={`${id}-prompt-${photo.id}`} className="text-xs text-amber-800">
                    {say(messages.altPrompt)}
                  </p>
                )}
              </div>
              <div className="flex shrink-0 flex-col gap-1">
                <button
                  type="button"
                  data-control="remove"
                  disabled={disabled}
                  aria-label={say(messages.remove, { number: index + 1 })}
                  onClick={() => {
                    order.remove(index);
                    onProblem(null);
                  }}
                  className={`${buttonClasses("ghost", "sm")} px-2 text-coral-700 disabled:opacity-40`}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
                <MovePhotoButtons
                  index={index}
                  count={photos.length}
                  disabled={disabled}
                  labels={{
                    earlier: say(messages.earlier, { number: index + 1 }),
                    later: say(messages.later, { number: index + 1 }),
                  }}
                  direction="column"
                  onMove={(by) => order.move(index, by)}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <PhotoFilesInput inputRef={input} label={say(messages.photo)} onFiles={pick} />
      <AddPhotosButton
        buttonRef={addRef}
        disabled={disabled || photos.length >= max}
        count={photos.length}
        onClick={() => input.current?.click()}
      />
    </div>
  );
}

function AddPhotosButton({
  buttonRef,
  disabled,
  count,
  onClick,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  disabled: boolean;
  count: number;
  onClick: () => void;
}) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        onClick={onClick}
        className={`${buttonClasses("ghost")} text-ocean-800 disabled:opacity-60`}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        {intl.formatMessage(messages.addPhotos)}
      </button>
      {count > 0 && (
        <span className="text-sm text-slate-600">
          {intl.formatMessage(messages.chosen, { count, max: postPhotoLimits.photosMax })}
        </span>
      )}
    </div>
  );
}
