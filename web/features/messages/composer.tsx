import { RotateCw, Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { messageLimits, quickReplyWords } from "../../../contracts/messages-rules.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { UploadProgress } from "../../components/ui/upload-progress.tsx";
import { apiErrorText } from "../../lib/api-error-text.ts";
import { useIntl } from "../../lib/i18n/use-intl.ts";
import { translatedText } from "../../lib/translated-text.ts";
import {
  AttachPhotosButton,
  type PickedPhoto,
  PickedPhotos,
  usePickedPhotos,
} from "./composer-photos.tsx";
import { messagePhotoWords } from "./message-photo-words.ts";
import { messagesWords } from "./messages-words.ts";

/** The photos of a message being sent, and where its upload's progress goes. */
export interface ComposerPhotos {
  photos: PickedPhoto[];
  onProgress: (fraction: number) => void;
}

export interface ComposerSend {
  /** `photos` only when the sender attached some (and the composer offers it). */
  send: (text: string, photos?: ComposerPhotos) => Promise<unknown>;
  sending: boolean;
}

/** "Is this still available?" and its kind: one tap fills the message (issue 32). */
export function QuickReplies({ onPick }: { onPick: (text: string) => void }) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage(messagesWords.quickReplies)}
      className="flex flex-wrap gap-2"
    >
      {[quickReplyWords.available, quickReplyWords.weekend].map((words) => {
        const text = intl.formatMessage(words);
        return (
          <li key={words.id}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="rounded-full border border-ocean-300 bg-ocean-50 px-3 py-1 text-sm font-medium text-ocean-900 hover:bg-ocean-100"
            >
              {text}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The message field and Send, and with `withPhotos` up to 4 photos (thumbnails to
 * remove or describe before sending, the upload's progress). A failed send keeps the
 * text and photos and offers "Try again" (the same Idempotency-Key, so a send whose
 * answer was lost is not sent twice).
 */
export function Composer({
  send,
  sending,
  quickReplies,
  autoFocus,
  withPhotos = false,
}: ComposerSend & { quickReplies: boolean; autoFocus?: boolean; withPhotos?: boolean }) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const picked = usePickedPhotos();
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hasPhotos = picked.photos.length > 0;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const words = text.trim();
    if ((!words && !hasPhotos) || sending) return;
    setError(null);
    try {
      if (hasPhotos) {
        setProgress(0);
        await send(words, { photos: picked.photos, onProgress: setProgress });
      } else {
        await send(words);
      }
      setText("");
      picked.clear();
    } catch (failure) {
      setError(failure);
    } finally {
      setProgress(null);
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <PickedPhotos
        photos={picked.photos}
        onRemove={picked.remove}
        onDescribe={picked.describe}
        disabled={sending}
      />
      {picked.problem !== null && (
        <Alert tone="error">
          {picked.problem === "tooMany"
            ? intl.formatMessage(messagePhotoWords.tooMany)
            : translatedText(intl, picked.problem)}
        </Alert>
      )}
      {progress !== null && (
        <UploadProgress
          fraction={progress}
          label={intl.formatMessage(messagePhotoWords.upload)}
          uploadingText={(percent) => intl.formatMessage(messagePhotoWords.uploading, { percent })}
          processingText={intl.formatMessage(messagePhotoWords.processing)}
        />
      )}
      {quickReplies && !text && (
        <QuickReplies
          onPick={(reply) => {
            setText(reply);
            field.current?.focus();
          }}
        />
      )}
      {error !== null && (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">
            {intl.formatMessage(messagesWords.sendFailed)}{" "}
            {translatedText(intl, apiErrorText(error))}
          </Alert>
          <Button variant="secondary" size="sm" busy={sending} onClick={() => void submit()}>
            {!sending && <RotateCw aria-hidden="true" className="size-4" />}
            {intl.formatMessage(messagesWords.tryAgain)}
          </Button>
        </div>
      )}
      <div className="flex items-end gap-2">
        {withPhotos && (
          <AttachPhotosButton
            onPick={picked.add}
            disabled={sending || picked.photos.length >= messageLimits.photosMax}
          />
        )}
        <label htmlFor={fieldId} className="sr-only">
          {intl.formatMessage(messagesWords.messageLabel)}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          rows={1}
          value={text}
          maxLength={messageLimits.textMax}
          // biome-ignore lint/a11y/noAutofocus: the dialog opened to write this message
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends on a keyboard; Shift+Enter starts a new line.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="field-sizing-content max-h-40 min-h-11 w-full min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-ocean-600 focus:ring-2 focus:ring-ocean-600/20 focus:outline-none"
        />
        <Button
          type="submit"
          busy={sending}
          disabled={!text.trim() && !hasPhotos}
          className="h-11 shrink-0"
        >
          {!sending && <Send aria-hidden="true" className="size-4" />}
          {intl.formatMessage(messagesWords.send)}
        </Button>
      </div>
    </form>
  );
}
